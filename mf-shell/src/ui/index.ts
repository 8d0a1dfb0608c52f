// @schools/ui: the widget kit and the React bindings of shared-api that every section uses.
import { injectStyles } from '@schools/shared-api';
import css from './ui.css';

injectStyles('ui', css);

export { useBehavior } from './hooks/useBus';
export { useCampus, useLang, useRoute, useT } from './hooks/useSite';
export { RoutesContext, useRoutes } from './hooks/useRoutes';
export { useApiData, type ApiData } from './hooks/useApiData';
export { createSection } from './section/createSection';
export { FailureNotice } from './components/FailureNotice';
export { Link } from './components/Link';
export { TitleBox } from './components/TitleBox';
export { Breadcrumb } from './components/Breadcrumb';
export { BackButton } from './components/BackButton';
export { SectionPage } from './components/SectionPage';
export { LoadingOverlay, OVERLAY_REMOVAL_DELAY_MS } from './components/LoadingOverlay';
