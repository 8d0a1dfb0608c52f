// Validation of page-copy blocks against the API's own Block schema, with messages that say where.
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { HREF_PATTERN, HREF_RULE, type Block } from '@schools/shared-api';
import { blockSchema } from '../http/schemas';

const ajv = new Ajv({ discriminator: true, allErrors: false, verbose: true });
const validateBlock = ajv.compile(blockSchema) as ValidateFunction<Block>;

/** `/3/links/0/href` -> `[3].links[0].href` */
function pathOf(instancePath: string): string {
  return instancePath.split('/').slice(1).map((p) => (/^\d+$/.test(p) ? `[${p}]` : `.${p}`)).join('');
}

function messageOf(error: ErrorObject): string {
  const schema = error.parentSchema as { pattern?: string; oneOf?: { properties: { type: { enum: string[] } } }[] } | undefined;
  if (error.keyword === 'pattern' && schema?.pattern === HREF_PATTERN) return HREF_RULE;
  if (error.keyword === 'discriminator') {
    // The union of blocks or of inline runs: name the types it has.
    const members = (schema?.oneOf ?? []).map((m) => m.properties.type.enum[0]).join(', ');
    return `type: must be one of ${members}`;
  }
  if (error.keyword === 'additionalProperties') return `unknown property "${String(error.params.additionalProperty)}"`;
  return error.message ?? 'is not valid';
}

/** A problem of some copy: where (`[3].links[0].href`, relative to the list) and what. */
export interface BlockIssue {
  path: string;
  message: string;
}

/**
 * What is wrong with a list of blocks, the first problem of each block (`[3].links[0].href`: must be ...);
 * empty when they are valid. Also checks what the schema cannot say: table rows as wide as the head.
 */
export function blockIssues(blocks: unknown): BlockIssue[] {
  if (!Array.isArray(blocks)) return [{ path: '', message: 'must be an array of blocks' }];
  const issues: BlockIssue[] = [];
  blocks.forEach((block: unknown, i) => {
    if (!validateBlock(block)) {
      const error = validateBlock.errors?.[0];
      if (error) issues.push({ path: `[${i}]${pathOf(error.instancePath)}`, message: messageOf(error) });
      return;
    }
    if (block.type === 'table') {
      block.rows.forEach((row, r) => {
        if (row.length !== block.head.length) issues.push({ path: `[${i}].rows[${r}]`, message: `must have ${block.head.length} cells like the head, has ${row.length}` });
      });
    }
  });
  return issues;
}

/** The same, one line per problem (`blocks[3].links[0].href: must be ...`), as the seed reports them. */
export function blockProblems(blocks: unknown): string[] {
  return blockIssues(blocks).map(({ path, message }) => `blocks${path}: ${message}`);
}
