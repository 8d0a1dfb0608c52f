// @schools/ui: the widget kit and the React bindings of shared-api that every section uses.
import { injectStyles } from '@schools/shared-api';
import tokens from './styles/tokens.css';
import page from './ui.css';
import imagePreloader from './components/image-preloader.css';
import tabs from './components/tabs.css';
import pictureViewer from './components/picture-viewer.css';
import titleBox from './components/title-box.css';
import backgroundBanner from './components/background-banner.css';
import cardList from './components/card-list.css';
import richContent from './components/rich-content.css';

// One stylesheet for the kit, tokens first; each widget keeps its CSS beside its component.
injectStyles(
  'ui',
  [tokens, page, imagePreloader, tabs, pictureViewer, titleBox, backgroundBanner, cardList, richContent].join('\n'),
);

export { useBehavior } from './hooks/useBus';
export { useCampus, useLang, useRoute, useT } from './hooks/useSite';
export { RoutesContext, useRoutes } from './hooks/useRoutes';
export { useApiData, type ApiData } from './hooks/useApiData';
export { createSection } from './section/createSection';
export { PageSwitch, type PageTable } from './section/PageSwitch';
export { FailureNotice } from './components/FailureNotice';
export { Link } from './components/Link';
export { TitleBox, TITLE_RESIZE_THROTTLE_MS, titleFontSize } from './components/TitleBox';
export { Tabs, type TabItem, type TabsProps } from './components/Tabs';
export { PictureViewer } from './components/PictureViewer';
export { BackgroundBanner, type BackgroundBannerProps } from './components/BackgroundBanner';
export { CardList, DEFAULT_CARD_WIDTH, type CardItem, type CardListProps } from './components/CardList';
export { useMediaQuery, usePhone, useReducedMotion, PHONE_QUERY, REDUCED_MOTION_QUERY } from './hooks/useMediaQuery';
export { useWindowWidth } from './hooks/useWindowWidth';
export { useFocusTrap, type FocusTrapOptions } from './hooks/useFocusTrap';
export { formatDate } from './format/formatDate';
export { Breadcrumb } from './components/Breadcrumb';
export { BackButton } from './components/BackButton';
export { SectionPage, type SectionPageProps } from './components/SectionPage';
export { LoadingOverlay, OVERLAY_REMOVAL_DELAY_MS } from './components/LoadingOverlay';
export { ImagePreloader, type ImagePreloaderProps } from './components/ImagePreloader';
export { RichContent } from './components/RichContent';
