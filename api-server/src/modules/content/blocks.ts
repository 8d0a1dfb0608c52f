// Validation of page-copy blocks against the API's own Block schema, with messages that say where.
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { HREF_PATTERN, HREF_RULE, type Block } from '@schools/shared-api';
import { blockSchema } from './contentSchemas';
import type { StaffRule } from '../../platform/http/refusals';

const ajv = new Ajv({ discriminator: true, allErrors: false, verbose: true });
const validateBlock = ajv.compile(blockSchema) as ValidateFunction<Block>;

/** `/3/links/0/href` -> `[3].links[0].href` */
function pathOf(instancePath: string): string {
  return instancePath.split('/').slice(1).map((p) => (/^\d+$/.test(p) ? `[${p}]` : `.${p}`)).join('');
}

/** What is wrong, in English, with the rule it breaks (for the staff page to word) and the rule's figure. */
function issueOf(error: ErrorObject): Omit<BlockIssue, 'path'> {
  const schema = error.parentSchema as { pattern?: string; oneOf?: { properties: { type: { enum: string[] } } }[] } | undefined;
  if (error.keyword === 'pattern' && schema?.pattern === HREF_PATTERN) return { rule: 'href', detail: null, message: HREF_RULE };
  if (error.keyword === 'discriminator') {
    // The union of blocks or of inline runs: name the types it has.
    const members = (schema?.oneOf ?? []).map((m) => m.properties.type.enum[0]).join(', ');
    return { rule: 'blockType', detail: members, message: `type: must be one of ${members}` };
  }
  if (error.keyword === 'additionalProperties') return { rule: 'notAField', detail: null, message: `unknown property "${String(error.params.additionalProperty)}"` };
  if (error.keyword === 'required') return { rule: 'required', detail: null, message: error.message ?? 'is required' };
  if (error.keyword === 'maxLength') return { rule: 'tooLong', detail: String(error.params.limit), message: error.message ?? 'is too long' };
  if (error.keyword === 'maxItems') return { rule: 'tooManyItems', detail: String(error.params.limit), message: error.message ?? 'has too many items' };
  if (error.keyword === 'minLength' || error.keyword === 'minItems') return { rule: 'required', detail: null, message: error.message ?? 'must not be empty' };
  return { rule: 'invalid', detail: null, message: error.message ?? 'is not valid' };
}

/** A problem of some copy: where (`[3].links[0].href`, relative to the list), the rule it breaks and what, in English. */
export interface BlockIssue {
  path: string;
  rule: StaffRule;
  detail: string | null;
  message: string;
}

/**
 * What is wrong with a list of blocks, the first problem of each block (`[3].links[0].href`: must be ...);
 * empty when they are valid. Also checks what the schema cannot say: table rows as wide as the head.
 */
export function blockIssues(blocks: unknown): BlockIssue[] {
  if (!Array.isArray(blocks)) return [{ path: '', rule: 'invalid', detail: null, message: 'must be an array of blocks' }];
  const issues: BlockIssue[] = [];
  blocks.forEach((block: unknown, i) => {
    if (!validateBlock(block)) {
      const error = validateBlock.errors?.[0];
      if (error) issues.push({ path: `[${i}]${pathOf(error.instancePath)}`, ...issueOf(error) });
      return;
    }
    if (block.type === 'table') {
      block.rows.forEach((row, r) => {
        if (row.length !== block.head.length) issues.push({ path: `[${i}].rows[${r}]`, rule: 'tableRowWidth', detail: String(block.head.length), message: `must have ${block.head.length} cells like the head, has ${row.length}` });
      });
    }
  });
  return issues;
}

/** The same, one line per problem (`blocks[3].links[0].href: must be ...`), as the seed reports them. */
export function blockProblems(blocks: unknown): string[] {
  return blockIssues(blocks).map(({ path, message }) => `blocks${path}: ${message}`);
}
