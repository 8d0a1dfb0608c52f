import { createContext, useContext, useId } from 'react';

/** What one of a page's calls came to while the server rendered the page: its data or its failure. */
export type ServerOutcome<T = unknown> = { ok: true; data: T } | { ok: false; error: unknown };

/**
 * The answers of a page's calls while the server renders it to HTML (api-server's pages/). There are
 * no effects on the server, so a page's data hooks ask this instead, by their place in the tree and
 * their inputs: a known call gives its outcome; an unknown one is started, and the server renders the
 * page again once it has settled.
 */
export interface ServerData {
  outcome(key: string, load: () => Promise<unknown>): ServerOutcome | undefined;
}

export const ServerDataContext = createContext<ServerData | null>(null);

/**
 * On the server, the outcome of this component's call (undefined while it is pending); in the browser
 * always undefined, and the hook fetches in its effect as before.
 */
export function useServerOutcome<T>(load: () => Promise<T>, deps: readonly unknown[]): ServerOutcome<T> | undefined {
  const server = useContext(ServerDataContext);
  const place = useId();
  return server ? (server.outcome(`${place}|${JSON.stringify(deps)}`, load) as ServerOutcome<T> | undefined) : undefined;
}
