import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { CAMPUS_CODES } from '@schools/shared-api';
import { MODULES_PREFIX } from '../releases/store';
import { FrontEnd, type LiveImportMap, type PageSettings } from './page';

const NO_STORE = 'no-store';

export interface FrontEndOptions extends PageSettings {
  rootDir: string;
  development: boolean;
  live: LiveImportMap;
  /** the storage folder whose modules/ this server serves; unset when released files live in a bucket */
  localStorageDir?: string;
}

/** Shown while nothing is released: the server runs, the site has not been published to it yet. */
const NOT_RELEASED =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>Not released yet</title>' +
  '<p>This site has not been released yet. 网站尚未发布。</p>' +
  '<p lang="en">Operators: <code>npm run release -- all --built</code> publishes the current builds.</p></html>';

/**
 * Serves the built front end: the page under / and under each /{SNAME}/, the live import map, and the
 * released files under /modules/ when they live in this server's storage folder. The page and the map
 * are never cached (a release is one change of the live map); released files are content-hashed and
 * immutable, and no release deletes a file that a page may still load.
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

  if (options.localStorageDir) {
    const root = path.join(options.localStorageDir, MODULES_PREFIX);
    fs.mkdirSync(root, { recursive: true });
    await app.register(fastifyStatic, {
      root,
      prefix: `/${MODULES_PREFIX}`,
      decorateReply: false,
      cacheControl: false,
      etag: true,
      lastModified: false,
      index: false,
      // Every released file has a content hash in its name (the page template too): never changes.
      setHeaders: (res) => res.setHeader('cache-control', 'public, max-age=31536000, immutable'),
    });
  }
  if (options.development) {
    // The development flavour of the shared dependencies is not released: it is served from the build.
    await app.register(fastifyStatic, {
      root: path.join(options.rootDir, 'root-config/dist/shared/dev'),
      prefix: '/root-config/shared/dev/',
      decorateReply: false,
      cacheControl: false,
      index: false,
      setHeaders: (res) => res.setHeader('cache-control', 'no-cache'),
    });
  }
}
