// The OpenAPI document at /api/openapi.json, generated from the routes' schemas: the API only (the
// pages and files the same server sends are not operations), every campus path with its ten codes.
// It is linted with Redocly's recommended rules (redocly.yaml, in the tests): every operation has its
// route's operationId, its security (none for a public call), and every answer the server can give.
import type { SwaggerOptions } from '@fastify/swagger';
import { CAMPUS_CODES } from '@schools/shared-api';
import { BODY_LIMIT, failure } from './schemas';

/**
 * `{site}` as the document shows it. Only documented, not validated by the schema: an unknown site is
 * answered by the route (404, code 460, the codes listed), not by a schema's 400.
 */
const siteParam = {
  type: 'string',
  enum: [...CAMPUS_CODES],
  description: 'the campus; an unknown code is a 404 with code 460',
} as const;

/** The methods whose requests Fastify reads a body of (and refuses one too large or of another type), with or without a body schema. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The answers the route's own schema does not name but the server gives it all the same: 408 and 431
 * from Node's HTTP server (in the envelope, errorHandler.ts's clientError), and, where a body is read,
 * 413 and 415 from Fastify's body parser, even on a call that takes no body.
 */
function unnamedAnswers(method: string, takesBody: boolean, bodyLimit = BODY_LIMIT): Record<string, object> {
  const answers: Record<string, object> = { 408: failure(408), 431: failure(431) };
  if (!BODY_METHODS.has(method)) return answers;
  const limit = `${bodyLimit / 1024} KB`;
  answers[413] = failure(413, takesBody ? `The body is larger than ${limit}` : `A body was sent, larger than ${limit}: this call takes none`);
  answers[415] = failure(415, takesBody ? 'The body is not application/json' : 'A body was sent that is not application/json: this call takes none');
  return answers;
}

/** The same schema with no `discriminator` beside a `oneOf` of inline members (copied, never changed in place). */
function withoutInlineDiscriminators(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutInlineDiscriminators);
  if (value === null || typeof value !== 'object') return value;
  const { discriminator, ...rest } = value as Record<string, unknown>;
  const members = rest.oneOf ?? rest.anyOf;
  // OpenAPI's discriminator selects a member by its schema's name, which an inline member has not; the
  // members' `type` enums say the same, and Ajv (blocks.ts) keeps the discriminator of the route schemas.
  const keep = discriminator !== undefined && !(Array.isArray(members) && members.some((m) => !(m as { $ref?: unknown }).$ref));
  const copy = Object.fromEntries(Object.entries(rest).map(([key, inner]) => [key, withoutInlineDiscriminators(inner)]));
  return keep ? { ...copy, discriminator } : copy;
}

export const openApiOptions: SwaggerOptions = {
  openapi: {
    info: {
      title: 'Schools content API',
      version: '1.0.0',
      description: 'Every JSON answer is { code, data } on success (code "000") and { code, data: null, message } on failure.',
    },
    // The paths begin with /api, on the site's own origin: relative to it, wherever the site is served.
    servers: [{ url: '/', description: 'the site that serves this document' }],
    components: {
      securitySchemes: {
        staffSession: {
          type: 'apiKey', in: 'cookie', name: 'staff_session',
          description: 'the session cookie POST /api/staff/session sets; writes also send its csrfToken as the x-csrf-token header',
        },
      },
    },
  },
  transform: ({ schema, url, route }) => {
    if (!url.startsWith('/api/')) return { schema: { ...schema, hide: true }, url };
    // A body the route reads itself (a multipart upload) is documented, not validated.
    if (schema?.documentedBody) schema = { ...schema, body: schema.documentedBody, documentedBody: undefined };
    const method = [route.method].flat()[0] ?? 'GET';
    const declared = (schema?.response ?? {}) as Record<string, object>;
    schema = {
      ...schema,
      // A call that declares no security is public, and says so (a staff call names its session cookie).
      security: schema?.security ?? [],
      response: { ...unnamedAnswers(method, Boolean(schema?.body), route.bodyLimit), ...declared },
    };
    if (!url.includes(':site')) return { schema, url };
    // {site} as the ten codes, beside the path's other parameters (an {id}).
    const own = (schema.params ?? {}) as { properties?: Record<string, unknown>; required?: string[] };
    const params = { type: 'object', properties: { ...own.properties, site: siteParam }, required: [...new Set([...(own.required ?? []), 'site'])] };
    return { schema: { ...schema, params }, url };
  },
  transformObject: (document) => {
    if (!('openapiObject' in document)) throw new Error('the document is OpenAPI 3, not Swagger 2');
    return withoutInlineDiscriminators(document.openapiObject) as typeof document.openapiObject;
  },
};
