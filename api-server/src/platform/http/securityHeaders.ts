import helmet from 'helmet';

/**
 * Helmet's headers, computed once. Helmet decides them from its options alone, never from the
 * request, so running its middleware per request (as @fastify/helmet does) only costs time: it
 * halved the API's throughput in the benchmark. The Content-Security-Policy is the page's own
 * (contentSecurityPolicy.ts, from the configuration), passed in: helmet's default would refuse the
 * origins the page really uses. Pages with a policy of their own (/admin, /wechat-sim) set it on
 * their answers, which replaces this one.
 */
export function pageSecurityHeaders(contentSecurityPolicy?: string, frames: 'deny' | 'sameorigin' = 'deny'): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  // DENY, as the page's frame-ancestors 'none' says (helmet's SAMEORIGIN contradicted it). The WeChat
  // simulator, framed by the sign-in page, says SAMEORIGIN with its own frame-ancestors 'self'.
  const middleware = helmet({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false, xFrameOptions: { action: frames } });
  let done = false;
  middleware({} as never, response as never, () => {
    done = true;
  });
  if (!done) throw new Error('helmet did not finish synchronously');
  if (contentSecurityPolicy) headers['content-security-policy'] = contentSecurityPolicy;
  return headers;
}

/**
 * The headers that matter for JSON answers (OWASP's REST guidance): no sniffing, no framing, HTTPS
 * only, no cross-origin reads. The document-only ones (XSS filter, DNS prefetch, download options,
 * origin-agent cluster...) would only make every answer longer.
 */
export function apiSecurityHeaders(): Record<string, string> {
  const page = pageSecurityHeaders();
  return {
    'x-content-type-options': page['x-content-type-options']!,
    'strict-transport-security': page['strict-transport-security']!,
    'cross-origin-resource-policy': page['cross-origin-resource-policy']!,
    'x-frame-options': 'DENY',
  };
}

/**
 * The headers that matter for static files (released scripts and stylesheets, pictures): no sniffing
 * their type, no cross-origin reads. The page's policy and the document headers would only make every
 * one of a first visit's files a kilobyte longer.
 */
export function assetSecurityHeaders(): Record<string, string> {
  const page = pageSecurityHeaders();
  return {
    'x-content-type-options': page['x-content-type-options']!,
    'cross-origin-resource-policy': page['cross-origin-resource-policy']!,
  };
}
