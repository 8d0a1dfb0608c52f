import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { MODULES_PREFIX } from '../../platform/storage/objectStore';
import { CONTENT_HASHED_NAME } from '../../platform/storage/contentHash';
import { MEDIA_FILE } from '../media/processPhoto';
import { SHARE_PREFIX } from './shareCards';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Where the development flavour of the shared dependencies is served. */
const DEVELOPMENT_SHARED_PREFIX = '/root-config/shared/dev/';

/** The URL prefixes under which this server sends stored files rather than pages or API answers. */
export function staticPrefixes(storageBase: string): string[] {
  return [`/${MODULES_PREFIX}`, `${storageBase}/`, SHARE_PREFIX, DEVELOPMENT_SHARED_PREFIX];
}
/** The suffix of the compressed copy @fastify/static sends in place of a file (file.js.br). */
const COMPRESSED_COPY = /\.(br|gz)$/;

export interface StaticFilesOptions {
  /** the object-storage folder, served under storageBase when that is a path of this server */
  storageDir: string;
  storageBase: string;
  /** released front-end files live in storageDir/modules/ (not in a bucket): served under /modules/ */
  servesModules: boolean;
  /** development: the development flavour of the shared dependencies, from root-config's build */
  developmentSharedDir?: string;
}

/**
 * The files the server sends as they are stored: released modules under /modules/ (content-hashed,
 * immutable), pictures under the storage base, and in development the shared dependencies' development
 * flavour. Each is sent as its build's brotli or gzip copy when the browser accepts one (file.js.br,
 * file.js.gz, made once at build), so no file is compressed per request: registered before the
 * server's compression, which therefore never sees these routes.
 */
export async function staticFiles(app: FastifyInstance, options: StaticFilesOptions): Promise<void> {
  if (options.storageBase.startsWith('/')) {
    fs.mkdirSync(options.storageDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: options.storageDir,
      prefix: `${options.storageBase}/`,
      decorateReply: false,
      cacheControl: false,
      index: false,
      preCompressed: true,
      // A picture named by its content never changes; one a school replaces in place (a WeChat QR) is rechecked daily.
      setHeaders: (res, file) => {
        res.setHeader('cache-control', CONTENT_HASHED_NAME.test(file.replace(COMPRESSED_COPY, '')) || MEDIA_FILE.test(file) ? IMMUTABLE : 'public, max-age=86400');
        res.setHeader('vary', 'accept-encoding');
      },
      // Released front-end files are served under /modules/ with their own caching.
      allowedPath: (pathName) => !pathName.startsWith(`/${MODULES_PREFIX}`),
    });
  }
  if (options.servesModules) {
    const root = path.join(options.storageDir, MODULES_PREFIX);
    fs.mkdirSync(root, { recursive: true });
    await app.register(fastifyStatic, {
      root,
      prefix: `/${MODULES_PREFIX}`,
      decorateReply: false,
      cacheControl: false,
      etag: true,
      lastModified: false,
      index: false,
      preCompressed: true,
      // Every released file has a content hash in its name (the page template too): never changes.
      setHeaders: (res) => {
        res.setHeader('cache-control', IMMUTABLE);
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  if (options.developmentSharedDir) {
    await app.register(fastifyStatic, {
      root: options.developmentSharedDir,
      prefix: DEVELOPMENT_SHARED_PREFIX,
      decorateReply: false,
      cacheControl: false,
      index: false,
      setHeaders: (res) => res.setHeader('cache-control', 'no-cache'),
    });
  }
}
