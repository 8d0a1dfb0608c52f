// The server's metrics in Prometheus's text format (prom-client), served on a port of their own
// (METRICS_PORT, on METRICS_HOST: loopback by default), never on the site's: requests by route and
// status, their latency, the response cache's hits, the database pool and its outages, the live release
// of each section, and Node's own (memory, event loop, CPU).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export class Metrics {
  readonly registry = new Registry();
  readonly requests = new Counter({
    name: 'http_requests_total', help: 'Requests answered, by method, route (its pattern) and status', labelNames: ['method', 'route', 'status'], registers: [this.registry],
  });
  readonly duration = new Histogram({
    name: 'http_request_duration_seconds', help: 'Time to answer a request, by method and route', labelNames: ['method', 'route'],
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5], registers: [this.registry],
  });
  readonly cache = new Counter({
    name: 'response_cache_lookups_total', help: "The public API's cached reads: hit (answered from the cache, the shortcut's included) or miss (loaded)", labelNames: ['result'], registers: [this.registry],
  });
  readonly databaseUnavailable = new Counter({
    name: 'database_unavailable_total', help: 'Requests answered 503 because the database could not be reached', registers: [this.registry],
  });

  /** `pool`: PostgreSQL's connections now (none on SQLite); `liveReleases`: each section's live release id. */
  constructor({ pool, liveReleases, processMetrics = true }: { pool?: () => PoolStats | undefined; liveReleases?: () => Promise<Map<string, number>>; processMetrics?: boolean } = {}) {
    if (processMetrics) collectDefaultMetrics({ register: this.registry });
    if (pool) {
      new Gauge({
        name: 'database_pool_connections', help: "PostgreSQL connections of this instance's pool, by state (in use, idle, requests waiting for one)", labelNames: ['state'], registers: [this.registry],
        collect() {
          const stats = pool();
          if (!stats) return;
          this.set({ state: 'in_use' }, stats.total - stats.idle);
          this.set({ state: 'idle' }, stats.idle);
          this.set({ state: 'waiting' }, stats.waiting);
        },
      });
    }
    if (liveReleases) {
      new Gauge({
        name: 'live_release', help: "Each section's live release (its id in the release history)", labelNames: ['section'], registers: [this.registry],
        async collect() {
          this.reset();
          for (const [section, id] of await liveReleases()) this.set({ section }, id);
        },
      });
    }
  }

  /** Counts one answered request. */
  answered(method: string, route: string, status: number, seconds: number): void {
    this.requests.inc({ method, route, status });
    this.duration.observe({ method, route }, seconds);
  }
}

/** Serves `metrics` at /metrics on a listener of its own; resolves with its address. */
export async function serveMetrics(metrics: Metrics, port: number, host: string): Promise<{ server: http.Server; address: AddressInfo }> {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Only GET /metrics here\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' }).end(text),
      (error: unknown) => response.writeHead(500, { 'content-type': 'text/plain' }).end(`Metrics failed: ${error instanceof Error ? error.message : String(error)}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return { server, address: server.address() as AddressInfo };
}
