// JSON schemas of the media library's staff calls (validation and the OpenAPI document), beside the
// shared ones of platform/http/schemas.ts.
import { answers, errorEnvelope, id } from '../../platform/http/schemas';
import { PHOTO_LIMITS } from './processPhoto';
import { SLOT_PATTERN } from './slots';

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const obj = (properties: Record<string, object>, required = Object.keys(properties)) =>
  ({ type: 'object', properties, required, additionalProperties: false }) as const;
const arr = (items: object) => ({ type: 'array', items }) as const;
const bilingual = obj({ en: str, zh: str });

const mediaItem = obj({
  id: int, site: str,
  src: { type: 'string', description: "the JPEG's address, as the site's content gives it; AVIF and WebP widths derive from it (shared-api's pictureSources)" },
  thumb: { type: 'string', description: 'the narrowest WebP, for lists' },
  stored: { type: 'string', description: "what page copy stores for it (an image block's src): a path under the storage base, or the bucket's address" },
  width: { type: 'integer', description: "the largest variant's width (at most 2400)" },
  height: int,
  format: { type: 'string', enum: ['jpeg', 'png', 'webp', 'heic'], description: 'what was uploaded' },
  originalName: str,
  original: obj({ width: int, height: int, bytes: int }),
  variants: arr(obj({ format: { type: 'string', enum: ['avif', 'webp', 'jpeg'] }, width: int, height: int, bytes: int, src: str })),
  altEn: str,
  altZh: str,
  usedIn: {
    ...arr({ type: 'object', properties: { kind: { type: 'string', enum: ['slot', 'copy', 'draft', 'scheduled'] }, group: str, label: bilingual }, required: ['kind', 'label'], additionalProperties: false }),
    description: "where the campus's site uses it (a picture slot, an image in page copy) or copy waiting to go live will: while used it cannot be unpublished or deleted",
  },
  focus: { ...obj({ x: int, y: int }), description: 'where its subject is, in whole percent of its width and height from the top left: every crop on the site keeps it in view' },
  state: { type: 'string', enum: ['draft', 'published'], description: 'published: it can be put on the site (it has alt text in both languages)' },
  uploadedBy: str,
  uploadedAt: str,
  publishedAt: { type: ['string', 'null'] },
});

const mediaSlot = obj({
  slot: { type: 'string', pattern: SLOT_PATTERN },
  group: { type: 'string', enum: ['carousel', 'vr', 'content', 'club', 'student', 'post'] },
  label: bilingual,
  src: { type: 'string', description: "the picture's address as the site gives it" },
  mediaId: { type: ['integer', 'null'], description: 'the library photograph it shows; null for another picture (an illustration)' },
  history: { ...arr(obj({ src: str, at: str, by: str })), description: 'the pictures it showed before, newest first: each can be put back' },
});

export const mediaData = { mediaItem, mediaItems: arr(mediaItem), mediaSlot, mediaSlots: arr(mediaSlot) };

const altText = { type: 'string', maxLength: 500, description: 'what the picture shows, for people who cannot see it; required in both languages to publish' };

const percent = (axis: string) => ({ type: 'integer', minimum: 0, maximum: 100, description: `percent of the photograph's ${axis}` });

export const mediaBody = {
  alt: obj({ altEn: altText, altZh: altText }),
  focus: obj({ x: { ...percent('width'), description: 'percent of the width from the left edge (0 to 100)' }, y: { ...percent('height'), description: 'percent of the height from the top edge (0 to 100)' } }),
  replace: {
    ...obj({
      slot: { type: 'string', pattern: SLOT_PATTERN, description: 'banner/slide/0, banner/vr/1, content/{id}/{index}, club/{id}, student/{id} or post/{id}' },
      mediaId: { ...id, description: 'a published photograph of the campus' },
      previous: { type: 'string', minLength: 1, maxLength: 500, description: "a picture the slot showed before (an address of its history): puts it back" },
    }, ['slot']),
    oneOf: [{ required: ['mediaId'] }, { required: ['previous'] }],
  },
  /** Documented only: the upload is read as a stream by @fastify/multipart, not validated as a body. */
  upload: obj({ file: { type: 'string', format: 'binary', description: 'the photograph: JPEG, PNG, WebP or HEIC, at most 20 MB and 100 megapixels' } }),
};

const failure = (description: string) => ({ ...errorEnvelope, description });

/** The upload's answers: the body limit is its own, and a file that is not a photograph has two more. */
export const uploadAnswers = (success: Record<number, object>) => ({
  ...answers(success, 400, 401, 403, 404),
  413: failure(`The photograph is larger than ${PHOTO_LIMITS.maxBytes / 1024 / 1024} MB`),
  415: failure('Not a JPEG, PNG, WebP or HEIC photograph (judged by its bytes), or not sent as multipart/form-data'),
  422: failure(`A photograph that cannot be used: damaged or cut short, or more than ${PHOTO_LIMITS.maxPixels / 1e6} megapixels`),
});
