// The studio's copy calls under /api/staff/{site}/studio/...: the campus's editable targets, a
// target with its draft and versions, saving and discarding a draft, publishing, restoring a version;
// and the copy one of the site's pages shows (for the site's "Edit this page" link).
// The staff guard (modules/staff/guard.ts) lets through a session of the campus's editor or a network
// administrator, and writes with the session's CSRF token only. A publish or restore drops the
// campus's cached API answers, so the next page load shows it.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { actorOf } from '../staff/roles';
import { StudioRefusal, type StudioService } from './studioService';
import type { TargetKind } from './types';
import { siteOf } from '../../platform/http/context';
import type { ResponseCache } from '../../platform/http/responseCache';
import { answers, csrfHeaders, envelope } from '../../platform/http/schemas';
import { caller } from '../staff/guard';
import { STUDIO_BODY_LIMIT, revisionQuery, studioData, studioPageQuery, studioParams, studioRefused, studioSchedule, studioTooLarge, studioWrite } from './studioSchemas';

export interface StudioRouteDeps {
  studio: StudioService;
  cache: ResponseCache;
}

const config = { staff: { area: 'copy' as const, scoped: true } };
const security = [{ staffSession: [] }];
const tags = ['staff', 'studio'];

/** A studio call's answers: its success, a refusal with problems, no session, a role or campus that may not, no such target, changed meanwhile. */
const studioAnswers = (success: object, ...more: (413 | 415)[]) => ({
  ...answers({ 200: success }, 400, 401, 403, 404, 409, ...more),
  400: studioRefused,
  ...(more.includes(413) ? { 413: studioTooLarge } : {}),
});

type TargetParams = { kind: TargetKind; key: string };
type Write = { body: unknown; revision?: string };

export async function studioRoutes(app: FastifyInstance, { studio, cache }: StudioRouteDeps): Promise<void> {

  /** Refused copy answers with every problem and its path; anything else goes to the error handler. */
  const refusing = (handler: (request: FastifyRequest) => Promise<unknown>) => async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      return { code: '000', data: await handler(request) };
    } catch (error) {
      if (!(error instanceof StudioRefusal)) throw error;
      return reply.code(400).send({ code: error.code, data: null, message: error.message, problems: error.problems });
    }
  };
  const by = (request: FastifyRequest) => actorOf(caller(request).account);
  const params = (request: FastifyRequest) => request.params as TargetParams;
  const revisionOf = (request: FastifyRequest) => (request.query as { revision?: string }).revision;
  /** The campus's cached answers (menu, content, lists...) go: the next page load reads the new copy. */
  const changed = (site: string) => cache.invalidate(`${site}|`);

  app.get('/:site/studio/targets', {
    config,
    schema: { tags, operationId: 'listStudioTargets', summary: "Everything of the campus's copy the studio edits, in navigation order", security, response: answers({ 200: envelope(studioData.targets, 'the targets') }, 400, 401, 403, 404) },
  }, async (request) => ({ code: '000', data: await studio.targets(siteOf(request)) }));

  // The site's "Edit this page" link asks this for the page a member of staff is looking at: only
  // a session that may edit the campus's copy is answered, so the link shows for nobody else.
  app.get('/:site/studio/page-targets', {
    config,
    schema: {
      tags, operationId: 'listStudioPageTargets', summary: "The copy a visitor's page shows: a detail page's item first, then the page's own copy, its main copy first",
      description: 'An empty list for a page with no copy the studio edits (the academic calendar, a list of news).',
      querystring: studioPageQuery, security, response: answers({ 200: envelope(studioData.targets, 'the targets, the one to open first') }, 400, 401, 403, 404),
    },
  }, async (request) => ({ code: '000', data: await studio.pageTargets(siteOf(request), (request.query as { route: string }).route) }));

  app.get('/:site/studio/targets/:kind/:key', {
    config,
    schema: {
      tags, operationId: 'getStudioTarget', summary: 'One target: its live copy, its draft if any, and every published version, newest first', params: studioParams.target, security,
      response: studioAnswers(envelope(studioData.target, 'the target')),
    },
  }, refusing(async (request) => studio.target(siteOf(request), params(request).kind, params(request).key)));

  app.put('/:site/studio/targets/:kind/:key/draft', {
    config, bodyLimit: STUDIO_BODY_LIMIT,
    schema: {
      tags, operationId: 'saveStudioDraft', summary: "Saves the campus's draft of a target (refused, with every problem, as a publish would be)", params: studioParams.target, body: studioWrite,
      headers: csrfHeaders, security, response: studioAnswers(envelope(studioData.draft, 'the draft as saved'), 413, 415),
    },
  }, refusing(async (request) => {
    const { kind, key } = params(request);
    const { body, revision } = request.body as Write;
    return studio.saveDraft(siteOf(request), kind, key, body, by(request), revision);
  }));

  app.delete('/:site/studio/targets/:kind/:key/draft', {
    config,
    schema: {
      tags, operationId: 'discardStudioDraft', summary: 'Discards the draft of a target', params: studioParams.target, querystring: revisionQuery, headers: csrfHeaders, security,
      response: studioAnswers(envelope(studioData.discarded, 'the draft is gone')),
    },
  }, refusing(async (request) => ({ discarded: await studio.discardDraft(siteOf(request), params(request).kind, params(request).key, revisionOf(request)) })));

  app.put('/:site/studio/targets/:kind/:key/schedule', {
    config, bodyLimit: STUDIO_BODY_LIMIT,
    schema: {
      tags, operationId: 'scheduleStudioPublish', summary: 'Sets a body to go live by itself at a time to come (one per target: a new one replaces it); the draft goes',
      params: studioParams.target, body: studioSchedule, headers: csrfHeaders, security, response: studioAnswers(envelope(studioData.scheduled, 'scheduled'), 413, 415),
    },
  }, refusing(async (request) => {
    const { kind, key } = params(request);
    const { body, at, revision } = request.body as Write & { at: string };
    return studio.schedule(siteOf(request), kind, key, body, at, by(request), revision);
  }));

  app.delete('/:site/studio/targets/:kind/:key/schedule', {
    config,
    schema: {
      tags, operationId: 'cancelStudioSchedule', summary: 'Cancels the scheduled publish of a target; its copy becomes the draft again', params: studioParams.target,
      querystring: revisionQuery, headers: csrfHeaders, security, response: studioAnswers(envelope(studioData.unscheduled, 'nothing is scheduled now')),
    },
  }, refusing(async (request) => ({ unscheduled: await studio.unschedule(siteOf(request), params(request).kind, params(request).key, by(request), revisionOf(request)) })));

  app.post('/:site/studio/targets/:kind/:key/publish', {
    config, bodyLimit: STUDIO_BODY_LIMIT,
    schema: {
      tags, operationId: 'publishStudioTarget', summary: 'Publishes a body: the live copy, a new version and the audit entry in one transaction; the draft goes', params: studioParams.target,
      body: studioWrite, headers: csrfHeaders, security, response: studioAnswers(envelope(studioData.published, 'live now'), 413, 415),
    },
  }, refusing(async (request) => {
    const site = siteOf(request);
    const { kind, key } = params(request);
    const { body, revision } = request.body as Write;
    const published = await studio.publish(site, kind, key, body, by(request), revision);
    changed(site);
    return published;
  }));

  app.post('/:site/studio/targets/:kind/:key/versions/:id/restore', {
    config,
    schema: {
      tags, operationId: 'restoreStudioVersion', summary: "Publishes a version's copy again, as a new version (the draft goes)", params: studioParams.version, querystring: revisionQuery, headers: csrfHeaders, security,
      response: studioAnswers(envelope(studioData.published, 'live now')),
    },
  }, refusing(async (request) => {
    const site = siteOf(request);
    const { kind, key, id } = request.params as TargetParams & { id: number };
    const published = await studio.restore(site, kind, key, id, by(request), revisionOf(request));
    changed(site);
    return published;
  }));
}
