// The page for any address the route table does not know: bilingual, with a way home. The server
// answers an unknown real address with the same markup in this application's region, which the mount
// keeps instead of drawing it again.
import type { LifeCycles } from 'single-spa';
import { SERVER_RENDERED_ATTRIBUTE, currentLang, navigate } from '@schools/shared-api';

/** The not-found application's name (its region is `regionId(NOT_FOUND_APP)`). */
export const NOT_FOUND_APP = '@schools/not-found';

/** The not-found page's words. */
export const NOT_FOUND_TEXT = {
  en: { title: 'Page not found', body: 'The page you are looking for does not exist or has moved.', home: 'Back to home' },
  zh: { title: '页面未找到', body: '您访问的页面不存在或已被移动。', home: '返回首页' },
};

/** The page's markup, the server's and the browser's: `text` is the page language's words, `home` the link's address. */
export function notFoundMarkup(text: { title: string; body: string; home: string }, home: string, escape: (text: string) => string): string {
  return `<section class="not-found"><h1>${escape(text.title)}</h1><p>${escape(text.body)}</p><p><a href="${escape(home)}">${escape(text.home)}</a></p></section>`;
}

export function notFoundApp(region: () => HTMLElement): LifeCycles {
  return {
    bootstrap: async () => undefined,
    mount: async () => {
      const el = region();
      const lang = currentLang();
      // The server's page, in this language, stays as the visitor first saw it.
      const served = el.hasAttribute(SERVER_RENDERED_ATTRIBUTE) && document.documentElement.lang.startsWith(lang) && el.querySelector('.not-found');
      el.removeAttribute(SERVER_RENDERED_ATTRIBUTE);
      // The words and the address are this file's own: nothing to escape.
      if (!served) el.innerHTML = notFoundMarkup(NOT_FOUND_TEXT[lang], '#/home', String);
      // The way home stays in the site, whichever address the link names (the server's is a real one).
      el.querySelector('.not-found a')!.addEventListener('click', (event) => {
        event.preventDefault();
        navigate('/home');
      });
    },
    unmount: async () => {
      region().replaceChildren();
    },
  };
}
