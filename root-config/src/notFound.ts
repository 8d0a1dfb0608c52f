// The page for any address the route table does not know: bilingual, with a way home.
import type { LifeCycles } from 'single-spa';
import { currentLang, navigate } from '@schools/shared-api';

/** The not-found page's words (the server answers an unknown real address with them too). */
export const NOT_FOUND_TEXT = {
  en: { title: 'Page not found', body: 'The page you are looking for does not exist or has moved.', home: 'Back to home' },
  zh: { title: '页面未找到', body: '您访问的页面不存在或已被移动。', home: '返回首页' },
};

export function notFoundApp(region: () => HTMLElement): LifeCycles {
  return {
    bootstrap: async () => undefined,
    mount: async () => {
      const text = NOT_FOUND_TEXT[currentLang()];
      const section = document.createElement('section');
      section.className = 'not-found';
      const h1 = document.createElement('h1');
      h1.textContent = text.title;
      const p = document.createElement('p');
      p.textContent = text.body;
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = text.home;
      button.addEventListener('click', () => navigate('/home'));
      section.append(h1, p, button);
      region().replaceChildren(section);
    },
    unmount: async () => {
      region().replaceChildren();
    },
  };
}
