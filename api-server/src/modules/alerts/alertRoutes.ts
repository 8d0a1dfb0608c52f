// The alerts as visitors read them (beyond SPEC 7, under /api/{site}/user): those live now on the
// campus, in the page's language. A cached read whose answer ends at the next start or end of one of the
// campus's alerts (a scheduled alert appears, and one ends, by the clock) and goes the moment staff
// publish, correct or end one (on every instance: the cache's invalidation). A browser keeps it but asks
// again with its ETag before using it (no-cache): an open page's minute poll is a 304 of a few bytes.
import type { FastifyInstance } from 'fastify';
import { TTL, type PublicRead } from '../../platform/http/publicRead';
import { alertData, alertQuery } from './alertSchemas';
import type { AlertService } from './alertService';

/** The path of the public call, for the cache's key and its invalidation. */
export const ALERTS_PATH = '/alerts';

export async function alertRoutes(app: FastifyInstance, { alerts, read }: { alerts: AlertService; read: PublicRead<unknown> }): Promise<void> {
  read(app, ALERTS_PATH, {
    operationId: 'listAlerts', querystring: alertQuery.public, response: alertData.public,
    summary: "The campus's alerts live now, in the page's language, emergencies first: shown above the header of every page",
  }, TTL.content, (site, lang) => alerts.live(site, lang), { until: (site) => alerts.nextChange(site), revalidate: true });
}
