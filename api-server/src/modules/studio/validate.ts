// What the studio refuses, with where and why, so the editor can show each message beside its field.
// Blocks are checked one by one against the API's own Block schema (seed/blocks.ts, the same schema
// the OpenAPI document declares); the rest of a body against its kind's schema below.
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { blockIssues } from '../content/blocks';
import type { StaffRule } from '../../platform/http/refusals';
import type { Problem, StudioDocument, TargetKind } from './types';

/** Limits of what staff type: a title is a line, a text a few pages. */
export const LIMITS = { line: 200, text: 20_000, blocks: 300, listItems: 100, fee: 10_000_000 } as const;

const NOT_EMPTY = '\\S';
const line = { type: 'string', maxLength: LIMITS.line, pattern: NOT_EMPTY } as const;
const text = { type: 'string', maxLength: LIMITS.text } as const;
const filled = { ...text, pattern: NOT_EMPTY } as const;
const obj = (properties: Record<string, object>, required = Object.keys(properties)) =>
  ({ type: 'object', properties, required, additionalProperties: false }) as const;
const bi = (field: object) => obj({ en: field, zh: field });
const list = (items: object) => ({ type: 'array', items, maxItems: LIMITS.listItems }) as const;
const picture = { type: 'string', minLength: 1, maxLength: 300, description: 'a path under the object storage, or an https: address' } as const;

/** Each kind's body; a content body's blocks are checked block by block afterwards. */
const SCHEMAS = {
  content: obj({
    title: bi(line),
    summary: bi({ type: 'string', maxLength: 2000 }),
    blocks: obj({ en: { type: 'array', maxItems: LIMITS.blocks }, zh: { type: 'array', maxItems: LIMITS.blocks } }),
  }),
  faq: obj({ question: bi({ ...line, maxLength: 500 }), answer: bi(filled) }),
  club: obj({ category: bi(line), name: bi(line), description: bi(filled) }),
  menu: obj({ title: bi({ ...line, maxLength: 100 }) }),
  'document:tuition': obj({
    rows: list(obj({ grade: bi(line), annualFee: { type: 'integer', minimum: 0, maximum: LIMITS.fee } })),
    otherFees: list(obj({ item: bi(line), amount: bi(line) })),
    notes: list(bi(filled)),
    bank: obj({ accountName: bi(line), accountNumber: { type: 'string', pattern: '^[0-9][0-9 ]{3,39}$' }, bank: bi(line) }),
  }, ['rows', 'otherFees', 'notes']),
  'document:banner': obj({
    slides: list(obj({ image: picture, title: bi(line), subtitle: bi({ type: 'string', maxLength: LIMITS.line }) })),
    vrLink: { type: 'string', maxLength: 500, pattern: '^(|https://\\S+)$' },
    vrList: list(obj({ pic: picture, name: bi(line) })),
    vrPic: picture,
  }, ['slides', 'vrLink', 'vrList']),
} as const;

const ajv = new Ajv({ allErrors: true, strict: false });
const validators = Object.fromEntries(Object.entries(SCHEMAS).map(([name, schema]) => [name, ajv.compile(schema)])) as Record<keyof typeof SCHEMAS, ValidateFunction>;

/** `/blocks/zh/3` -> `blocks.zh[3]` */
export function pathOf(pointer: string): string {
  return pointer.split('/').slice(1).map((p, i) => (/^\d+$/.test(p) ? `[${p}]` : `${i ? '.' : ''}${p}`)).join('');
}

/** A problem with its rule; `detail` is the rule's figure (a limit), when it has one. */
const problem = (path: string, rule: StaffRule, message: string, detail: string | number | null = null): Problem =>
  ({ path, rule, detail: detail === null ? null : String(detail), message });

function problemOf(error: ErrorObject): Problem {
  const at = pathOf(error.instancePath);
  const join = (name: string) => (at ? `${at}.${name}` : name);
  switch (error.keyword) {
    case 'required':
      return problem(join(String(error.params.missingProperty)), 'required', 'is required');
    case 'additionalProperties':
      return problem(join(String(error.params.additionalProperty)), 'notAField', 'is not a field of this kind of copy');
    case 'pattern':
      if (error.params.pattern === NOT_EMPTY) return problem(at, 'required', 'must not be empty');
      if (/accountNumber$/.test(at)) return problem(at, 'accountNumber', 'must be digits (spaces allowed), 4 to 40 characters');
      if (/vrLink$/.test(at)) return problem(at, 'httpsAddress', 'must be an https: address, or empty');
      return problem(at, 'invalid', error.message ?? 'is not valid');
    case 'minLength':
      return problem(at, 'required', 'must not be empty');
    case 'maxLength':
      return problem(at, 'tooLong', `must be at most ${String(error.params.limit)} characters`, String(error.params.limit));
    case 'maxItems':
      return problem(at, 'tooManyItems', `must have at most ${String(error.params.limit)} items`, String(error.params.limit));
    case 'minimum':
    case 'maximum':
      return problem(at, 'wholeNumber', `must be a whole number from 0 to ${LIMITS.fee}`, LIMITS.fee);
    case 'type':
      if (error.params.type === 'integer') return problem(at, 'wholeNumber', `must be a whole number from 0 to ${LIMITS.fee}`, LIMITS.fee);
      return problem(at, 'invalid', error.message ?? 'is not valid');
    default:
      return problem(at, 'invalid', error.message ?? 'is not valid');
  }
}

/** Every string of a value longer than the limit, by path: blocks are checked for length here. */
function tooLong(value: unknown, at: string, out: Problem[]): void {
  if (typeof value === 'string') {
    if (value.length > LIMITS.text) out.push(problem(at, 'tooLong', `must be at most ${LIMITS.text} characters`, LIMITS.text));
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => tooLong(v, `${at}[${i}]`, out));
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) tooLong(v, `${at}.${k}`, out);
  }
}

/** What is wrong with a body of that kind (and document); empty when it may be saved and published. */
export function bodyProblems(kind: TargetKind, key: string, body: unknown): Problem[] {
  const name = kind === 'document' ? (`document:${key as StudioDocument}` as const) : kind;
  const validate = validators[name];
  if (!validate) return [problem('', 'invalid', `${kind} ${key} is not copy the studio edits`)];
  const problems: Problem[] = [];
  if (!validate(body)) {
    // Ajv reports a missing object once per place; the same place and message twice says nothing more.
    const seen = new Set<string>();
    for (const p of (validate.errors ?? []).map(problemOf)) {
      if (!seen.has(`${p.path}|${p.message}`)) problems.push(p);
      seen.add(`${p.path}|${p.message}`);
    }
  }
  if (kind !== 'content') return problems;
  // Blocks are checked whatever else is wrong, so every problem shows at once.
  const blocks = (body as { blocks?: { en?: unknown; zh?: unknown } } | null)?.blocks;
  for (const lang of ['en', 'zh'] as const) {
    const list = blocks?.[lang];
    if (!Array.isArray(list)) continue;
    for (const issue of blockIssues(list)) problems.push({ ...issue, path: `blocks.${lang}${issue.path}` });
    tooLong(list, `blocks.${lang}`, problems);
  }
  return problems;
}
