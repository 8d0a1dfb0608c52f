// The staff API as the studio's component tests answer it: fixed answers by method and address, in the
// envelopes studio.db.test.ts and the staff API's own tests check against the real server.

/** One answer: its HTTP status, its JSON body and any headers the page reads. */
export interface Answer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** What the studio asked for, in order. */
export interface Asked {
  /** `METHOD address` of each request */
  asked: string[];
  /** each request with the JSON body it sent */
  requests: { key: string; body?: unknown }[];
  /** the last JSON body sent to each `METHOD address` */
  bodies: Record<string, unknown>;
}

/**
 * Answers the page's fetch from `answers` by `METHOD address`; a request without an answer fails loudly
 * (the test names every call it expects).
 */
export function serve(answers: Record<string, Answer>): Asked {
  const asked: Asked = { asked: [], requests: [], bodies: {} };
  window.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(url)}`;
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    asked.asked.push(key);
    asked.requests.push({ key, body });
    if (body !== undefined) asked.bodies[key] = body;
    const answer = answers[key];
    if (!answer) throw new Error(`no answer for ${key}`);
    const headers = new Map(Object.entries(answer.headers ?? {}));
    return { ok: answer.status < 300, status: answer.status, headers: { get: (name: string) => headers.get(name) ?? null }, json: async () => answer.body } as unknown as Response;
  }) as typeof fetch;
  return asked;
}

/** A successful answer in the API's envelope. */
export const ok = (data: unknown): Answer => ({ status: 200, body: { code: '000', data } });

/** The text of what describes a control (its hint, its error). */
export const description = (element: Element): string =>
  (element.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
