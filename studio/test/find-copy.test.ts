// Finding copy (issue 34, item 2): "Mission" finds the Mission page first, not admissions; an exact
// name (or the page's), then whole words of a name before the start of one, before the page or section it is on, before a word hidden
// inside another; Chinese found inside a name; both languages whatever the editor's; the tree's order
// within a rank.
import { ROUTES } from '@schools/root-config/routes';
import { copyEntries, copyTree } from '../src/copy/copyTree';
import { MATCH, findCopy } from '../src/copy/findCopy';
import { TARGETS } from './copyTargets';

const entries = copyEntries(copyTree(TARGETS, ROUTES));
const found = (query: string) => findCopy(entries, query).map((f) => f.target.target);
const ranked = (query: string) => findCopy(entries, query).map((f) => [f.target.target, f.match]);

describe('finding copy', () => {
  it('puts the Mission page first for "Mission", then its menu title; admissions only after, as words hidden inside another', () => {
    const results = findCopy(entries, 'Mission');
    expect(results.slice(0, 2).map((f) => f.target.target)).toEqual(['content:50', 'menu:0201']);
    expect(results.slice(0, 2).map((f) => f.match)).toEqual([MATCH.exactName, MATCH.exactName]);
    const rest = results.slice(2);
    expect(rest.length).toBeGreaterThan(0);
    expect(rest.every((f) => f.match === MATCH.inside && /admissions/i.test(f.target.label.en))).toBe(true);
    expect(found('mission')).toEqual(found('MISSION'));
    expect(found('Ｍｉｓｓｉｏｎ')[0]).toBe('content:50');
  });

  it('finds 办学使命 for 使命, and Chinese words inside a name as whole words', () => {
    expect(found('使命').slice(0, 2)).toEqual(['content:50', 'menu:0201']);
    expect(ranked('使命')[0]).toEqual(['content:50', MATCH.nameWord]);
    // 学费 starts 学费与费用: the tuition page and the fee tables, in the tree's order.
    expect(found('学费')).toEqual(['content:45', 'document:tuition']);
  });

  it('ranks a name that starts with the word before a page or section that has it, and that before a word inside another', () => {
    expect(ranked('Miss')).toEqual([['content:50', MATCH.nameStart], ['menu:0201', MATCH.nameStart], ...ranked('Miss').slice(2)]);
    expect(ranked('Miss').slice(2).every(([, match]) => match === MATCH.inside)).toBe(true);
    // "Library" is the Library page's name: all of its copy first, then the catalogue, whose name says Library.
    expect(ranked('library')).toEqual([
      ['content:23', MATCH.exactName], ['content:24', MATCH.exactName], ['content:35', MATCH.exactName], ['content:36', MATCH.nameWord],
    ]);
    // Opening Hours is on the Library page: "library hours" finds it by its name and its page.
    expect(ranked('library hours')).toEqual([['content:24', MATCH.context]]);
  });

  it('needs every word, each anywhere it may be: "about mission" is the Mission page, by its section', () => {
    expect(ranked('about mission')[0]).toEqual(['content:50', MATCH.context]);
    expect(found('mission swimming')).toEqual([]);
  });

  it('finds copy by the address of its page, whose parts are words', () => {
    expect(found('course_detail')).toEqual(['content:132']);
    expect(found('/news_detail')).toEqual(['content:71']);
  });

  it('answers nothing for an empty query, or one that matches nothing', () => {
    expect(findCopy(entries, '   ')).toEqual([]);
    expect(findCopy(entries, 'zzzz')).toEqual([]);
  });
});
