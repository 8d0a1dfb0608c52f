// The server's problems (path + rule) matched to the fields that show them, worded in the page's language.
import type { Problem } from '@schools/api-server/staff-contract';
import { sayProblem } from '../refusalText';
import type { StaffLang } from '../staffText';

export type { Problem };

/** Whether a problem's path is the field's or inside it (`blocks.en[3]` holds `blocks.en[3].content[0].href`). */
export const isUnder = (path: string, field: string) =>
  path === field || path.startsWith(`${field}.`) || path.startsWith(`${field}[`);

/** An element id for a field's path (`title.en` -> `<base>-title-en`). */
export const fieldId = (base: string, path: string) => `${base}-${path.replace(/[^A-Za-z0-9]+/g, '-')}`;

/**
 * Hands out the problems of a group of fields: each field takes those under its path, and what no
 * field took is left for the group to show as a whole, so no message is ever dropped.
 */
export class ProblemClaims {
  private readonly taken = new Set<Problem>();
  constructor(private readonly problems: readonly Problem[], private readonly lang: StaffLang) {}

  /** The problems under a field's path (claimed), worded and joined for its error line; undefined when none. */
  take(path: string, describe: (rest: string) => string = () => ''): string | undefined {
    const found = this.problems.filter((p) => !this.taken.has(p) && isUnder(p.path, path));
    found.forEach((p) => this.taken.add(p));
    if (!found.length) return undefined;
    return found.map((p) => {
      const where = describe(p.path.slice(path.length).replace(/^\./, ''));
      const said = sayProblem(p, this.lang);
      return where ? `${where}: ${said}` : said;
    }).join(' · ');
  }

  /** What no field claimed. */
  rest(): Problem[] {
    return this.problems.filter((p) => !this.taken.has(p));
  }
}
