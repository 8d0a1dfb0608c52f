// Baidu Tongji, when the deployment names a site id (the server writes it into a meta tag). The
// site reports each navigation itself, so the script's own automatic page view is turned off:
// one _trackPageview per navigation, the first one included, and never two.

export interface AnalyticsWindow {
  /** Baidu Tongji's command queue: an array until hm.js loads and takes it over. */
  _hmt?: { push(args: unknown[]): unknown };
}

export const TONGJI_SCRIPT = 'https://hm.baidu.com/hm.js';

export function startAnalytics(win: Window & AnalyticsWindow, doc: Document = win.document): boolean {
  const id = doc.querySelector<HTMLMetaElement>('meta[name="baidu-tongji"]')?.content;
  if (!id) return false;
  win._hmt ??= [];
  win._hmt.push(['_setAutoPageview', false]);
  const script = doc.createElement('script');
  script.src = `${TONGJI_SCRIPT}?${encodeURIComponent(id)}`;
  script.async = true;
  doc.head.append(script);
  return true;
}
