// How the release command checks a published address: as a browser would fetch it. A bucket's
// address (absolute) and a running site (--origin) are fetched over HTTP; otherwise the request goes
// through this server's own routes in-process, on the same database and storage.
import type { FastifyInstance } from 'fastify';
import type { Fetched, Verifier } from './releaser';

const isAbsolute = (url: string) => /^https?:\/\//.test(url);

export function browserVerifier(app: () => Promise<FastifyInstance>, origin?: string): Verifier {
  const site = origin?.replace(/\/+$/, '');
  return async (url: string): Promise<Fetched> => {
    if (isAbsolute(url) || site) {
      const answer = await fetch(isAbsolute(url) ? url : `${site}${url}`);
      await answer.arrayBuffer();
      return { status: answer.status, contentType: answer.headers.get('content-type') ?? '' };
    }
    const answer = await (await app()).inject(url);
    return { status: answer.statusCode, contentType: String(answer.headers['content-type'] ?? '') };
  };
}
