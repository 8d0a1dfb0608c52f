import type { ReleaseStorage } from '../storage/objectStore';

/** What the page's policy depends on: the origins the page really uses, all from the configuration. */
export interface PagePolicySettings {
  storageBase: string;
  baiduTongjiId?: string;
  /** where the WeChat sign-in page is opened (framed): its host, or this server's simulator */
  wechat?: { openBase: string };
  devOrigins: string[];
  releaseStorage: ReleaseStorage;
  mediaStorage?: ReleaseStorage;
}

/**
 * Development servers on the developer's own machine, where an opted-in developer's import-map
 * overrides point (`npm run dev -w mf-about` on :9004). Exact host names: `evil.localhost` is not
 * `localhost`. No `[::1]`: CSP's host grammar has no IPv6 literals (Chromium drops the source with a
 * console error), and `localhost` reaches ::1 anyway. root-config/src/boot.js allows the same hosts.
 */
export const LOCAL_DEV_SOURCES = ['http://localhost:*', 'https://localhost:*', 'http://127.0.0.1:*', 'https://127.0.0.1:*'];

/** Baidu Tongji: its script hm.js, its beacons (hm.gif images, and requests on some browsers). */
export const BAIDU_TONGJI_ORIGIN = 'https://hm.baidu.com';

/**
 * sha256 of the stylesheet import-map-overrides 6.1.0 writes into its UI's shadow root as a `<style>`
 * element (the only inline style the page has; React, Swiper and the UI's own components set styles
 * through CSSOM, which CSP does not govern). A hash rather than 'unsafe-inline': only that exact
 * stylesheet is allowed. test/overrides-ui-style.test.ts recomputes it from the installed package, so an upgrade
 * that changes the stylesheet fails there instead of leaving the UI unstyled.
 */
export const OVERRIDES_UI_STYLE_HASH = "'sha256-BZT5dROPMKBd3zmjbg8Ha0AlczOXqoEBV4cfaMXE5yk='";

/**
 * The source of an absolute http(s) address (its origin), of a scheme-relative one (its host, which CSP
 * matches with the page's own scheme); undefined for a path of this server.
 */
function originOf(address: string): string | undefined {
  if (/^https?:\/\//i.test(address)) return new URL(address).origin;
  if (address.startsWith('//')) return new URL(`https:${address}`).host;
  return undefined;
}

/**
 * The page's Content-Security-Policy, computed once from the configuration. Scripts come only from the
 * site itself (import map and start-up script are files: no inline script, no eval), from the
 * developers' servers (an override needs the devtools opt-in too, boot.js checks its origin first) and
 * from Baidu Tongji when it is configured. Overridden modules bring their stylesheets, icons and
 * external import maps from the same servers, hence the development sources in style-, img- and
 * connect-src.
 */
export function pageContentSecurityPolicy(settings: PagePolicySettings, { framedBySelf = false }: { framedBySelf?: boolean } = {}): string {
  const dev = [...LOCAL_DEV_SOURCES, ...settings.devOrigins];
  const tongji = settings.baiduTongjiId ? [BAIDU_TONGJI_ORIGIN] : [];
  const storage = originOf(settings.storageBase);
  // Released front-end files in a bucket: the page's scripts, stylesheets and their icons come from there.
  const modules = settings.releaseStorage.kind === 's3' ? [originOf(settings.releaseStorage.publicBase)!] : [];
  // The media library's photographs, when they live in a bucket of their own.
  const media = settings.mediaStorage?.kind === 's3' ? [originOf(settings.mediaStorage.publicBase)!] : [];
  // The WeChat sign-in page is framed: WeChat's own host, or this server's /wechat-sim ('self').
  const wechat = settings.wechat ? originOf(settings.wechat.openBase) : undefined;
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...modules, ...dev, ...tongji]],
    ['style-src', ["'self'", ...modules, ...dev, OVERRIDES_UI_STYLE_HASH]],
    // Style attributes, not style elements: the pages the server renders carry React's (a picture's
    // aspect ratio, a card's width), which keep each box its size before any script runs. An attribute
    // can set no selector and run no script; what it could load is still governed by img-src.
    ['style-src-attr', ["'unsafe-inline'"]],
    // data: for the favicon placeholder (`data:,`) and the stylesheets' inline icons.
    ['img-src', ["'self'", 'data:', ...(storage ? [storage] : []), ...modules, ...media, ...dev, ...tongji]],
    ['connect-src', ["'self'", ...dev, ...tongji]],
    ['frame-src', ["'self'", ...(wechat ? [wechat] : [])]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    // Nothing frames the page: WeChat's sign-in sends the whole window back (self_redirect=false). The
    // studio's preview (?studio-preview=1) is the one exception: the staff page of the same site frames it.
    ['frame-ancestors', [framedBySelf ? "'self'" : "'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ');
}
