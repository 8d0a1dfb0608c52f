// The server menu of each campus: ids two digits per level ('04' academics, '0404' its academic
// calendar), urls the site's route paths. Entries disabled on a campus are left out of its menu.
import type { CampusCode } from '@schools/shared-api';
import type { Bilingual } from '../modules/content/campusContent';
import { MENU_IDS } from '../modules/content/menuIds';


export interface MenuSeed {
  id: string;
  url: string;
  title: Bilingual;
  children?: MenuSeed[];
}

const m = (id: string, url: string, en: string, zh: string, children?: MenuSeed[]): MenuSeed => ({
  id, url, title: { en, zh }, ...(children ? { children } : {}),
});

const FULL: MenuSeed[] = [
  m('01', '/home', 'Home', '首页'),
  m('02', '/about', 'About Us', '关于我们', [
    m('0201', '/about/mission', 'Mission', '办学使命'),
    m('0202', '/about/our_story', 'Our Story', '我们的故事'),
    m('0203', '/about/our_school', 'Our School', '我们的学校'),
    m('0204', '/about/management', 'School Leadership', '学校管理团队'),
    m('0205', '/about/join_us', 'Work for Us', '加入我们'),
    m('0206', '/about/achievements', 'Achievements', '学术成就', [
      m('020601', '/about/achievements/AP', 'Advanced Placement', 'AP 大学先修课程'),
      m('020602', '/about/achievements/CA', 'College Acceptances', '大学录取'),
      m('020603', '/about/achievements/AAD', 'Awards and Distinctions', '奖项与荣誉'),
      m('020604', '/about/achievements/IB', 'International Benchmarking', '国际基准测评'),
    ]),
  ]),
  m('03', '/stuLife', 'Student Life', '学生生活', [
    m('0301', '/stuLife/library', 'Library', '图书馆'),
    m('0302', '/stuLife/studService', 'Student Services', '学生服务', [
      m('030201', '/stuLife/studService/Dining', 'Dining', '餐饮'),
      m('030202', '/stuLife/studService/schoolBus', 'School Bus', '校车'),
      m('030203', '/stuLife/studService/schoolUniform', 'School Uniform', '校服'),
      m('030204', '/stuLife/studService/Counseling', 'Counseling', '心理辅导'),
    ]),
    m('0303', '/stuLife/stay', 'Boarding Life', '寄宿生活'),
    m('0304', '/stuLife/wonderfulLife', 'Campus Life', '精彩校园', [
      m('030401', '/stuLife/wonderfulLife/club', 'Clubs', '社团'),
      m('030402', '/stuLife/wonderfulLife/Campus', 'Featured Events', '特色活动'),
      m('030403', '/stuLife/wonderfulLife/publicBenefit', 'Community Service', '社区服务'),
      m('030404', '/stuLife/wonderfulLife/additional', 'Field Trips', '研学旅行'),
    ]),
    m('0305', '/stuLife/course', 'Courses', '课程特色', [
      m('030501', '/stuLife/course/ICT', 'ICT', '信息技术'),
      m('030502', '/stuLife/course/stem', 'STEM', 'STEM 科创'),
      m('030503', '/stuLife/course/ArtDrama', 'Art and Drama', '艺术与戏剧'),
      m('030504', '/stuLife/course/Ap', 'AP Courses', 'AP 课程'),
      m('030505', '/stuLife/course/humanities', 'Humanities', '人文学科'),
      m('030506', '/stuLife/course/sports', 'Sports', '体育运动'),
      m('030507', '/stuLife/course/Chinese', 'Chinese', '中文'),
    ]),
  ]),
  m('04', '/academics', 'Academics', '学术课程', [
    m('0401', '/academics/curriculum', 'Curriculum', '课程体系'),
    m('0402', '/academics/senior_project', 'Senior Projects', '毕业项目'),
    m('0403', '/academics/our_teacher', 'Our Teachers', '师资团队'),
    m('0404', '/academics/calendar/no-link', 'Academic Calendar', '校历'),
    m('0405', '/academics/counseling', 'College Guidance', '升学指导'),
  ]),
  m('05', '/admissions', 'Admissions', '招生入学', [
    m('0501', '/admissions/apply', 'How to Apply', '申请流程'),
    m('0502', '/admissions/tuition', 'Tuition and Fees', '学费与费用'),
    m('0503', '/admissions/recruit', 'Information Sessions', '招生说明会'),
    m('0504', '/admissions/scholarship', 'Scholarship', '奖学金'),
    m('0505', '/admissions/questions', 'FAQ', '常见问题'),
  ]),
  m('06', '/contact_us', 'Contact Us', '联系我们'),
  m('07', '/news_list', 'News', '新闻动态'),
];

/** Route path keys left out of a campus's menu (SPEC 2). */
const DISABLED: Partial<Record<CampusCode, string[]>> = {
  BBGM: ['curriculum', 'senior_project'],
  BBSZ: ['curriculum', 'senior_project'],
  BBCD: ['management', 'curriculum', 'senior_project', 'course', 'wonderfulLife'],
};

function without(items: MenuSeed[], keys: string[]): MenuSeed[] {
  return items
    .filter((item) => !keys.includes(item.url.split('/').pop() ?? ''))
    .map((item) => (item.children ? { ...item, children: without(item.children, keys) } : item));
}

export function menuFor(site: CampusCode, hasCalendar: boolean): MenuSeed[] {
  const menu = without(FULL, DISABLED[site] ?? []);
  if (hasCalendar) return menu;
  return menu.map((item) => (item.children ? { ...item, children: item.children.filter((c) => c.id !== MENU_IDS.calendar) } : item));
}
