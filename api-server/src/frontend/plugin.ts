import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import path from 'node:path';
import { CAMPUS_CODES } from '@schools/shared-api';
import { FrontEnd, type PageSettings } from './page';

/** Browser packages whose dist folder is served under /<folder>/. */
export const BROWSER_PACKAGES = [
  'root-config', 'shared-api', 'mf-shell', 'mf-home', 'mf-about', 'mf-student-life', 'mf-admissions', 'mf-academics', 'mf-news',
];

const HASHED = /\.[0-9a-f]{8}\.(js|css|svg)$/;
const NO_STORE = 'no-store';

export interface FrontEndOptions extends PageSettings {
  rootDir: string;
  development: boolean;
}

/**
 * Serves the built front end: the page under / and under each /{SNAME}/, the import map, and the
 * packages' files. The page and the map are never cached (a release is one import-map change);
 * content-hashed files are immutable.
 */
export async function frontEndPlugin(app: FastifyInstance, options: FrontEndOptions): Promise<void> {
  const frontEnd = new FrontEnd(options.rootDir, options.development, options);

  const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, 'http://site.invalid');
    const page = frontEnd.page({ pathname: url.pathname, hostname: request.hostname.replace(/:\d+$/, ''), search: url.search });
    return reply.header('cache-control', NO_STORE).type('text/html; charset=utf-8').send(page);
  };

  app.get('/', sendPage);
  app.get('/index.html', sendPage);
  for (const code of CAMPUS_CODES) {
    app.get(`/${code}/`, sendPage);
    app.get(`/${code}`, (_req, reply) => reply.redirect(`/${code}/`, 301));
  }

  app.get('/import-map.json', (_req, reply) =>
    reply.header('cache-control', NO_STORE).type('application/importmap+json; charset=utf-8').send(JSON.stringify(frontEnd.importMap())),
  );

  for (const [index, folder] of BROWSER_PACKAGES.entries()) {
    await app.register(fastifyStatic, {
      root: path.join(options.rootDir, folder, 'dist'),
      prefix: `/${folder}/`,
      decorateReply: index === 0,
      cacheControl: false,
      etag: true,
      lastModified: false,
      index: false,
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders: (res, filePath) => {
        res.setHeader('cache-control', HASHED.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
}
