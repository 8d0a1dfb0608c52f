import { renderToStaticMarkup } from 'react-dom/server';
import type { PageAlerts } from '@schools/shared-api';
import { AlertBar } from '@schools/ui-alerts';

/**
 * The alerts above the header as the server writes them into a page: the frame's own component
 * (AlertBar), so the frame's copy, which takes its place, has the same size and nothing moves.
 */
export function alertMarkup(page: PageAlerts, prefix: string): string {
  return renderToStaticMarkup(<AlertBar alerts={page.alerts} lang={page.lang} prefix={prefix} />);
}
