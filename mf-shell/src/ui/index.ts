// @schools/ui: the widget kit and the React bindings of shared-api that every section uses.
import { loadStylesheet } from '@schools/shared-api';
// One stylesheet for the kit, in this order, tokens first: @schools/ui/style.css, which the page
// links in its head. Each widget keeps its CSS beside its component.
import './styles/tokens.css';
import './ui.css';
import './components/image-preloader.css';
import './components/tabs.css';
import './components/picture-viewer.css';
import './components/title-box.css';
import './components/background-banner.css';
import './components/card-list.css';
import './components/rich-content.css';
import './components/content-page.css';
import './components/load-more.css';
import './components/form-field.css';
import './components/hub.css';

// A no-op over the page's own link, unless an import-map override points the kit's CSS elsewhere.
// (Not on the server, which renders the pages to HTML.)
if (typeof document !== 'undefined') void loadStylesheet('@schools/ui/style.css');

export { useBehavior } from './hooks/useBus';
export { useChanged } from './hooks/useChanged';
export { useAlerts, useCampus, useLang, useRoute } from './hooks/useSite';
export { RoutesContext, useRoutes } from './hooks/useRoutes';
export { useApiData, type ApiData, type ApiDataOptions } from './hooks/useApiData';
export { useVisitAnswer } from './hooks/useVisitAnswer';
export { useMenuCopy } from './hooks/useMenuCopy';
export { usePagedList, type PagedList } from './hooks/usePagedList';
export { useMenuList } from './hooks/useMenuList';
export { useMenuItem } from './hooks/useMenuItem';
export { useCopyCards, type CopyCards, type CopyCardSource } from './hooks/useCopyCards';
export {
  useBasicLabels, type BasicLabel, type BasicLabels,
} from './hooks/useBasicLabels';
export { createSection, type SectionOptions } from './section/createSection';
export { ServerDataContext, useItemMissing, useServerOutcome, type ServerData, type ServerOutcome } from './server/serverData';
export { PageSwitch, type PageTable } from './section/PageSwitch';
export { FailureNotice } from './components/FailureNotice';
export { Link } from './components/Link';
export { TitleBox } from './components/TitleBox';
export { Tabs, type TabItem, type TabsProps } from './components/Tabs';
export { BackgroundBanner, type BackgroundBannerProps } from './components/BackgroundBanner';
export { CardList, type CardItem, type CardListProps } from './components/CardList';
export { useMediaQuery, usePhone, useReducedMotion, PHONE_QUERY } from './hooks/useMediaQuery';
export { useResizedWidth } from './hooks/useResizedWidth';
export { useHydrating } from './hooks/useHydrating';
export { useFocusTrap, type FocusTrapOptions } from './hooks/useFocusTrap';
export { useFocusFirstInvalid } from './hooks/useFocusFirstInvalid';
export { FormField, FieldError, fieldControlProps, type FormFieldProps, type FieldControlProps } from './components/FormField';
export { formatDate } from './format/formatDate';
export { formatYuan } from './format/formatYuan';
export { Breadcrumb } from './components/Breadcrumb';
export { BackButton } from './components/BackButton';
export { SectionPage, type SectionPageProps } from './components/SectionPage';
export { ContentPage, type ContentPageProps } from './components/ContentPage';
export { MenuCopyPage, type MenuCopyPageProps } from './components/MenuCopyPage';
export { LoadMore } from './components/LoadMore';
export { LoadingOverlay } from './components/LoadingOverlay';
export { ImagePreloader, type ImagePreloaderProps } from './components/ImagePreloader';
export { RichContent } from './components/RichContent';
export { Hub, HubList, HubPanel, type HubPanelProps } from './components/Hub';
