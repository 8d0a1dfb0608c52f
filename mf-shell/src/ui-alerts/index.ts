// @schools/ui-alerts: the campus's alerts as a visitor sees them (the bar, its stylesheet, the notices
// closed in this browser). Apart from @schools/ui so that a visitor pays for them only while an alert
// is live: the frame asks SystemJS for this module then, and the server links its stylesheet into
// the pages it writes them into.
import { loadStylesheet } from '@schools/shared-api';
import './alert-bar.css';

if (typeof document !== 'undefined') void loadStylesheet('@schools/ui-alerts/style.css');

export { AlertBar, ALERT_TEXT, type AlertBarProps } from './AlertBar';
export { ShownAlerts, type ShownAlertsProps } from './ShownAlerts';
