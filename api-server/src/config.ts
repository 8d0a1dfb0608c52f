import path from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  /** repository root: import-map.json and every package's dist folder */
  rootDir: string;
  /** development mode: development flavour of the shared dependencies, overrides UI always shown */
  development: boolean;
}

/** The repository root, seen from dist/main.js or src/config.ts alike. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    rootDir: env.SITE_ROOT ? path.resolve(env.SITE_ROOT) : REPO_ROOT,
    development: env.NODE_ENV === 'development',
  };
}
