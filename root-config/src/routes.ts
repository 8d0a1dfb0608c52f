// The route table of SPEC section 2: every section, every child, every standalone page, with the
// microfrontend that owns it. The shell builds the fallback navigation from it.
import type { Bilingual, CampusCode, RouteDef } from '@schools/shared-api';

export const APPS = {
  home: '@schools/home',
  about: '@schools/about',
  studentLife: '@schools/student-life',
  admissions: '@schools/admissions',
  academics: '@schools/academics',
  news: '@schools/news',
} as const;

type Options = Partial<Omit<RouteDef['meta'], 'id' | 'title' | 'nav_title'>>;

let nextId = 0;
function route(path: string, app: string, nav: Bilingual, options: Options = {}, children?: RouteDef[]): RouteDef {
  nextId += 1;
  const title = path.split('/').filter(Boolean).join('.');
  return {
    path,
    app,
    meta: {
      id: String(nextId).padStart(3, '0'),
      title,
      nav_title: nav,
      cache: false,
      keepAlive: false,
      ...options,
    },
    ...(children ? { children } : {}),
  };
}
const cached: Options = { cache: true, keepAlive: true };
const hidden: Options = { hidden: true };
const solid: Options = { solidHeader: true };
const item: Options = { item: true };
const noCurriculum: CampusCode[] = ['BBGM', 'BBSZ', 'BBCD'];

const { home, about, studentLife, admissions, academics, news } = APPS;

export const ROUTES: RouteDef[] = [
  route('/home', home, { en: 'Home', zh: '首页' }),
  route('/about', about, { en: 'About Us', zh: '关于我们' }, {}, [
    route('/about/mission', about, { en: 'Mission', zh: '办学使命' }),
    route('/about/our_story', about, { en: 'Our Story', zh: '我们的故事' }),
    route('/about/our_school', about, { en: 'Our School', zh: '我们的学校' }),
    route('/about/management', about, { en: 'School Leadership', zh: '学校管理团队' }, { ...cached, disabledOn: ['BBCD'] }),
    route('/about/join_us', about, { en: 'Work for Us', zh: '加入我们' }),
    route('/about/achievements', about, { en: 'Achievements', zh: '学术成就' }, {}, [
      route('/about/achievements/AP', about, { en: 'Advanced Placement', zh: 'AP 大学先修课程' }),
      route('/about/achievements/CA', about, { en: 'College Acceptances', zh: '大学录取' }),
      route('/about/achievements/AAD', about, { en: 'Awards and Distinctions', zh: '奖项与荣誉' }, cached),
      route('/about/achievements/IB', about, { en: 'International Benchmarking', zh: '国际基准测评' }),
    ]),
  ]),
  route('/stuLife', studentLife, { en: 'Student Life', zh: '学生生活' }, {}, [
    route('/stuLife/library', studentLife, { en: 'Library', zh: '图书馆' }),
    route('/stuLife/studService', studentLife, { en: 'Student Services', zh: '学生服务' }, {}, [
      route('/stuLife/studService/Dining', studentLife, { en: 'Dining', zh: '餐饮' }),
      route('/stuLife/studService/schoolBus', studentLife, { en: 'School Bus', zh: '校车' }),
      route('/stuLife/studService/schoolUniform', studentLife, { en: 'School Uniform', zh: '校服' }),
      route('/stuLife/studService/Counseling', studentLife, { en: 'Counseling', zh: '心理辅导' }),
    ]),
    route('/stuLife/stay', studentLife, { en: 'Boarding Life', zh: '寄宿生活' }),
    route('/stuLife/wonderfulLife', studentLife, { en: 'Campus Life', zh: '精彩校园' }, { disabledOn: ['BBCD'] }, [
      route('/stuLife/wonderfulLife/club', studentLife, { en: 'Clubs', zh: '社团' }),
      route('/stuLife/wonderfulLife/Campus', studentLife, { en: 'Featured Events', zh: '特色活动' }),
      route('/stuLife/wonderfulLife/publicBenefit', studentLife, { en: 'Community Service', zh: '社区服务' }),
      route('/stuLife/wonderfulLife/additional', studentLife, { en: 'Field Trips', zh: '研学旅行' }),
    ]),
    route('/stuLife/course', studentLife, { en: 'Courses', zh: '课程特色' }, { ...cached, disabledOn: ['BBCD'] }, [
      route('/stuLife/course/ICT', studentLife, { en: 'ICT', zh: '信息技术' }),
      route('/stuLife/course/stem', studentLife, { en: 'STEM', zh: 'STEM 科创' }),
      route('/stuLife/course/ArtDrama', studentLife, { en: 'Art and Drama', zh: '艺术与戏剧' }),
      route('/stuLife/course/Ap', studentLife, { en: 'AP Courses', zh: 'AP 课程' }),
      route('/stuLife/course/humanities', studentLife, { en: 'Humanities', zh: '人文学科' }),
      route('/stuLife/course/sports', studentLife, { en: 'Sports', zh: '体育运动' }),
      route('/stuLife/course/Chinese', studentLife, { en: 'Chinese', zh: '中文' }),
    ]),
  ]),
  route('/academics', academics, { en: 'Academics', zh: '学术课程' }, {}, [
    route('/academics/curriculum', academics, { en: 'Curriculum', zh: '课程体系' }, { disabledOn: [...noCurriculum] }, [
      route('/academics/curriculum/Early-Learning', academics, { en: 'Early Learning', zh: '早期教育' }),
      route('/academics/curriculum/gradeK1-4', academics, { en: 'Lower School, Grades 1-4', zh: '小学部（一至四年级）' }),
      route('/academics/curriculum/grade5', academics, { en: 'Grade 5', zh: '五年级' }),
      route('/academics/curriculum/grade6-8', academics, { en: 'Grades 6-8', zh: '六至八年级' }),
      route('/academics/curriculum/grade9-12', academics, { en: 'Grades 9-12', zh: '九至十二年级' }),
      route('/academics/curriculum/Connections-Curriculum', academics, { en: 'Connections Curriculum', zh: '融合课程' }),
      route('/academics/curriculum/Capstone-Senior-Project', academics, { en: 'Capstone Senior Project', zh: '毕业顶点项目' }),
    ]),
    route('/academics/senior_project', academics, { en: 'Senior Projects', zh: '毕业项目' }, { ...cached, disabledOn: [...noCurriculum] }),
    route('/academics/our_teacher', academics, { en: 'Our Teachers', zh: '师资团队' }),
    route('/academics/counseling', academics, { en: 'College Guidance', zh: '升学指导' }, cached),
    // The academic calendar of one school year (?year=2025-26): the server menu's 0404 links here
    // through the calendar-content call, one entry per year, so the route table does not list it.
    route('/academics/calendar', academics, { en: 'Academic Calendar', zh: '校历' }, hidden),
    // Older addresses of the senior project blog, and commenting, which is on its posts only: a campus
    // without senior projects offers none of them.
    route('/academics/project_blog', academics, { en: 'Project Blog', zh: '项目博客' }, { ...hidden, ...solid, disabledOn: [...noCurriculum] }),
    route('/academics/blog_detail', academics, { en: 'Blog Post', zh: '博客文章' }, { ...hidden, ...solid, disabledOn: [...noCurriculum] }),
    route('/academics/comments', academics, { en: 'Comments', zh: '评论' }, { ...hidden, disabledOn: [...noCurriculum] }),
    route('/academics/wechat_login', academics, { en: 'WeChat Sign-in', zh: '微信登录' }, { ...hidden, disabledOn: [...noCurriculum] }),
  ]),
  route('/admissions', admissions, { en: 'Admissions', zh: '招生入学' }, {}, [
    route('/admissions/apply', admissions, { en: 'How to Apply', zh: '申请流程' }),
    route('/admissions/tuition', admissions, { en: 'Tuition and Fees', zh: '学费与费用' }),
    route('/admissions/recruit', admissions, { en: 'Information Sessions', zh: '招生说明会' }),
    route('/admissions/scholarship', admissions, { en: 'Scholarship', zh: '奖学金' }),
    route('/admissions/questions', admissions, { en: 'FAQ', zh: '常见问题' }),
  ]),
  route('/contact_us', admissions, { en: 'Contact Us', zh: '联系我们' }),

  // Standalone pages: not in the navigation tree.
  route('/news_list', news, { en: 'News', zh: '新闻动态' }, { ...cached, ...hidden, ...solid }),
  route('/news_detail', news, { en: 'News Detail', zh: '新闻详情' }, { ...hidden, ...solid, ...item, back: '/news_list' }),
  route('/art_festival', news, { en: 'Art Festival', zh: '艺术节' }, { ...hidden, ...solid }),
  // The site's search (?q=): the news section keeps the site's standalone listings.
  route('/search', news, { en: 'Search', zh: '搜索' }, { ...hidden, ...solid }),
  route('/academics/senior_project/blog', academics, { en: 'Senior Project Blog', zh: '毕业项目博客' },
    { ...hidden, ...solid, ...item, back: '/academics/senior_project' }),
  route('/academics/senior_project/blog_detail', academics, { en: 'Blog Post', zh: '博客文章' },
    { ...hidden, ...solid, ...item, back: '/academics/senior_project/blog' }),
  route('/academics/counseling/detail', academics, { en: 'College Guidance Detail', zh: '升学指导详情' },
    { ...hidden, ...item, back: '/academics/counseling' }),
  route('/catalog', studentLife, { en: 'Library Catalog', zh: '馆藏目录' }, { ...hidden, ...solid, back: '/stuLife/library' }),
  route('/subscribed-databases', studentLife, { en: 'Subscribed Databases', zh: '订阅数据库' },
    { ...hidden, ...solid, back: '/stuLife/library' }),
  route('/digital-resources', studentLife, { en: 'Digital Resources', zh: '数字资源' },
    { ...hidden, ...solid, back: '/stuLife/library' }),
  // A course belongs to the Courses pages: not offered where they are not (its back is no page to inherit from).
  route('/course_detail', studentLife, { en: 'Course Detail', zh: '课程详情' }, { ...hidden, ...solid, ...item, back: 'history', disabledOn: ['BBCD'] }),
  route('/about/management/detail', about, { en: 'Leadership Profile', zh: '管理团队简介' },
    { ...hidden, ...item, back: '/about/management' }),
  route('/about/achievements/AAD/detail', about, { en: 'Award Detail', zh: '奖项详情' },
    { ...hidden, ...item, back: '/about/achievements/AAD' }),
];
