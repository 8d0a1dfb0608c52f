// Slow clients cannot starve the server (issue 19, item 3). Node's timeouts close a connection whose
// request headers, or whole request, take too long to arrive, and one that sends and reads nothing;
// a cap below the open-file limit keeps files and database connections available whatever the number
// of clients (past it, new connections are refused at once instead of the server answering 500 with
// EMFILE); and a cap per client address keeps one client from taking the whole of it.
import fs from 'node:fs';
import type { Server, Socket } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import { addressKey } from './context';

export interface ConnectionLimits {
  /** the request headers must have arrived within this many ms of the connection's request start */
  headersTimeoutMs: number;
  /** the whole request (headers and body) must have arrived within this many ms */
  requestTimeoutMs: number;
  /** a connection that sends and reads nothing for this many ms is closed */
  idleTimeoutMs: number;
  /** connections open at once; past it new ones are refused at once */
  maxConnections: number;
  /** connections open at once from one client address (an IPv6 one by its /64); trusted proxies are exempt */
  maxConnectionsPerAddress: number;
}

/** Files kept for what is not a client connection: the database, its journal, static files, logs, PostgreSQL's pool. */
const RESERVED_FILES = 128;

/** The process's soft limit of open files (Linux's /proc/self/limits), or undefined where it cannot be read. */
export function openFileLimit(limits = '/proc/self/limits'): number | undefined {
  try {
    const match = /^Max open files\s+(\d+|unlimited)/m.exec(fs.readFileSync(limits, 'utf8'));
    if (!match) return undefined;
    return match[1] === 'unlimited' ? Number.POSITIVE_INFINITY : Number(match[1]);
  } catch {
    return undefined;
  }
}

/** The default connection cap: what the open-file limit leaves after the reserve (1,024 when unknown), between 64 and 16,384. */
export function defaultMaxConnections(fileLimit: number | undefined): number {
  return Math.max(64, Math.min(16_384, (fileLimit ?? 1024) - RESERVED_FILES));
}

/** Whether a connection's peer is a proxy TRUST_PROXY trusts (it speaks for many clients: no cap per address). */
export function trustedPeer(trustProxy: boolean | number | string): (address: string) => boolean {
  if (typeof trustProxy === 'boolean') return () => trustProxy;
  if (typeof trustProxy === 'number') return () => trustProxy > 0;
  const trust = proxyAddr.compile(trustProxy.split(',').map((entry) => entry.trim()));
  return (address) => trust(address, 0);
}

/** How often Node checks the header and request timeouts: often enough that they hold within a second. */
export const checkingInterval = (limits: Pick<ConnectionLimits, 'headersTimeoutMs'>) => Math.max(50, Math.min(1000, Math.floor(limits.headersTimeoutMs / 4)));

/** Caps the connections of a listening server, in total (Node's maxConnections) and per client address. */
export function limitConnections(server: Server, limits: ConnectionLimits, trusted: (address: string) => boolean): void {
  server.maxConnections = limits.maxConnections;
  const open = new Map<string, number>();
  // After Node's own listener, so that a refused connection is closed the way Node closes any other.
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address || trusted(address)) return;
    const key = addressKey(address);
    const count = open.get(key) ?? 0;
    if (count >= limits.maxConnectionsPerAddress) {
      socket.destroy();
      return;
    }
    open.set(key, count + 1);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
}
