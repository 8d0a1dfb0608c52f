import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CAMPUS_CODES } from '@schools/shared-api';
import { FrontEnd, type LiveImportMap, type PageSettings } from './page';

const NO_STORE = 'no-store';

export interface FrontEndOptions extends PageSettings {
  rootDir: string;
  development: boolean;
  live: LiveImportMap;
}

/** Shown while nothing is released: the server runs, the site has not been published to it yet. */
const NOT_RELEASED =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>Not released yet</title>' +
  '<p>This site has not been released yet. 网站尚未发布。</p>' +
  '<p lang="en">Operators: <code>npm run release -- all --built</code> publishes the current builds.</p></html>';

/**
 * Serves the page under / and under each /{SNAME}/, and the live import map. Neither is ever cached
 * (a release is one change of the live map); the released files themselves are static (staticFiles.ts).
 */
export async function frontEndPlugin(app: FastifyInstance, options: FrontEndOptions): Promise<void> {
  const frontEnd = new FrontEnd(options.rootDir, options.development, options);

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, 'http://site.invalid');
    const page = frontEnd.page({ pathname: url.pathname, hostname: request.hostname.replace(/:\d+$/, ''), search: url.search }, await options.live.current());
    reply.header('cache-control', NO_STORE).type('text/html; charset=utf-8');
    if (!page) request.log.warn('nothing is released yet: run `npm run release -- all --built`');
    return page ? reply.send(page) : reply.code(503).send(NOT_RELEASED);
  };

  app.get('/', sendPage);
  app.get('/index.html', sendPage);
  for (const code of CAMPUS_CODES) {
    app.get(`/${code}/`, sendPage);
    app.get(`/${code}`, (_req, reply) => reply.redirect(`/${code}/`, 301));
  }

  app.get('/import-map.json', async (_req, reply) =>
    reply
      .header('cache-control', NO_STORE)
      .type('application/importmap+json; charset=utf-8')
      .send(JSON.stringify(frontEnd.importMap(await options.live.current()))),
  );
}
