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

/**
 * What is wrong with a list of blocks, one line per problem (`blocks[3].links[0].href: must be ...`);
 * empty when they are valid. Also checks what the schema cannot say: table rows as wide as the head.
 */
export function blockProblems(blocks: unknown): string[] {
  if (!Array.isArray(blocks)) return ['blocks: must be an array'];
  const problems: string[] = [];
  blocks.forEach((block: unknown, i) => {
    if (!validateBlock(block)) {
      const error = validateBlock.errors?.[0];
      if (error) problems.push(`blocks[${i}]${pathOf(error.instancePath)}: ${messageOf(error)}`);
      return;
    }
    if (block.type === 'table') {
      block.rows.forEach((row, r) => {
        if (row.length !== block.head.length) problems.push(`blocks[${i}].rows[${r}]: must have ${block.head.length} cells like the head, has ${row.length}`);
      });
    }
  });
  return problems;
}
