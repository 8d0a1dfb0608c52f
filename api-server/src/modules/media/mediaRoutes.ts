// The media library's staff calls under /api/staff/{site}/media: behind the same guard as the other
// staff calls (a session, the CSRF token on writes, an editor or network administrator, the account's
// own campus), never cached. The upload is multipart/form-data, as a browser's file field and a
// phone's share sheet send it, read by @fastify/multipart with a limit of its own: the rest of the API
// keeps its 16 KB bodies.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@schools/shared-api';
import { siteOf } from '../../platform/http/context';
import { ApiError } from '../../platform/http/errors';
import type { ResponseCache } from '../../platform/http/responseCache';
import { answers, csrfHeaders, envelope, id } from '../../platform/http/schemas';
import { caller } from '../staff/guard';
import { actorOf } from '../staff/roles';
import { mediaBody, mediaData, uploadAnswers } from './mediaSchemas';
import type { MediaService } from './mediaService';
import { PHOTO_LIMITS } from './processPhoto';

declare module 'fastify' {
  interface FastifySchema {
    /** a request body shown in the OpenAPI document but not validated by Fastify (a multipart upload) */
    documentedBody?: object;
  }
}

export interface MediaRouteDeps {
  media: MediaService;
  /** the site's cached API answers: dropped for the campus when one of its pictures is replaced */
  cache: ResponseCache;
}

const campus = { staff: { area: 'media' as const, scoped: true } };
const security = [{ staffSession: [] }];
const tags = ['staff'];
const idParams = { type: 'object', properties: { id }, required: ['id'] };
/** Room for the multipart framing around a photograph of the largest size. */
export const FRAMING_BYTES = 64 * 1024;

const tooLarge = () => new ApiError(413, ERROR_CODES.payloadTooLarge,
  `The photograph is larger than ${PHOTO_LIMITS.maxBytes / 1024 / 1024} MB: export it smaller (a phone's "large" or "actual size" is a few MB) and upload that`).because('photoTooLarge');

const notMultipart = () => new ApiError(415, '415', 'Send the photograph as multipart/form-data, in a field named file').because('notMultipart');

/** A file name as typed on the sender's device, fit to store and show as text: no control characters, at most 255. */
// eslint-disable-next-line no-control-regex -- finding control characters is what it is for
const cleanName = (name: string) => name.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 255) || 'photograph';

/** The uploaded file's bytes and name; every failure to read the form is a 4xx that says what to send. */
async function readUpload(request: FastifyRequest): Promise<{ bytes: Buffer; name: string }> {
  if (!request.isMultipart()) throw notMultipart();
  try {
    const part = await request.file({ limits: { fileSize: PHOTO_LIMITS.maxBytes, files: 1, fields: 4, fieldSize: 1024, parts: 5 } });
    if (!part) throw ApiError.badRequest('The form holds no file: send the photograph in a field named file').because('noFile');
    const bytes = await part.toBuffer();
    if (bytes.length === 0) throw ApiError.badRequest('The file is empty: choose the photograph again').because('emptyFile');
    return { bytes, name: cleanName(part.filename) };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    // A form cut short, a boundary that never comes, more parts than one file: the sender's fault.
    throw ApiError.badRequest(`The form could not be read (${(error as Error).message}): send one file, in a field named file, as multipart/form-data`).because('formUnreadable');
  }
}

export async function mediaRoutes(app: FastifyInstance, { media, cache }: MediaRouteDeps): Promise<void> {
  await app.register(multipart, { limits: { fileSize: PHOTO_LIMITS.maxBytes, files: 1 } });
  const scope = (request: FastifyRequest) => ({ site: siteOf(request), by: actorOf(caller(request).account) });

  app.get('/:site/media', {
    config: campus,
    schema: { tags, operationId: 'listPhotos', summary: "The campus's photographs, newest first", security, response: answers({ 200: envelope(mediaData.mediaItems, 'newest first') }, 400, 401, 403, 404) },
  }, async (request) => ({ code: '000', data: await media.list(siteOf(request)) }));

  app.post('/:site/media', {
    config: campus,
    // Before the body is parsed: another content type gets this call's own message (not the parser's
    // bare "Unsupported Media Type"), and a declared size over the limit is refused before a byte of it
    // is read; a chunked body is cut at the limit as it streams.
    preParsing: async (request, _reply, payload) => {
      // (isMultipart() is known only once the parser has run: the header says the same here.)
      if (!/^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '')) throw notMultipart();
      if (Number(request.headers['content-length'] ?? 0) > PHOTO_LIMITS.maxBytes + FRAMING_BYTES) throw tooLarge();
      return payload;
    },
    schema: {
      tags, operationId: 'uploadPhoto', summary: 'Uploads a photograph (JPEG, PNG, WebP or HEIC, at most 20 MB) as a draft: stripped of its metadata, stored as AVIF and WebP widths and a JPEG',
      consumes: ['multipart/form-data'], documentedBody: mediaBody.upload, headers: csrfHeaders, security,
      response: uploadAnswers({ 200: envelope(mediaData.mediaItem, 'the photograph, a draft until it has alt text in both languages and is published (the one already there when the same file was uploaded before)') }),
    },
  }, async (request) => {
    const { bytes, name } = await readUpload(request);
    return { code: '000', data: await media.upload(bytes, name, scope(request)) };
  });

  app.put('/:site/media/:id', {
    config: campus,
    schema: {
      tags, operationId: 'setPhotoAltText', summary: "Sets a photograph's alt text in both languages", params: idParams, body: mediaBody.alt, headers: csrfHeaders, security,
      response: answers({ 200: envelope(mediaData.mediaItem, 'the photograph as it is now') }, 400, 401, 403, 404, 413, 415),
    },
  }, async (request) => {
    const { altEn, altZh } = request.body as { altEn: string; altZh: string };
    return { code: '000', data: await media.setAlt((request.params as { id: number }).id, { altEn, altZh }, scope(request)) };
  });

  app.put('/:site/media/:id/focus', {
    config: campus,
    schema: {
      tags, operationId: 'setPhotoFocus', summary: "Sets where a photograph's subject is: every crop of it on the site keeps that point in view", params: idParams, body: mediaBody.focus, headers: csrfHeaders, security,
      response: answers({ 200: envelope(mediaData.mediaItem, 'the photograph as it is now') }, 400, 401, 403, 404, 413, 415),
    },
  }, async (request) => {
    const { x, y } = request.body as { x: number; y: number };
    const { site, by } = scope(request);
    const item = await media.setFocus((request.params as { id: number }).id, { x, y }, { site, by });
    // The photograph's address carries its focal point in every answer that shows it.
    cache.invalidate(`${site}|`);
    return { code: '000', data: item };
  });

  app.post('/:site/media/:id/unpublish', {
    config: campus,
    schema: {
      tags, operationId: 'unpublishPhoto', summary: 'Takes a photograph nothing on the site uses back to a draft (409 while used: usedIn says where)', params: idParams, headers: csrfHeaders, security,
      response: answers({ 200: envelope(mediaData.mediaItem, 'the photograph as it is now') }, 400, 401, 403, 404, 409),
    },
  }, async (request) => ({ code: '000', data: await media.unpublish((request.params as { id: number }).id, scope(request)) }));

  app.delete('/:site/media/:id', {
    config: campus,
    schema: {
      tags, operationId: 'deletePhoto', summary: 'Deletes a photograph nothing on the site uses, and its files (409 while used: usedIn says where)', params: idParams, headers: csrfHeaders, security,
      response: answers({ 200: envelope({ type: 'object', properties: { deleted: { type: 'integer' } }, required: ['deleted'], additionalProperties: false }, 'gone') }, 400, 401, 403, 404, 409),
    },
  }, async (request) => ({ code: '000', data: await media.remove((request.params as { id: number }).id, scope(request)) }));

  app.post('/:site/media/:id/publish', {
    config: campus,
    schema: {
      tags, operationId: 'publishPhoto', summary: 'Publishes a photograph, so it can be put on the site: it needs its alt text in both languages', params: idParams, headers: csrfHeaders, security,
      response: answers({ 200: envelope(mediaData.mediaItem, 'the photograph as it is now') }, 400, 401, 403, 404),
    },
  }, async (request) => ({ code: '000', data: await media.publish((request.params as { id: number }).id, scope(request)) }));

  app.get('/:site/media/slots', {
    config: campus,
    schema: {
      tags, operationId: 'listPictureSlots', summary: "The pictures on the campus's site that a photograph can replace: carousel, virtual tour, covers, clubs, students, blog posts", security,
      response: answers({ 200: envelope(mediaData.mediaSlots, 'in the order the site shows them') }, 400, 401, 403, 404),
    },
  }, async (request) => ({ code: '000', data: await media.slots(siteOf(request)) }));

  app.post('/:site/media/replace', {
    config: campus,
    schema: {
      tags, operationId: 'replaceSitePicture', summary: 'Puts a published photograph of the campus in one of its site\'s picture slots; the site shows it at its next load', body: mediaBody.replace, headers: csrfHeaders, security,
      response: answers({ 200: envelope(mediaData.mediaSlot, 'the slot as it is now') }, 400, 401, 403, 404, 413, 415),
    },
  }, async (request) => {
    const { slot, mediaId, previous } = request.body as { slot: string; mediaId?: number; previous?: string };
    const { site, by } = scope(request);
    const replaced = await media.replace(slot, mediaId !== undefined ? { mediaId } : { previous: previous! }, { site, by });
    // Every cached answer of the campus: a picture can be in any of them (banner, lists, details).
    cache.invalidate(`${site}|`);
    return { code: '000', data: replaced };
  });
}
