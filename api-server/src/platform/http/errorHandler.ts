import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@schools/shared-api';
import { ApiError } from './errors';
import { REQUEST_ID_HEADER } from './requestId';
import { RETRY_AFTER_S, isDatabaseUnavailable } from '../db/databaseUnavailable';
import { apiSecurityHeaders } from './securityHeaders';

/** How deep a request's JSON may nest: the deepest body a form sends is a few levels (copy's blocks). */
export const MAX_NESTING = 32;

/**
 * What is wrong with a request's query, path parameters or body, if anything: a NUL character
 * (U+0000) in a text or a key ("body/name holds a NUL character"), or nesting deeper than MAX_NESTING.
 * Walked with a stack of its own, not by recursion: a body 9,000 arrays deep must not overflow the
 * server's call stack (it answered 500).
 */
function textProblemIn(root: unknown, rootWhere: string): string | undefined {
  const stack: { value: unknown; where: string; depth: number }[] = [{ value: root, where: rootWhere, depth: 0 }];
  while (stack.length > 0) {
    const { value, where, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return `${where} holds a NUL character (U+0000), which no text may contain`;
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_NESTING) return `${rootWhere} nests deeper than ${MAX_NESTING} levels`;
    for (const [key, inner] of Object.entries(value)) {
      // eslint-disable-next-line no-control-regex -- finding control characters is what it is for
      if (key.includes('\u0000')) return `${where}/${key.replace(/\u0000/g, '\\0')} holds a NUL character (U+0000), which no text may contain`;
      stack.push({ value: inner, where: `${where}/${key}`, depth: depth + 1 });
    }
  }
  return undefined;
}

/** Where a number that is not finite is (Ajv's coercion turns "1e999" or "Infinity" into one), walked the same way. */
function infiniteIn(root: unknown, rootWhere: string): string | undefined {
  const stack: { value: unknown; where: string }[] = [{ value: root, where: rootWhere }];
  while (stack.length > 0) {
    const { value, where } = stack.pop()!;
    if (typeof value === 'number' && !Number.isFinite(value)) return where;
    if (value !== null && typeof value === 'object') for (const [key, inner] of Object.entries(value)) stack.push({ value: inner, where: `${where}/${key}` });
  }
  return undefined;
}

/**
 * Every failure answers with the envelope: a code that is not 000 and a message; never a stack trace.
 * `securityHeaders` are the headers every answer to that address carries (an error answer keeps only those).
 */
export function installErrorHandling(
  app: FastifyInstance,
  securityHeaders: (url: string) => Record<string, string> = () => API_HEADERS,
  /** told of each request answered 503 because the database could not be reached (the metrics count them) */
  databaseUnavailable: () => void = () => undefined,
): void {
  // No text reaches a database with U+0000 in it (PostgreSQL refuses it in text, which answered 500;
  // SQLite would store it): refused wherever it is, on both, before the schemas and the handlers.
  // Callback hooks, not async ones: they run on every request, and a promise per hook per request shows in the API's CPU cost.
  app.addHook('preValidation', (request, _reply, done) => {
    const problem = textProblemIn(request.query, 'querystring') ?? textProblemIn(request.params, 'params') ?? textProblemIn(request.body, 'body');
    done(problem ? ApiError.badRequest(`Invalid request: ${problem}`) : undefined);
  });

  // Ajv's type coercion turns "1e309" or "Infinity" into an Infinity that can pass a schema's bounds:
  // refused here, in the query, the path or the body, before any handler or database sees it.
  app.addHook('preHandler', (request, _reply, done) => {
    const where = infiniteIn(request.query, 'querystring') ?? infiniteIn(request.params, 'params') ?? infiniteIn(request.body, 'body');
    done(where ? ApiError.badRequest(`Invalid request: ${where} must be a finite number`) : undefined);
  });

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    let status = 500;
    let code: string = ERROR_CODES.internal;
    let message = 'Internal server error';
    let headers: Record<string, string> = {};
    let reason: string | undefined;
    let changed: ApiError['changed'];
    if (error instanceof ApiError) {
      ({ status, code, message, headers, reason, changed } = error);
    } else if ((error as FastifyError).validation) {
      status = 400;
      code = ERROR_CODES.badRequest;
      message = `Invalid request: ${error.message}`;
    } else if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      status = 413;
      code = ERROR_CODES.payloadTooLarge;
      message = 'Request body is too large';
    } else if (isDatabaseUnavailable(error)) {
      // The database is restarting or failing over (or SQLite's file is locked by another process past
      // the busy timeout): nothing was done, and the same request will work in a moment.
      status = 503;
      code = ERROR_CODES.unavailable;
      message = 'The database cannot be reached just now (a restart or a failover): nothing was saved; try again in a few seconds';
      headers = { 'retry-after': String(RETRY_AFTER_S) };
      databaseUnavailable();
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors (bad JSON, wrong content type...) say what is wrong.
      status = error.statusCode;
      code = String(error.statusCode);
      message = error.message;
    }
    if (status === 503) request.log.warn({ err: { message: error.message, code: (error as { code?: unknown }).code } }, 'database unavailable');
    else if (status >= 500) request.log.error({ err: error }, 'request failed');
    // What the failed answer had set (a Location, a cookie, an ETag, a content type) is not the error's,
    // and a header Node refuses would fail the error answer too: it carries the security headers only,
    // and those the error itself names (a 429's Retry-After).
    for (const name of Object.keys(reply.getHeaders())) reply.removeHeader(name);
    return reply.headers({ ...securityHeaders(request.url), ...headers, [REQUEST_ID_HEADER]: request.id }).code(status).send({ code, data: null, message, ...(reason ? { reason } : {}), ...(changed ? { changed } : {}) });
  });

  // Every route's pattern, so that a path known under other methods answers 405 with Allow, not 404.
  const routes: { method: string; pattern: RegExp }[] = [];
  app.addHook('onRoute', (route) => {
    const pattern = new RegExp(`^${route.url.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+').replace(/\*/g, '.*')}$`);
    for (const method of [route.method].flat()) routes.push({ method, pattern });
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const allowed = [...new Set(routes.filter((r) => r.pattern.test(path)).map((r) => r.method))].sort();
    // A path its own method knows is merely missing there (a file the static folder does not have).
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      return reply.code(405).header('allow', allowed.join(', '))
        .send({ code: ERROR_CODES.methodNotAllowed, data: null, message: `${request.method} is not allowed on ${path}: use ${allowed.join(' or ')}` });
    }
    return reply.code(404).send({ code: ERROR_CODES.notFound, data: null, message: `${NO_ROUTE} ${request.method} ${path}` });
  });
}

/** How the answer to an address no route serves begins (a call this server does not offer, unlike a missing item). */
export const NO_ROUTE = 'No route';

/** The API's security headers, computed once for the answers given outside Fastify's hooks. */
const API_HEADERS = apiSecurityHeaders();

/**
 * The router's own refusals, before any route or hook runs: a path with a broken escape ("/api/%/…")
 * or a parameter over 100 characters. Both are bad input, answered like any other.
 */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH'
    ? 'A path parameter is longer than 100 characters'
    : `The path is not a valid address: ${error.message}`;
  reply.code(400).headers(API_HEADERS).send({ code: ERROR_CODES.badRequest, data: null, message });
}

const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: 'Request headers are too large' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive' },
};

/**
 * Node's answer to a request it cannot even parse, before Fastify sees it: an envelope like every
 * other error, with the API's security headers, and the connection closed.
 */
export function clientError(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) return;
  // An answer already under way on this connection cannot be followed by another: the connection goes.
  if ((socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent) {
    socket.destroy();
    return;
  }
  const { status, message } = CLIENT_ERRORS[error.code ?? ''] ?? { status: 400, message: 'The request could not be parsed as HTTP' };
  const body = JSON.stringify({ code: String(status), data: null, message });
  const headers: Record<string, string | number> = {
    ...API_HEADERS, 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body), connection: 'close',
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}`).join('\r\n');
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n\r\n${body}`);
  // A client that never closes its side (a slow one, typically) does not keep the connection either.
  setTimeout(() => socket.destroy(), CLOSE_AFTER_ANSWER_MS).unref();
}

/** How long a connection answered by clientError may stay half-closed, its answer on the way. */
const CLOSE_AFTER_ANSWER_MS = 1000;
