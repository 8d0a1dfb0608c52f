import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import { createApi, createHttpClient, type Api, type CampusCode, type Lang, type VisitorLocation } from '@schools/shared-api';
import { NO_ROUTE } from '../../platform/http/errorHandler';

/** The page being rendered: whose calls these are, and what their answers said about the page. */
export interface RenderScope {
  site: CampusCode;
  lang: Lang;
  /** `/BISZ` on the shared host, '' on a campus's own: the start of the page's links */
  prefix: string;
  /** where the page is served from (`https://bisz.lumina-schools.cn`) */
  origin: string;
  /** some call answered that what it asked for does not exist (not merely a call this server does not offer) */
  missing: boolean;
  /** the shortest `max-age` among the answers: how long a page made of them stays true */
  maxAgeS: number;
  /** the visitor whose request made the server render the page: the calls' limits per client count them */
  client?: string;
  /** the address's host, port and scheme as the visitor sees it: the frame's links to sister campuses */
  visitor?: VisitorLocation;
}

const scope = new AsyncLocalStorage<RenderScope>();

/** Runs `render` (and every call it starts, however late) as the page of `page`. */
export function inScope<T>(page: RenderScope, render: () => T): T {
  return scope.run(page, render);
}

export function currentScope(): RenderScope {
  const page = scope.getStore();
  if (!page) throw new Error('A content call was made outside a server-rendered page');
  return page;
}

const MAX_AGE = /max-age=(\d+)/;

/**
 * The content API for the server's page renderer: shared-api's own client, whose requests are answered
 * by this server in-process (Fastify's inject), through the same routes, checks and response cache as a
 * browser's. The campus and language are the rendered page's, read from its scope.
 */
export function inProcessApi(app: FastifyInstance): Api {
  const fetchInProcess = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const answer = await app.inject({
      ...(scope.getStore()?.client ? { remoteAddress: scope.getStore()!.client } : {}),
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: String(input),
      headers: init?.headers as Record<string, string>,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const page = scope.getStore();
    if (page) {
      if (answer.statusCode === 404 && !answer.body.includes(`"message":"${NO_ROUTE} `)) page.missing = true;
      const maxAge = MAX_AGE.exec(String(answer.headers['cache-control'] ?? ''));
      if (maxAge) page.maxAgeS = Math.min(page.maxAgeS, Number(maxAge[1]));
    }
    return new Response(answer.body, { status: answer.statusCode, headers: { 'content-type': String(answer.headers['content-type'] ?? '') } });
  };
  const http = createHttpClient({ school: () => currentScope().site, lang: () => currentScope().lang, fetch: fetchInProcess as typeof fetch, timeoutMs: 10_000 });
  return createApi(http, () => currentScope().site);
}
