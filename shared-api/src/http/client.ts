import { SUCCESS_CODE, HEADERS, SESSION_VALUE, type Envelope } from '../api/types';
import type { Lang } from '../language/language';

export const REQUEST_TIMEOUT_MS = 120_000;

export interface HttpClientOptions {
  /** Prefix of every address; '' keeps calls relative to the page. */
  baseUrl?: string;
  /** The campus code sent in the school headers, read at call time. */
  school: () => string;
  /** The language sent in the locale header, read at call time. */
  lang: () => Lang;
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

/** A call that exceeded the timeout. */
export class RequestTimeoutError extends Error {
  constructor(readonly url: string, readonly timeoutMs: number) {
    super(`Request to ${url} timed out after ${timeoutMs} ms`);
    this.name = 'RequestTimeoutError';
  }
}

/** Rejection value when the server answered but not with code '000': the answer's data as it came. */
export type ApiFailure = Envelope<unknown> | { code: string; message: string; data: null; status: number };

export type Params = Record<string, string | number | boolean | undefined>;

/** A conditional GET's answer: the data and its ETag, or undefined when the ETag held is still current (304). */
export type Revalidated<T> = { data: T; etag: string } | undefined;

export interface HttpClient {
  get<T>(path: string, params?: Params): Promise<T>;
  post<T>(path: string, body: unknown): Promise<T>;
  /** A GET with If-None-Match: the server answers 304, a few bytes, while `etag` is current. No cache buster: the ETag decides. */
  revalidate<T>(path: string, etag: string | undefined): Promise<Revalidated<T>>;
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const baseUrl = options.baseUrl ?? '';
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const now = options.now ?? Date.now;

  function headers(): Record<string, string> {
    const school = options.school();
    return {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      [HEADERS.session]: SESSION_VALUE,
      [HEADERS.schoolCode]: school,
      [HEADERS.school]: school,
      [HEADERS.locale]: options.lang(),
      // The staff studio's preview frames (?studio-preview=1): the server shows drafts to an editor's session only.
      ...(typeof location == 'object' && /[?&]studio-preview=1/.test(location.search) ? { 'x-studio-preview': '1' } : {}),
    };
  }

  async function send(method: 'GET' | 'POST', url: string, body?: unknown, extra: Record<string, string> = {}): Promise<Response> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      return await doFetch(url, {
        method,
        headers: { ...headers(), ...extra },
        credentials: 'include',
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
      });
    } catch (error) {
      if (controller.signal.aborted) throw new RequestTimeoutError(url, timeoutMs);
      throw error; // network errors are passed on as they are
    } finally {
      clearTimeout(timer);
    }
  }

  async function request<T>(method: 'GET' | 'POST', url: string, body?: unknown, response?: Response): Promise<T> {
    response ??= await send(method, url, body);
    let payload: unknown;
    try {
      payload = await response.json();
    } catch {
      const failure: ApiFailure = {
        code: String(response.status),
        message: `Expected a JSON answer from ${url}, got HTTP ${response.status}`,
        data: null,
        status: response.status,
      };
      throw failure;
    }
    const envelope = payload as Envelope<T>;
    if (envelope && envelope.code === SUCCESS_CODE) return envelope.data;
    throw payload;
  }

  return {
    get<T>(path: string, params: Params = {}) {
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(params)) {
        if (value !== undefined) query.set(key, String(value));
      }
      query.set('t', String(now()));
      return request<T>('GET', `${baseUrl}${path}?${query}`);
    },
    post<T>(path: string, body: unknown) {
      return request<T>('POST', `${baseUrl}${path}`, body);
    },
    async revalidate<T>(path: string, etag: string | undefined): Promise<Revalidated<T>> {
      const url = `${baseUrl}${path}`;
      const response = await send('GET', url, undefined, etag ? { 'If-None-Match': etag } : {});
      if (response.status === 304) return undefined;
      const data = await request<T>('GET', url, undefined, response);
      return { data, etag: response.headers.get('etag') ?? '' };
    },
  };
}
