// The alerts a page carries from the server (issue 35): the very answer a visitor's GET of
// /api/{site}/user/alerts gets, from the same cache entry (so a page and the call never disagree, and a
// page costs no query while the answer is cached), with its ETag, which the page's frame then asks with.
import type { CampusCode, Lang, PageAlerts, PublicAlert } from '@schools/shared-api';
import { TTL } from '../../platform/http/publicRead';
import { ResponseCache } from '../../platform/http/responseCache';
import { ALERTS_PATH } from './alertRoutes';
import type { AlertService } from './alertService';

export function pageAlerts(cache: ResponseCache, alerts: AlertService): (site: CampusCode, lang: Lang) => Promise<PageAlerts> {
  return async (site, lang) => {
    const key = ResponseCache.key(site, lang, ALERTS_PATH, {});
    const answer = await cache.get(key, TTL.content, () => alerts.live(site, lang), () => alerts.nextChange(site));
    const { data } = JSON.parse(answer.body.toString('utf8')) as { data: PublicAlert[] };
    return { site, lang, etag: answer.etag, alerts: data };
  };
}
