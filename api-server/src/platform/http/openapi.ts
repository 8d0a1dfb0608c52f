// The OpenAPI document at /api/openapi.json, generated from the routes' schemas: the API only (the
// pages and files the same server sends are not operations), every campus path with its ten codes.
import type { SwaggerOptions } from '@fastify/swagger';
import { CAMPUS_CODES } from '@schools/shared-api';

/**
 * `{site}` as the document shows it. Only documented, not validated by the schema: an unknown site is
 * answered by the route (404, code 460, the codes listed), not by a schema's 400.
 */
const siteParam = {
  type: 'string',
  enum: [...CAMPUS_CODES],
  description: 'the campus; an unknown code is a 404 with code 460',
} as const;

export const openApiOptions: SwaggerOptions = {
  openapi: {
    info: {
      title: 'Schools content API',
      version: '1.0.0',
      description: 'Every JSON answer is { code, data } on success (code "000") and { code, data: null, message } on failure.',
    },
    components: {
      securitySchemes: {
        staffSession: {
          type: 'apiKey', in: 'cookie', name: 'staff_session',
          description: 'the session cookie POST /api/staff/session sets; writes also send its csrfToken as the x-csrf-token header',
        },
      },
    },
  },
  transform: ({ schema, url }) => {
    if (!url.startsWith('/api/')) return { schema: { ...schema, hide: true }, url };
    // A body the route reads itself (a multipart upload) is documented, not validated.
    if (schema?.documentedBody) schema = { ...schema, body: schema.documentedBody, documentedBody: undefined };
    if (!url.includes(':site')) return { schema, url };
    // {site} as the ten codes, beside the path's other parameters (an {id}).
    const own = (schema?.params ?? {}) as { properties?: Record<string, unknown>; required?: string[] };
    const params = { type: 'object', properties: { ...own.properties, site: siteParam }, required: [...new Set([...(own.required ?? []), 'site'])] };
    return { schema: { ...schema, params }, url };
  },
};
