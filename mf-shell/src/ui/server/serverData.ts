import { createContext, useContext, useId } from 'react';
import type { CallOutcome } from '@schools/shared-api';

/** What one of a page's calls came to while the server rendered the page: its data or its failure. */
export type ServerOutcome<T = unknown> = { ok: true; data: T } | { ok: false; error: unknown };

/**
 * The answers of a page's calls while the server renders it to HTML (api-server's pages/), and in the
 * browser while a section hydrates that HTML (the answers the server wrote into the document). There
 * are no effects on the server, so a page's data hooks ask this instead, by their place in the tree and
 * their inputs: a known call gives its outcome; on the server an unknown one is started, and the server
 * renders the page again once it has settled.
 */
export interface ServerData {
  outcome(key: string, load: () => Promise<unknown>): ServerOutcome | undefined;
  /** The page says the item its address names does not exist: the server answers the address 404. */
  missing(): void;
}

export const ServerDataContext = createContext<ServerData | null>(null);

/** A call's key: its hook's place in the tree (useId, the same on the server and in a hydration) and its inputs. */
export const outcomeKey = (place: string, deps: readonly unknown[]): string => `${place}|${JSON.stringify(deps)}`;

/**
 * The outcome of this component's call, where a ServerData is given: on the server (undefined while it
 * is pending), and in the browser while the section hydrates the server's HTML. Elsewhere undefined, and
 * the hook fetches in its effect. Called in both builds, so that the browser's tree takes the same ids
 * (useId) as the server's: the keys, and any id a component renders, match in a hydration. An answer
 * `ownToVisitor` (a sign-in) is never the server's: undefined, in both builds.
 */
export function useServerOutcome<T>(load: () => Promise<T>, deps: readonly unknown[], ownToVisitor = false): ServerOutcome<T> | undefined {
  const server = useContext(ServerDataContext);
  const place = useId();
  return server && !ownToVisitor ? (server.outcome(outcomeKey(place, deps), load) as ServerOutcome<T> | undefined) : undefined;
}

/** The ServerData of a hydration: the outcomes the server rendered with, and nothing asked for anew. */
export function embeddedServerData(outcomes: Readonly<Record<string, CallOutcome>>): ServerData {
  return {
    outcome: (key) => (Object.hasOwn(outcomes, key) ? outcomes[key] : undefined),
    missing: () => undefined,
  };
}

// `process.env.SERVER_RENDERING` below is replaced by the builds: false in the browser's bundles (the
// server code is left out), true in the server's (api-server/build.mjs). The API's tests run the sources
// with the variable set (test/support/serverRendering.ts). The hook below is one of two functions for
// the whole build, the server's or the browser's (which does nothing); callers also test the constant
// first, so the browser's bundles carry no call at all (their lint exemptions say so).

/**
 * A page about one item says so once its data has come and the item is not there (a stale or mistyped
 * address): the server answers such an address 404 with the not-found page. Nothing in the browser.
 */
export const useItemMissing: (missing: boolean) => void = process.env.SERVER_RENDERING ? useMissingOnServer : () => undefined;

function useMissingOnServer(missing: boolean): void {
  const server = useContext(ServerDataContext);
  if (server && missing) server.missing();
}
