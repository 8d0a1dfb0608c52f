import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@schools/shared-api';
import type { ServerConfig } from './config';
import { frontEndPlugin } from './frontend/plugin';

export async function buildApp(config: ServerConfig): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'warn' }, trustProxy: true });
  await app.register(compress, { global: true, threshold: 1024 });

  // The content API lives under /api; its calls arrive with the next milestone of the server.
  app.all('/api/*', (request, reply) =>
    reply.code(404).send({ code: ERROR_CODES.notFound, data: null, message: `No API call ${request.method} ${request.url.split('?')[0]}` }),
  );

  await app.register(frontEndPlugin, { rootDir: config.rootDir, development: config.development });
  return app;
}
