// The studio's news calls under /api/staff/{site}/news: the campus's stories with their state, a new
// story, publishing it (now or at a time) and unpublishing it. A story's copy is edited through the
// studio's own calls (target content:<id>). Behind the staff guard as the studio's copy (an editor of
// the campus or a network administrator, the CSRF token on writes); every change drops the campus's
// cached answers, so the next page load shows it.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { siteOf } from '../../platform/http/context';
import type { ResponseCache } from '../../platform/http/responseCache';
import { answers, csrfHeaders, envelope } from '../../platform/http/schemas';
import { caller } from '../staff/guard';
import { STUDIO_BODY_LIMIT, studioRefused, studioTooLarge } from '../studio/studioSchemas';
import { actorOf } from '../staff/roles';
import { StudioRefusal } from '../studio/studioService';
import type { NewsService, Publication } from './newsService';
import { newsBody, newsData, newsParams } from './newsSchemas';

export interface NewsRouteDeps {
  news: NewsService;
  cache: ResponseCache;
}

const config = { staff: { area: 'copy' as const, scoped: true } };
const security = [{ staffSession: [] }];
const tags = ['staff', 'studio'];

/** A news call's answers: refusals carry every problem with its path. */
const newsAnswers = (success: object, ...more: (413 | 415)[]) => ({
  ...answers({ 200: success }, 400, 401, 403, 404, ...more),
  400: studioRefused,
  ...(more.includes(413) ? { 413: studioTooLarge } : {}),
});

export async function newsRoutes(app: FastifyInstance, { news, cache }: NewsRouteDeps): Promise<void> {

  const refusing = (handler: (request: FastifyRequest) => Promise<unknown>) => async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      return { code: '000', data: await handler(request) };
    } catch (error) {
      if (!(error instanceof StudioRefusal)) throw error;
      return reply.code(400).send({ code: error.code, data: null, message: error.message, problems: error.problems });
    }
  };
  const by = (request: FastifyRequest) => actorOf(caller(request).account);
  const idOf = (request: FastifyRequest) => (request.params as { id: number }).id;
  /** The campus's cached answers go: the news list, Home's teaser, previous/next and the story's page read anew. */
  const changed = (site: string) => cache.invalidate(`${site}|`);

  app.get('/:site/news', {
    config,
    schema: { tags, operationId: 'listNewsStories', summary: "The campus's news stories, newest first, with their state (drafts and hidden ones included)", security, response: newsAnswers(envelope(newsData.stories, 'the stories')) },
  }, refusing(async (request) => news.list(siteOf(request))));

  app.post('/:site/news', {
    config, bodyLimit: STUDIO_BODY_LIMIT,
    schema: {
      tags, operationId: 'createNewsStory', summary: 'Creates a story, hidden from visitors (a draft) until it is published', body: newsBody.create, headers: csrfHeaders, security,
      response: newsAnswers(envelope(newsData.story, 'the story created'), 413, 415),
    },
  }, refusing(async (request) => {
    const site = siteOf(request);
    const story = await news.create(site, request.body, by(request));
    changed(site);
    return story;
  }));

  app.get('/:site/news/:id', {
    config,
    schema: { tags, operationId: 'getNewsStory', summary: 'One story with its state', params: newsParams, security, response: newsAnswers(envelope(newsData.story, 'the story')) },
  }, refusing(async (request) => news.story(siteOf(request), idOf(request))));

  app.put('/:site/news/:id', {
    config,
    schema: {
      tags, operationId: 'updateNewsStory', summary: "Changes a story's date and cover (a published story's at once)", params: newsParams, body: newsBody.details, headers: csrfHeaders, security,
      response: newsAnswers(envelope(newsData.story, 'the story as it is now'), 413, 415),
    },
  }, refusing(async (request) => {
    const site = siteOf(request);
    const story = await news.update(site, idOf(request), request.body as Pick<Publication, 'date' | 'coverMediaId'>, by(request));
    changed(site);
    return story;
  }));

  app.post('/:site/news/:id/publish', {
    config, bodyLimit: STUDIO_BODY_LIMIT,
    schema: {
      tags, operationId: 'publishNewsStory', summary: 'Publishes a story now, or at a later time (scheduled), with its copy, date and cover as given, in one transaction',
      params: newsParams, body: newsBody.publish, headers: csrfHeaders, security, response: newsAnswers(envelope(newsData.story, 'the story as it is now'), 413, 415),
    },
  }, refusing(async (request) => {
    const site = siteOf(request);
    const story = await news.publish(site, idOf(request), (request.body ?? {}) as Publication, by(request));
    changed(site);
    return story;
  }));

  app.post('/:site/news/:id/unpublish', {
    config,
    schema: {
      tags, operationId: 'unpublishNewsStory', summary: "Hides a story from visitors (the list, Home, previous/next, its page answers 404); the staff still see it",
      params: newsParams, headers: csrfHeaders, security, response: newsAnswers(envelope(newsData.story, 'the story as it is now')),
    },
  }, refusing(async (request) => {
    const site = siteOf(request);
    const story = await news.unpublish(site, idOf(request), by(request));
    changed(site);
    return story;
  }));
}
