import type { ContentItem, Lang } from '@schools/shared-api';
import { renderSection } from '@schools/ui/testing';
import { NewsApp } from '../NewsApp';

export { go } from '@schools/ui/testing';

/** The news section as the site mounts it, on campus BISZ in `lang`, at `hash`. */
export const renderNews = (hash: string, lang: Lang = 'en') => renderSection(NewsApp, '@schools/news', hash, { lang });

/** A news item as the API answers it. */
export const story = (id: number, title = `Story ${id}`): ContentItem => ({
  id, menuId: '07', key: `news-${id}`, title, summary: `Summary of story ${id}`, urls: [`/img/${id}.jpg`], alts: [''], link: '', path: '',
  date: '2024-12-20', views: 4,
  blocks: [{ type: 'paragraph', content: [{ type: 'text', text: `Body of story ${id}` }] }],
});
