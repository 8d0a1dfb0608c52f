import { MENU } from '../../menus';

/** The course areas by route path, each an API menu under Courses (0305): its copy and its courses. */
export const COURSE_AREAS = [
  { path: '/stuLife/course/ICT', menuId: `${MENU.course}01` },
  { path: '/stuLife/course/stem', menuId: `${MENU.course}02` },
  { path: '/stuLife/course/ArtDrama', menuId: `${MENU.course}03` },
  { path: '/stuLife/course/Ap', menuId: `${MENU.course}04` },
  { path: '/stuLife/course/humanities', menuId: `${MENU.course}05` },
  { path: '/stuLife/course/sports', menuId: `${MENU.course}06` },
  { path: '/stuLife/course/Chinese', menuId: `${MENU.course}07` },
] as const;

export const COURSE_INTRO_KEY = 'course.intro';
export const COURSE_DETAIL_PATH = '/course_detail';
