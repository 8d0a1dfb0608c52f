// JSON schemas of the content calls (SPEC 7's menus, copy, lists, clubs, students): their queries and
// answers, and the Block union of page copy that shared-api's wire types describe.
import { HREF_PATTERN } from '@schools/shared-api';
import { arr, bool, commonQuery, id, int, obj, str, t } from '../../platform/http/schemas';

/** A menu entry with its children, referenced as MenuItem#. */
export const menuItemSchema = {
  $id: 'MenuItem',
  type: 'object',
  properties: { id: str, url: str, title: str, children: arr({ $ref: 'MenuItem#' }) },
  required: ['id', 'url', 'title'],
} as const;

// ---- rich content: the Block union of shared-api's wire types ----
const text = { type: 'string', minLength: 1 } as const;
const href = {
  type: 'string',
  pattern: HREF_PATTERN,
  description: 'an in-site route path starting with /, an https: address, mailto: or tel:',
} as const;
const list = (items: object) => ({ type: 'array', items, minItems: 1 }) as const;
/** One member of a union: `type` names it (an enum of one, which OpenAPI 3.0 can say). */
const kind = (name: string, properties: Record<string, object>, required = Object.keys(properties)) =>
  obj({ type: { type: 'string', enum: [name] }, ...properties }, ['type', ...required]);
/** Members of a union tagged by `type`: validators branch on the tag, so an error points into one member. */
const union = (members: object[]) => ({ type: 'object', required: ['type'], discriminator: { propertyName: 'type' }, oneOf: members }) as const;

const inline = union([
  kind('text', { text: str, strong: bool, em: bool }, ['text']),
  kind('link', { text, href }),
]);
const imageFields = {
  src: text,
  alt: { ...str, description: 'what the picture shows' },
  width: { type: 'integer', minimum: 1 },
  height: { type: 'integer', minimum: 1 },
  caption: str,
} as const;
const imageRequired = ['src', 'alt', 'width', 'height'];

/** The member schemas of Block, by type. */
export const blockMembers = {
  heading: kind('heading', { level: { type: 'integer', enum: [2, 3] }, text }),
  paragraph: kind('paragraph', { content: list(inline) }),
  list: kind('list', { ordered: bool, items: list(list(inline)) }),
  table: kind('table', { caption: str, head: list(text), rows: list(arr(str)) }, ['head', 'rows']),
  image: kind('image', imageFields, imageRequired),
  gallery: kind('gallery', { images: list(obj(imageFields, imageRequired)) }),
  quote: kind('quote', { text, cite: str }, ['text']),
  facts: kind('facts', { items: list(obj({ label: text, value: text })) }),
  cta: kind('cta', { links: list(obj({ label: text, href, primary: bool }, ['label', 'href'])) }),
} as const;

/** One block of page copy (shared-api's Block), referenced as Block#. */
export const blockSchema = { $id: 'Block', description: 'One block of page copy; type tells which', ...union(Object.values(blockMembers)) };

const alt = { type: 'string', description: "a library photograph's alt text, as its editor wrote it; '' for an illustration" } as const;
const contentItem = obj({
  id: int, menuId: str, key: str, title: str, summary: str, blocks: arr({ $ref: 'Block#' }), urls: arr(str), alts: { ...arr(alt), description: "each picture's alt text, in urls' order" },
  link: str, path: str, date: str, views: int,
});
const club = { id: int, category: str, name: str, summary: str, pic: str, picAlt: alt };

export const data = {
  menuList: obj({ hashCode: str, menu: arr({ $ref: 'MenuItem#' }) }),
  contentItems: arr(contentItem),
  contentItem,
  contentPage: obj({ list: arr(contentItem), page: int, size: int, total: int }),
  homeBanner: obj({
    slides: arr(obj({ pic: str, alt, title: str, subtitle: str })),
    VRLink: str,
    VRList: arr(obj({ pic: str, alt, name: obj({ en: str, zh: str }) })),
    VRPic: { ...obj({ pic: str, alt }), description: "the tour slide's own picture, behind its places; pic is empty when it has none" },
  }),
  faq: arr(obj({ id: int, question: str, answer: str })),
  tuition: obj({
    year: str, otherFeesBasis: str, currency: str,
    rows: arr(obj({ grade: str, annualFee: int })),
    otherFees: arr(obj({ item: str, amount: str })),
    applicationFee: obj({ amount: int, refundable: { type: 'boolean' }, creditedToTuition: { type: 'boolean' }, note: str }),
    notes: arr(str),
    lastUpdated: arr(str),
    bank: { anyOf: [obj({ accountName: str, accountNumber: str, bank: str }), { type: 'null' }] },
  }),
  calendars: arr(obj({ url: str, title: str })),
  contentView: obj({ id: int, views: int }),
  ids: arr(int),
  clubs: arr(obj(club)),
  club: obj({ ...club, description: str }),
  students: arr(obj({
    id: int, name: str, projectTitle: str, advisor: str, internshipLocation: str, onsiteMentor: str, projectAbstract: str, pic: str, picAlt: alt,
  })),
  posts: arr(obj({ id: int, studentId: int, title: str, summary: str, body: str, date: str, pic: str, picAlt: alt })),
};

const menuId = { type: 'string', pattern: '^[0-9]{2}([0-9]{2}){0,3}$', description: 'two digits per menu level' } as const;
const page = { type: 'integer', minimum: 1, maximum: 10000, default: 1 } as const;
const size = { type: 'integer', minimum: 1, maximum: 100, default: 10 } as const;

export const query = {
  ...commonQuery,
  menu: obj({ menuId, t }, ['menuId']),
  list: obj({ menuId, page, size, t }, ['menuId']),
  newsIds: obj({ menuId: { ...menuId, default: '07' }, t }, []),
  students: obj({ page, size: { ...size, default: 20 }, t }, []),
  posts: obj({ studentId: id, t }, ['studentId']),
};
