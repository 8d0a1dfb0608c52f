import type { FastifyError, FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@schools/shared-api';
import { ApiError } from './errors';

/** Every failure answers with the envelope: a code that is not 000 and a message; never a stack trace. */
export function installErrorHandling(app: FastifyInstance): void {
  // Ajv's type coercion turns "1e309" or "Infinity" in a query into an Infinity that passes the
  // schema's integer bounds: refused here, before any handler or database sees it.
  app.addHook('preHandler', async (request) => {
    for (const [where, values] of [['querystring', request.query], ['params', request.params]] as const) {
      for (const [key, value] of Object.entries((values ?? {}) as Record<string, unknown>)) {
        if (typeof value === 'number' && !Number.isFinite(value)) throw ApiError.badRequest(`Invalid request: ${where}/${key} must be a finite number`);
      }
    }
  });

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    let status = 500;
    let code: string = ERROR_CODES.internal;
    let message = 'Internal server error';
    if (error instanceof ApiError) {
      ({ status, code, message } = error);
    } else if ((error as FastifyError).validation) {
      status = 400;
      code = ERROR_CODES.badRequest;
      message = `Invalid request: ${error.message}`;
    } else if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      status = 413;
      code = ERROR_CODES.payloadTooLarge;
      message = 'Request body is too large';
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors (bad JSON, wrong content type...) say what is wrong.
      status = error.statusCode;
      code = String(error.statusCode);
      message = error.message;
    }
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.code(status).send({ code, data: null, message });
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    return reply.code(404).send({ code: ERROR_CODES.notFound, data: null, message: `No route ${request.method} ${path}` });
  });
}
