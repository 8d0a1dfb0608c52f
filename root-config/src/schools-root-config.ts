// The root config: resolves campus and language, owns the hash router, registers the shell on every
// route and each section on its routes, and reports navigation.
import { registerApplication, setBootstrapMaxTime, setMountMaxTime, start } from 'single-spa';
import {
  bus, flattenRoutes, followAddressLanguage, getRouter, htmlLang, loadStylesheet, parseHash, REQUEST_TIMEOUT_MS, startSite,
} from '@schools/shared-api';
import { startAnalytics } from './analytics';
import { isolatedApp } from './isolation';
import { NOT_FOUND_APP, onNavigation, onPageTitle } from './navigation';
import { notFoundApp } from './notFound';
import { PageFocus } from './pageFocus';
import { SHELL_APP, regionId } from './regions';
import { APPS, ROUTES } from './routes';
import { ScrollMemory, keepAlivePaths } from './scrollMemory';
import { loadStaffLink } from './staffLink';
import './page.css';

// @schools/root-config/style.css, linked by the page; this only matters under an override.
void loadStylesheet('@schools/root-config/style.css');

/** Each application renders into its own region of <main>, in a stable order. */
function region(name: string): () => HTMLElement {
  return () => {
    const id = regionId(name);
    let el = document.getElementById(id);
    if (!el) {
      el = document.createElement('div');
      el.id = id;
      el.className = 'app-region';
      document.getElementById(name === SHELL_APP ? 'shell' : 'page')!.append(el);
    }
    return el;
  };
}

const pathOf = (location: Location) => parseHash(location.hash).path;

const { campus } = startSite(window);
startAnalytics(window);
loadStaffLink(document, campus.sname);
// A section's bootstrap and mount include downloading its module and stylesheet, which on a slow
// phone network takes seconds. single-spa's defaults (a warning after 1 s, "#31 ... did not resolve
// for 3000 ms", an error after 3 s) would report a working page as broken: the wrapper of every section
// shows its own failure with a retry, so single-spa waits as long as a request may (SPEC: 120 s).
setBootstrapMaxTime(REQUEST_TIMEOUT_MS, false, REQUEST_TIMEOUT_MS);
setMountMaxTime(REQUEST_TIMEOUT_MS, false, REQUEST_TIMEOUT_MS);

const router = getRouter();
router.normalize();
const cached = keepAlivePaths(ROUTES);
const effects = { scroll: new ScrollMemory(window, (path) => cached.has(path)), focus: new PageFocus(document) };

registerApplication({
  name: SHELL_APP,
  app: isolatedApp(SHELL_APP, region(SHELL_APP)),
  activeWhen: () => true,
  customProps: () => ({ routes: ROUTES, domElement: region(SHELL_APP)() }),
});

const owned = flattenRoutes(ROUTES);
const known = new Set(owned.map((r) => r.path));
/** Each section's region and the paths it owns: a kept section shows nothing on another's route. */
const sections: { paths: Set<string>; region: () => HTMLElement }[] = [];
for (const app of Object.values(APPS)) {
  const paths = new Set(owned.filter((r) => r.app === app).map((r) => r.path));
  sections.push({ paths, region: region(app) });
  // Once a visitor opened one of its cached pages, a section stays mounted (its pages hidden) so the
  // page keeps its state when the visitor comes back from another section (kit: PageSwitch).
  let keepsPages = false;
  registerApplication({
    name: app,
    app: isolatedApp(app, region(app)),
    activeWhen: (location) => {
      const path = pathOf(location);
      if (paths.has(path) && cached.has(path)) keepsPages = true;
      return keepsPages || paths.has(path);
    },
    customProps: () => ({ routes: ROUTES, domElement: region(app)() }),
  });
}

registerApplication({
  name: NOT_FOUND_APP,
  app: async () => notFoundApp(region(NOT_FOUND_APP)),
  activeWhen: (location) => {
    const path = pathOf(location);
    return path !== '/' && !known.has(path);
  },
});

// Published before the applications mount or unmount (single-spa's before-routing event), so a
// section's first render already has its route.
const publish = () => {
  if (followAddressLanguage(window)) return; // the address asked for the other language: reloading
  if (router.normalize()) return; // the rewritten address fires its own hashchange
  const current = router.current();
  // A section kept mounted for its cached pages, or showing a failure message, stays out of sight
  // on the pages of other sections.
  for (const section of sections) section.region().hidden = !section.paths.has(current.path);
  onNavigation(window, ROUTES, current, effects);
};
window.addEventListener('single-spa:before-routing-event', publish);

// A detail page names its item once loaded: the title says which story or course, and the campus.
bus.messages.subscribe((message) => {
  if (message.type === 'page-title') onPageTitle(window, message);
});

bus.language.subscribe((lang) => {
  if (lang) document.documentElement.lang = htmlLang(lang);
});

// The page is busy while a section waits for the API: assistive technology holds its announcements,
// and anyone who needs the page at rest (a test, an audit) can tell, whether or not the Connecting
// overlay has shown yet.
const main = document.getElementById('page');
bus.loading.subscribe((pending) => main?.setAttribute('aria-busy', String(pending > 0)));

// The applications start in a task of their own: with this module's run before them they made one task
// of 100-125 ms on a budget phone (8×), during which a tap waited; apart, neither reaches 50 ms.
setTimeout(() => {
  publish();
  start({ urlRerouteOnly: true });
});
