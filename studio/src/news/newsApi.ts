// The News view's calls to /api/staff/{site}/news; a story's copy drafts go through the studio's calls (content:<id>).
import type { CampusCode } from '@schools/shared-api';
import type { NewStory, NewsStory, Publication } from '@schools/api-server/staff-contract';
import { call } from '../staffApi';

export type { NewStory, NewsStory, Publication };

const json = (method: string, body?: object): RequestInit => ({ method, ...(body ? { body: JSON.stringify(body) } : {}) });

export const newsApi = {
  list: (site: CampusCode) => call<NewsStory[]>(`/api/staff/${site}/news`),
  open: (site: CampusCode, id: number) => call<NewsStory>(`/api/staff/${site}/news/${id}`),
  create: (site: CampusCode, story: NewStory) => call<NewsStory>(`/api/staff/${site}/news`, json('POST', story)),
  update: (site: CampusCode, id: number, details: Pick<Publication, 'date' | 'coverMediaId'>) => call<NewsStory>(`/api/staff/${site}/news/${id}`, json('PUT', details)),
  publish: (site: CampusCode, id: number, publication: Publication) => call<NewsStory>(`/api/staff/${site}/news/${id}/publish`, json('POST', publication)),
  unpublish: (site: CampusCode, id: number) => call<NewsStory>(`/api/staff/${site}/news/${id}/unpublish`, json('POST')),
};
