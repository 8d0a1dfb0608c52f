// The copy as the site's tree (issue 34, item 2): sections in the site's order, pages nested as the
// route table nests them and titled by the heading visitors read, in both languages; the copy on each
// page, its main copy first; what is on no one page gathered at the end; nothing lost, nothing twice.
import { ROUTES } from '@schools/root-config/routes';
import { copyEntries, copyTree, nodesAbove, trailOf, targetsUnder, type CopyNode } from '../src/copy/copyTree';
import { TARGETS } from './copyTargets';

const tree = copyTree(TARGETS, ROUTES);
const find = (nodes: readonly CopyNode[], id: string): CopyNode | undefined =>
  nodes.find((n) => n.id === id) ?? nodes.map((n) => find(n.children, id)).find(Boolean);
const node = (id: string) => find(tree, id)!;

describe('the copy tree', () => {
  it("lists the sections in the site's order, then what is across the site", () => {
    expect(tree.map((n) => n.title.en)).toEqual(['Home', 'About Us', 'Student Life', 'Admissions', 'Contact Us', 'News', 'Across the site']);
    expect(tree.map((n) => n.title.zh)).toEqual(['首页', '关于我们', '学生生活', '招生入学', '联系我们', '新闻动态', '全站通用']);
    expect(node('~site').children.map((n) => n.id)).toEqual(['~labels', '~menu', '~unused']);
    expect(node('~menu').targets.map((t) => t.target)).toEqual(['menu:0201', 'menu:05']);
    expect(node('~unused').targets.map((t) => t.target)).toEqual(['content:1784']);
  });

  it('nests pages as the route table does, a page outside the menus under the page its back button returns to', () => {
    expect(node('/about').children.map((n) => n.id)).toEqual(['/about/mission', '/about/our_story', '/about/join_us', '/about/achievements']);
    expect(node('/about/achievements').children.map((n) => n.id)).toEqual(['/about/achievements/AP']);
    // The catalogue is no child of the library in the route table: its back button leads there.
    expect(nodesAbove(tree, 'content:36')).toEqual(['/stuLife', '/stuLife/library', '/catalog']);
    expect(node('/stuLife/library').children.map((n) => n.id)).toEqual(['/catalog']);
    // A course is under its area's page, which lists it; a story under News.
    expect(nodesAbove(tree, 'content:132')).toEqual(['/stuLife', '/stuLife/course', '/stuLife/course/ICT']);
    expect(nodesAbove(tree, 'content:71')).toEqual(['/news_list']);
  });

  it("titles each page by the heading visitors read, in both languages", () => {
    expect(node('/about/mission').title).toEqual({ en: 'Mission', zh: '办学使命' });
    expect(node('/about/achievements/AP').title).toEqual({ en: 'Advanced Placement', zh: 'AP 大学先修课程' });
    expect(node('/catalog').title).toEqual({ en: 'Library Catalog', zh: '馆藏目录' });
    expect(trailOf(tree, 'content:50').map((n) => n.title.zh)).toEqual(['关于我们', '办学使命']);
  });

  it("lists a page's main copy first and what the site does not show last", () => {
    expect(node('/about/join_us').targets.map((t) => t.target)).toEqual(['content:52', 'content:4']);
    expect(node('/stuLife/library').targets.map((t) => t.target)).toEqual(['content:23', 'content:24', 'content:35']);
    expect(node('/admissions/tuition').targets.map((t) => t.target)).toEqual(['content:45', 'document:tuition']);
    expect(node('/home').targets.map((t) => t.place)).toEqual(['carousel', 'text', 'card']);
  });

  it('holds every target once, and one on a page the route table does not know under Elsewhere', () => {
    const entries = copyEntries(tree);
    expect(entries.map((e) => e.target.target).sort()).toEqual(TARGETS.map((t) => t.target).sort());
    expect(tree.flatMap(targetsUnder)).toHaveLength(TARGETS.length);
    const stray = { ...TARGETS[3]!, target: 'content:999', page: '/no/such/page' };
    const withStray = copyTree([...TARGETS, stray], ROUTES);
    expect(nodesAbove(withStray, 'content:999')).toEqual(['~site', '~other']);
    expect(find(withStray, '~other')!.title).toEqual({ en: 'Elsewhere', zh: '其他' });
  });

  it('is empty for no copy', () => {
    expect(copyTree([], ROUTES)).toEqual([]);
  });
});
