// The server shows its rendering of a hash address only while the live release of the page's section
// and of the kit is the one it was built with.
import { rendersLiveRelease } from '../src/modules/site/builtReleases';

const BUILT = {
  '@schools/about': 'schools-about.7a030f59.js',
  '@schools/about/style.css': 'schools-about.4f74bdd9.css',
  '@schools/news': 'schools-news.11111111.js',
  '@schools/ui': 'schools-ui.725cff62.js',
  '@schools/ui/style.css': 'schools-ui.73bf80fe.css',
  '@schools/shared-api': 'schools-shared-api.ebcbfe33.js',
};
const LIVE = Object.fromEntries(Object.entries(BUILT).map(([name, file]) => [name, `/modules/${name.split('/')[1]}/${file}`]));

it('holds while the section and the kit are served from the files the server was built with', () => {
  expect(rendersLiveRelease(LIVE, '@schools/about', BUILT)).toBe(true);
  // On a CDN, under another release's folder: the same file.
  const cdn = Object.fromEntries(Object.entries(LIVE).map(([name, url]) => [name, `https://cdn.example.cn/releases/r42${url}`]));
  expect(rendersLiveRelease(cdn, '@schools/about', BUILT)).toBe(true);
});

it('fails once the section, its stylesheet or the kit has been released since; another section\'s release does not count', () => {
  expect(rendersLiveRelease({ ...LIVE, '@schools/about': '/modules/about/schools-about.0badc0de.js' }, '@schools/about', BUILT)).toBe(false);
  expect(rendersLiveRelease({ ...LIVE, '@schools/about/style.css': '/modules/about/schools-about.0badc0de.css' }, '@schools/about', BUILT)).toBe(false);
  expect(rendersLiveRelease({ ...LIVE, '@schools/ui': '/modules/ui/schools-ui.0badc0de.js' }, '@schools/about', BUILT)).toBe(false);
  expect(rendersLiveRelease({ ...LIVE, '@schools/news': '/modules/news/schools-news.0badc0de.js' }, '@schools/about', BUILT)).toBe(true);
  // A file name that only ends like the built one is another file.
  expect(rendersLiveRelease({ ...LIVE, '@schools/about': '/modules/about/old-schools-about.7a030f59.js' }, '@schools/about', BUILT)).toBe(false);
});

it('fails for a section the server was not built with, and holds when it runs from sources (no record of a build)', () => {
  expect(rendersLiveRelease(LIVE, '@schools/academics', BUILT)).toBe(false);
  expect(rendersLiveRelease(LIVE, '@schools/academics', undefined)).toBe(true);
});
