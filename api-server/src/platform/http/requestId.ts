// Every answer carries a request id (X-Request-Id) and every log line of its request names it: the id a
// trusted proxy sent (so one id follows a request from the proxy's log to this server's), else a new
// UUID, unique across instances without coordination.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

export const REQUEST_ID_HEADER = 'x-request-id';
/** What a proxy's id may look like: a UUID, nginx's $request_id (32 hex digits), or similar. */
const VALID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Whether a logger writes info lines (pino's levels; each request's line is at info). */
export const logsRequests = (log: { level: string }) => ['info', 'debug', 'trace'].includes(log.level);

/** The request's id: a trusted peer's X-Request-Id, else a new one. */
export function requestIdOf(trusted: (address: string) => boolean): (request: IncomingMessage) => string {
  return (request) => {
    const sent = request.headers[REQUEST_ID_HEADER];
    if (typeof sent === 'string' && VALID.test(sent) && trusted(request.socket.remoteAddress ?? '')) return sent;
    return randomUUID();
  };
}

/**
 * The client's address as Fastify's request.ip has it (TRUST_PROXY as Fastify reads trustProxy): the one
 * a trusted proxy forwarded, else the peer's. For the log lines of answers given before Fastify.
 */
export function clientAddressOf(trustProxy: boolean | number | string): (request: IncomingMessage) => string {
  if (trustProxy === false) return (request) => request.socket.remoteAddress ?? '';
  const trust = trustProxy === true ? () => true
    : typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy
      : proxyAddr.compile(trustProxy.split(',').map((entry) => entry.trim()));
  return (request) => proxyAddr(request, trust);
}
