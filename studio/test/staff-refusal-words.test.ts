// Every rule and reason a staff call can refuse with has natural words in both of the staff page's
// languages, and the lists are the server's own: each rule and reason its code uses is listed, and each
// listed one is used.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { REASON_TEXT, RULE_TEXT, UNFORESEEN, sayProblem, sayRefusal } from '../src/refusalText';
import { STAFF_REASONS, STAFF_RULES } from '@schools/api-server/staff-contract';

const CJK = /[\u4e00-\u9fff]/;
const LATIN_WORD = /\b[a-z]{4,}\b/;

/** The server's source (not the staff page, which only words them). */
function serverSource(dir = join(__dirname, '../../api-server/src')): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return serverSource(path);
    return /\.ts$/.test(name) ? [readFileSync(path, 'utf8')] : [];
  });
}

describe('the words of staff refusals', () => {
  it.each(STAFF_RULES)('rule %s is said in English and in Chinese', (rule) => {
    // A rule with a figure always comes with it; the others ignore it.
    const en = RULE_TEXT.en[rule]('3');
    const zh = RULE_TEXT.zh[rule]('3');
    expect(en.trim().length).toBeGreaterThan(5);
    expect(en).not.toMatch(CJK);
    expect(zh).toMatch(CJK);
    // Link schemes stay as typed (https:, mailto:, tel:); no English word.
    expect(zh.replace(/https?:|mailto:|tel:/g, '')).not.toMatch(LATIN_WORD);
  });

  it.each(STAFF_REASONS)('reason %s is said in English and in Chinese', (reason) => {
    expect(REASON_TEXT.en[reason].trim().length).toBeGreaterThan(5);
    expect(REASON_TEXT.en[reason]).not.toMatch(CJK);
    expect(REASON_TEXT.zh[reason]).toMatch(CJK);
    // Formats and units may stay as written (JPEG, MB, https://, name@school.example.cn); no English sentence.
    expect(REASON_TEXT.zh[reason].replace(/name@school\.example\.cn|https?:\/\/|JPEG|PNG|WebP|HEIC/g, '')).not.toMatch(/\b[a-z]{4,}\b[^.]*\b[a-z]{4,}\b/);
  });

  it('has a figure where the rule carries one', () => {
    expect(sayProblem({ rule: 'tooLong', detail: '200', message: 'must be at most 200 characters' }, 'zh')).toBe('请缩短至 200 个字符以内。');
    expect(sayProblem({ rule: 'tableRowWidth', detail: '3', message: '' }, 'en')).toBe("Give this row 3 cells, as many as the table's head.");
    expect(sayProblem({ rule: 'wholeNumber', detail: '10000000', message: '' }, 'zh')).toBe('请输入 0 至 10,000,000 之间的整数。');
  });

  it('says what it has no words for (a newer server) as a refusal in the page\'s language, the server\'s words after it', () => {
    expect(sayRefusal({ reason: 'somethingNew', message: 'Invalid request: body/x must be string' }, 'zh')).toBe('服务器拒绝了此操作：Invalid request: body/x must be string');
    expect(sayRefusal({ message: 'Invalid request: body/x must be string' }, 'en')).toBe('The server refused this: Invalid request: body/x must be string');
    expect(sayProblem({ rule: 'somethingNew', detail: null, message: 'is odd' }, 'zh')).toBe(UNFORESEEN.zh('is odd'));
    // A key of every object is no reason.
    expect(sayRefusal({ reason: 'toString', message: 'x' }, 'zh')).toBe(UNFORESEEN.zh('x'));
  });

  it("lists every rule and reason the server's code refuses with, and uses every one it lists", () => {
    const source = serverSource().join('\n');
    const reasons = new Set([...source.matchAll(/\.because\('(\w+)'\)/g)].map((m) => m[1]));
    // reasons chosen by a condition (the account's rules) are written as `reason: '...'`
    for (const m of source.matchAll(/reason: '(\w+)'/g)) reasons.add(m[1]);
    for (const m of source.matchAll(/'(password(?:Required|TooShort|TooLong))'/g)) reasons.add(m[1]);
    const rules = new Set([
      ...[...source.matchAll(/\brule: '(\w+)'/g)].map((m) => m[1]),
      ...[...source.matchAll(/problems\.add\([^,]+, '(\w+)'/g)].map((m) => m[1]),
      ...[...source.matchAll(/problem\([^,]+, '(\w+)'/g)].map((m) => m[1]),
      ...[...source.matchAll(/add\(path, '(\w+)'/g)].map((m) => m[1]),
    ]);
    expect([...reasons].filter((r) => !(STAFF_REASONS as readonly string[]).includes(r!))).toEqual([]);
    expect([...rules].filter((r) => !(STAFF_RULES as readonly string[]).includes(r!))).toEqual([]);
    expect(STAFF_REASONS.filter((r) => !reasons.has(r))).toEqual([]);
    expect(STAFF_RULES.filter((r) => !rules.has(r))).toEqual([]);
  });
});
