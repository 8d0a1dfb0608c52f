// A campus's copy as the studio's list call answers it (api-server's targets.ts), cut down to a few of
// each kind: what the tree and the search tests work on. Names, pages and parts are BISZ's.
import type { TargetPlace, TargetSummary } from '@schools/api-server/staff-contract';

const SECTIONS: Record<string, [string, string]> = {
  '/home': ['Home', '首页'], '/about': ['About Us', '关于我们'], '/stuLife': ['Student Life', '学生生活'], '/academics': ['Academics', '学术课程'],
  '/admissions': ['Admissions', '招生入学'], '/contact_us': ['Contact Us', '联系我们'], '/news_list': ['News', '新闻动态'],
};
const sectionOf = (page: string | null) => {
  const top = page && Object.keys(SECTIONS).find((s) => page === s || page.startsWith(`${s}/`));
  const [en, zh] = top ? SECTIONS[top]! : page === '/catalog' ? SECTIONS['/stuLife']! : ['', ''];
  return { en, zh };
};

function target(id: string, place: TargetPlace, page: string | null, en: string, zh: string, more: Partial<TargetSummary> = {}): TargetSummary {
  const [kind, key] = id.split(':') as [TargetSummary['kind'], string];
  const group = ({ content: 'pages', faq: 'faq', club: 'clubs', menu: 'menu', document: 'documents' } as const)[kind];
  return { target: id, kind, key, group, label: { en, zh }, section: sectionOf(page), route: page, page, place, hasDraft: false, ...more };
}

export const TARGETS: TargetSummary[] = [
  target('content:70', 'label', null, 'Load more', '加载更多', { group: 'labels', route: null }),
  target('content:1', 'text', '/home', 'A school where every child is known', '在这里，每个孩子都被看见'),
  target('content:117', 'card', '/home', 'Admissions', '招生入学', { group: 'lists' }),
  target('content:50', 'page', '/about/mission', 'Mission', '办学使命'),
  target('content:51', 'page', '/about/our_story', 'Our Story', '我们的故事'),
  target('content:54', 'page', '/about/achievements/AP', 'Advanced Placement', 'AP 大学先修课程'),
  target('content:108', 'panel', '/about', 'A welcome from our Head of School', '校长寄语'),
  target('content:107', 'text', '/about', 'Since 2003, Lumina International School…', '2003年建校以来，明光国际学校（深圳）…'),
  target('content:4', 'unused', '/about/join_us', 'Applying to Lumina International School…', '申请加入明光国际学校（深圳）'),
  target('content:52', 'page', '/about/join_us', 'Work for Us', '加入我们'),
  target('content:23', 'text', '/stuLife/library', 'About the Library', '图书馆概况'),
  target('content:24', 'text', '/stuLife/library', 'Opening Hours', '开放时间'),
  target('content:36', 'page', '/catalog', 'Library Catalog', '馆藏目录'),
  target('content:35', 'unused', '/stuLife/library', 'Catalogue address', '馆藏目录地址'),
  target('content:132', 'item', '/stuLife/course/ICT', 'Coding Foundations', '编程启蒙', { group: 'lists', route: '/course_detail?id=132' }),
  target('content:87', 'page', '/stuLife/course/ICT', 'ICT', '信息技术'),
  target('content:44', 'page', '/admissions/apply', 'How to Apply', '申请流程'),
  target('content:45', 'page', '/admissions/tuition', 'Tuition and Fees', '学费与费用'),
  target('content:96', 'text', '/admissions', 'Applications for 2027-28 are open. Lumi…', '2027-28 学年招生现已开放。'),
  target('content:97', 'panel', '/admissions', 'Key dates for 2027-28 entry', '2027-28 学年招生重要日期'),
  target('content:94', 'form', '/admissions/recruit', 'Grades you can apply for', '可申请年级'),
  target('content:49', 'page', '/contact_us', 'Contact Us', '联系我们'),
  target('content:5', 'contact', '/contact_us', 'admissions@bisz.lumina-schools.cn', 'admissions@bisz.lumina-schools.cn', { group: 'contacts' }),
  target('content:71', 'item', '/news_list', 'Information sessions for 2027-28 admissions', '2027-28 学年招生说明会', { group: 'lists', route: '/news_detail?id=71' }),
  target('faq:3', 'faq', '/admissions/questions', 'How do I apply, and when?', '如何申请？什么时候可以申请？'),
  target('club:1', 'club', '/stuLife/wonderfulLife/club', 'Swim Squad', '游泳队'),
  target('menu:0201', 'menu', null, 'Mission', '办学使命', { route: '/about/mission', section: { en: 'About Us', zh: '关于我们' } }),
  target('menu:05', 'menu', null, 'Admissions', '招生入学', { route: '/admissions' }),
  target('document:tuition', 'tuition', '/admissions/tuition', 'Tuition and fees', '学费与费用'),
  target('document:banner', 'carousel', '/home', 'Home carousel', '首页轮播'),
  // A leader's profile on a campus without a leadership page (BBCD's): on no page of the site.
  target('content:1784', 'unused', null, 'Yang Zhicheng', '杨志诚', { group: 'lists', route: null }),
];
