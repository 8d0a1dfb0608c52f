// fast-check arbitraries drawn from the OpenAPI document itself: for each operation, requests whose
// parameters and body follow the declared schemas, mixed with values a careless or hostile client sends.
import fc from 'fast-check';

/** The parts of an OpenAPI 3.0 document the fuzz reads. */
export interface Schema {
  type?: string;
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  nullable?: boolean;
  $ref?: string;
}

export interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: Schema;
}

export interface Operation {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { description?: string; content?: Record<string, { schema: Schema }> }>;
  security?: Record<string, string[]>[];
}

export type Document = { paths: Record<string, Record<string, Operation>>; components: Record<string, unknown> };

/** A value as it goes on the wire: percent-encoded, or sent as it is (malformed escapes). */
export interface WireValue {
  text: string;
  raw: boolean;
}

export interface FuzzRequest {
  path: string;
  query: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
}

/** What a hostile or careless client puts where a parameter goes. */
const WILD = [
  '', ' ', '0', '-1', '1.5', '1e309', 'Infinity', '-Infinity', 'NaN', '2147483648', '99999999999999999999', '0x10', 'true', 'null',
  '[]', '{}', "' OR 1=1 --", '<script>alert(1)</script>', '../../etc/passwd', '\u0000', '\uD800', 'ｂｉｓｚ', 'bisz', 'zh-CN',
  '😀'.repeat(50), 'a'.repeat(600), '%', '%E0%A4%A', '%FF%FE', '%00', 'a\u0000b', '/a%00b', '%00%00', '\u0000'.repeat(3),
  // Full-text search syntax (SQLite's FTS5, PostgreSQL's tsquery and LIKE), which a search must take as text.
  '"', '"unmatched', 'a" OR "b', '*', 'bus*', 'NEAR(', 'NEAR(a b, 2)', '-', '-bus', ':', 'title:bus', '^', '^bus', 'a & !b | c:*', '%_\\', '校车 AND',
];

/**
 * Return addresses a hostile or careless page sends (issue 19): text no header carries as it is
 * (Chinese, an emoji), control characters and the NUL byte, line breaks that would split a header,
 * and every way of naming another site. The ones starting with % are sent as they are.
 */
export const HOSTILE_RETURN_TO = [
  '/BIGZ/#/academics/senior_project?tag=春季招生', '/academics/senior_project?tag=春季招生&lang=cn', '/BIGZ/#/academics/项目/blog_detail?id=3&q=😀',
  '/a\u0000b', '/a\u0001b', '/a\u007fb', '/a\u0085b', '/a\u2028b', '/a\r\nSet-Cookie: wx=forged', '/a\tb', '/a\uD800b',
  '//evil.example/steal', '/\\evil.example', '/..//evil.example', '/.//evil.example/x', 'https://evil.example/steal', 'javascript:alert(1)',
  '/%2e%2e//evil.example', '/#/x?next=https://evil.example', `/${'春'.repeat(499)}`,
];
const HOSTILE_RAW_RETURN_TO = ['/a%00b', '/a%01b', '/a%7Fb', '/a%C2%85b', '/a%0D%0ALocation:%20https://evil.example', '/%E6%98%A5', '/a%ZZb', '/%2F%2Fevil.example'];

const hostileReturnTo: fc.Arbitrary<WireValue> = fc.oneof(
  fc.constantFrom(...HOSTILE_RETURN_TO).map((text) => ({ text, raw: false })),
  fc.constantFrom(...HOSTILE_RAW_RETURN_TO).map((text) => ({ text: `/BIGZ/%23${text}`, raw: true })),
  fc.constantFrom(...HOSTILE_RAW_RETURN_TO).map((text) => ({ text, raw: true })),
);

const wildText: fc.Arbitrary<WireValue> = fc.oneof(
  fc.constantFrom(...WILD).map((text) => ({ text, raw: /^%/.test(text) })),
  fc.string({ unit: 'binary', maxLength: 40 }).map((text) => ({ text, raw: false })),
  fc.string({ unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)), minLength: 1, maxLength: 3 })
    .map((text) => ({ text, raw: false })),
);

/** Integers near the bottom of the range (where rows are) as often as anywhere in it. */
function integer(schema: Schema): fc.Arbitrary<number> {
  const min = schema.minimum ?? -(2 ** 31);
  const max = schema.maximum ?? 2 ** 31;
  return fc.oneof(fc.integer({ min, max: Math.min(max, min + 60) }), fc.integer({ min, max }));
}

/** A value that follows the schema. */
export function valid(schema: Schema): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'integer':
      return integer(schema);
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'string':
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
      return fc.string({ unit: 'grapheme', minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 60, 60) });
    case 'object': {
      const properties = schema.properties ?? {};
      const record = Object.fromEntries(Object.entries(properties).map(([name, s]) => [name, valid(s)]));
      return fc.record(record, { requiredKeys: schema.required ?? [] });
    }
    default:
      return fc.jsonValue();
  }
}

/** A parameter's value: mostly as declared, sometimes wild, sometimes (when optional) absent. */
function parameterValue(parameter: Parameter): fc.Arbitrary<WireValue | undefined> {
  const declared = valid(parameter.schema).map((value) => ({ text: String(value), raw: false }));
  const present = parameter.name === 'returnTo'
    ? fc.oneof({ arbitrary: declared, weight: 3 }, { arbitrary: hostileReturnTo, weight: 2 }, { arbitrary: wildText, weight: 1 })
    : fc.oneof({ arbitrary: declared, weight: 4 }, { arbitrary: wildText, weight: 1 });
  if (parameter.in === 'path') return present;
  // fc.option gives undefined once in `freq` draws: a required one is mostly sent, an optional one often not.
  return fc.option(present, { freq: parameter.required ? 10 : 3, nil: undefined });
}

/** What encodeURIComponent accepts: a lone surrogate made U+FFFD, as a browser's URL encoder does. */
const wellFormed = (text: string) => text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
const encode = (value: WireValue) => (value.raw ? value.text : encodeURIComponent(wellFormed(value.text)));

/** A JSON body: as declared, a declared one with one field of any JSON, or any JSON at all. */
function jsonBody(schema: Schema): fc.Arbitrary<string> {
  const declared = valid(schema);
  const oneFieldWrong = fc.tuple(declared, fc.constantFrom(...Object.keys(schema.properties ?? { x: {} })), fc.jsonValue())
    .map(([body, key, value]) => ({ ...(body as object), [key]: value }));
  // A declared body with a NUL byte in one of its texts: no text may reach a database with one.
  const texts = Object.entries(schema.properties ?? {}).filter(([, s]) => s.type === 'string').map(([key]) => key);
  const oneFieldNul = fc.tuple(declared, fc.constantFrom(...(texts.length ? texts : ['x'])), fc.constantFrom('\u0000', 'a\u0000b', 'Wang\u0000Fang', '\u0000'.repeat(3)))
    .map(([body, key, value]) => ({ ...(body as object), [key]: value }));
  return fc.oneof(
    { arbitrary: declared, weight: 5 },
    { arbitrary: oneFieldWrong, weight: 2 },
    { arbitrary: oneFieldNul, weight: 1 },
    { arbitrary: fc.jsonValue(), weight: 1 },
  ).map((body) => JSON.stringify(body));
}

/** Bodies no schema allows: not JSON, cut short, too large, or of another type. */
const malformedBody: fc.Arbitrary<{ contentType: string; body: string }> = fc.oneof(
  fc.constant({ contentType: 'application/json', body: '{"postId":' }),
  fc.constant({ contentType: 'application/json', body: '' }),
  fc.constant({ contentType: 'application/json', body: JSON.stringify({ name: 'x'.repeat(20_000) }) }),
  fc.constant({ contentType: 'text/plain', body: 'hello' }),
  fc.constant({ contentType: 'application/x-www-form-urlencoded', body: 'name=a&comment=b' }),
  fc.string({ unit: 'binary', maxLength: 60 }).map((body) => ({ contentType: 'application/json', body })),
);

/** A 1 × 1 PNG: the smallest photograph an upload accepts. */
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

/** A multipart/form-data body of parts, each a field or a file: as bytes, with its content type. */
function form(parts: { name: string; filename?: string; type?: string; content: Uint8Array | string }[], boundary = 'fuzzboundary'): { contentType: string; body: Uint8Array<ArrayBuffer> } {
  const chunks = parts.flatMap((part) => [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}\r\n`
      + `${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`, 'utf8'),
    Buffer.from(part.content), Buffer.from('\r\n'),
  ]);
  return { contentType: `multipart/form-data; boundary=${boundary}`, body: new Uint8Array(Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)])) };
}

/** Uploads as a careless or hostile client sends them: a real picture, junk bytes, no file, a form cut short, a file name with NUL and control characters. */
const multipartBody: fc.Arbitrary<{ contentType: string; body: string | Uint8Array<ArrayBuffer> }> = fc.oneof(
  fc.constant(form([{ name: 'file', filename: 'tiny.png', type: 'image/png', content: TINY_PNG }])),
  fc.uint8Array({ maxLength: 200 }).map((bytes) => form([{ name: 'file', filename: 'junk.jpg', type: 'image/jpeg', content: bytes }])),
  fc.constant(form([{ name: 'file', filename: 'a\u0000b\u0007.png', type: 'image/png', content: TINY_PNG }])),
  fc.constant(form([{ name: 'file', filename: 'bomb.png', content: Buffer.concat([TINY_PNG.subarray(0, 16), Buffer.from([0, 0, 0x75, 0x30, 0, 0, 0x75, 0x30]), TINY_PNG.subarray(24)]) }])),
  fc.constant(form([{ name: 'note', content: 'no file here' }])),
  fc.constant(form([{ name: 'file', filename: 'two.png', content: TINY_PNG }, { name: 'file', filename: 'three.png', content: TINY_PNG }])),
  fc.constant(form([{ name: 'file', filename: 'cut.png', content: TINY_PNG }])).map(({ contentType, body }) => ({ contentType, body: body.subarray(0, 80) })),
  fc.constant({ contentType: 'multipart/form-data', body: 'no boundary' }),
  fc.constant({ contentType: 'multipart/form-data; boundary=other', body: form([{ name: 'file', filename: 'x.png', content: TINY_PNG }]).body }),
  malformedBody,
);

/** A value some earlier answer held (an id, a menu id...): its field, and the campus it belongs to. */
export interface Learned {
  site: string;
  key: string;
  value: string | number;
}

/** A JSON body with one field set, when the body is an object. */
function withField<T extends { contentType: string; body: string | Uint8Array }>(sent: T, name: string, value: string | number): T {
  if (typeof sent.body !== 'string') return sent;
  try {
    const body: unknown = JSON.parse(sent.body);
    if (body && typeof body === 'object' && !Array.isArray(body)) return { ...sent, body: JSON.stringify({ ...body, [name]: value }) };
  } catch {
    /* a malformed body stays malformed */
  }
  return sent;
}

export interface RequestContext {
  /**
   * A signed-in staff session, for operations with the `staffSession` security scheme: its cookie
   * (`staff_session=...`) and CSRF token. Read when each request is drawn: the fuzz signs in again
   * when a request it sent signed this session out.
   */
  staff: { cookie: string; csrf: string };
  /** a signed-in commenter's session cookie, sent with some requests */
  session: string;
  /**
   * Values seen in earlier answers, growing as the fuzz goes: random ids almost never name a row, so
   * a request sometimes reuses one (and its campus), to reach past "not found" into the writes.
   */
  learned: Learned[];
}

/**
 * The learned values that can feed a parameter or field: those of a field of the same name, or
 * failing that any `id` for an `…Id` (a post's id for postId...).
 */
function candidatesFor(learned: Learned[], name: string, schema: Schema): Learned[] {
  const fitting = learned.filter((l) => fits(schema, l.value));
  const same = fitting.filter((l) => l.key === name);
  return same.length > 0 ? same : fitting.filter((l) => l.key === 'id' && /^(id|\w+Id)$/.test(name));
}

/** Whether a learned value fits a schema's type. */
const fits = (schema: Schema | undefined, value: string | number) =>
  schema?.type === 'integer' ? typeof value === 'number' : schema?.type === 'string' && !schema.enum && typeof value === 'string';

/** Requests for one operation of the document. */
export function requestsFor(pathTemplate: string, method: string, operation: Operation, context: RequestContext): fc.Arbitrary<FuzzRequest & { method: string }> {
  const parameters = operation.parameters ?? [];
  const values = fc.tuple(...parameters.map(parameterValue));
  const jsonSchema = operation.requestBody?.content['application/json']?.schema;
  const multipart = Boolean(operation.requestBody?.content['multipart/form-data']);
  const body: fc.Arbitrary<{ contentType: string; body: string | Uint8Array<ArrayBuffer> } | undefined> = jsonSchema
    ? fc.oneof({ arbitrary: jsonBody(jsonSchema).map((b) => ({ contentType: 'application/json', body: b })), weight: 4 }, { arbitrary: malformedBody, weight: 1 })
    : multipart ? fc.option(multipartBody, { freq: 8, nil: undefined }) : fc.constant(undefined);
  // Mostly the session with its CSRF token; sometimes without the token (what it drew, if anything),
  // a session that does not exist, or none.
  const credential = operation.security
    ? fc.constantFrom('valid' as const, 'valid' as const, 'valid' as const, 'drawn csrf' as const, 'wrong session' as const, 'none' as const)
    : fc.constant(undefined);
  const cookie = fc.constantFrom(context.session, undefined);
  // The school header must name the path's campus, which no schema can say: mostly it does.
  const sameSchool = fc.oneof({ arbitrary: fc.constant(true), weight: 4 }, { arbitrary: fc.constant(false), weight: 1 });
  // Half the requests fill parameters and body fields with values learned from one campus's answers.
  const slots = [
    ...parameters.map((p, index) => ({ name: p.name, schema: p.schema, index })).filter((slot) => slot.name !== 'site'),
    ...Object.entries(jsonSchema?.properties ?? {}).map(([name, schema]) => ({ name, schema, index: -1 })),
  ];
  const reuse = fc.option(fc.tuple(fc.nat(), fc.array(fc.boolean(), { minLength: slots.length, maxLength: slots.length })), { freq: 2, nil: undefined });
  return fc.tuple(values, body, credential, cookie, sameSchool, reuse).map(([drawn, sent, auth, session, same, pick]) => {
    const given = [...drawn];
    const siteIndex = parameters.findIndex((p) => p.in === 'path' && p.name === 'site');
    // Read when the request is drawn: the pool grows as answers arrive.
    const pool = pick ? slots.map((slot) => candidatesFor(context.learned, slot.name, slot.schema)) : [];
    const campuses = [...new Set(pool.flat().map((l) => l.site))];
    const campus = pick && campuses.length ? campuses[pick[0] % campuses.length] : undefined;
    slots.forEach((slot, i) => {
      const candidates = pool[i]?.filter((l) => l.site === campus) ?? [];
      if (!pick?.[1][i] || candidates.length === 0) return;
      const learned = candidates[(pick[0] + i) % candidates.length]!;
      if (slot.index >= 0) given[slot.index] = { text: String(learned.value), raw: false };
      else if (sent) sent = withField(sent, slot.name, learned.value);
    });
    if (campus && siteIndex >= 0) given[siteIndex] = { text: campus, raw: false };
    let path = pathTemplate;
    const query: string[] = [];
    const headers: Record<string, string> = {};
    parameters.forEach((parameter, index) => {
      const value = given[index];
      if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, value ? encode(value) : '');
      else if (value === undefined) return;
      else if (parameter.in === 'query') query.push(`${encodeURIComponent(parameter.name)}=${encode(value)}`);
      // A header carries Latin-1 only: what cannot be sent that way is sent percent-encoded.
      else headers[parameter.name] = /^[\x20-\x7e]*$/.test(value.text) ? value.text : encodeURIComponent(wellFormed(value.text));
    });
    const site = given[siteIndex]?.text;
    if (same && site && headers['x-school-code'] && parameters[siteIndex]!.schema.enum?.includes(site)) headers['x-school-code'] = site;
    const staffCookie = auth === 'valid' || auth === 'drawn csrf' ? context.staff.cookie : auth === 'wrong session' ? 'staff_session=c3RhbGU' : undefined;
    if (auth === 'valid') headers['x-csrf-token'] = context.staff.csrf;
    const cookies = [staffCookie, session].filter(Boolean);
    if (cookies.length) headers.cookie = cookies.join('; ');
    if (sent) headers['content-type'] = sent.contentType;
    return { method: method.toUpperCase(), path, query: query.length ? `?${query.join('&')}` : '', headers, body: sent?.body };
  });
}
