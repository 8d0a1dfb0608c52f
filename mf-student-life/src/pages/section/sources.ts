import type { CopyCardSource } from '@schools/ui';
import { MENU } from '../../menus';

/**
 * Where each page of the section finds its card's picture and summary: its own copy. A group has no copy
 * of its own: it borrows its first page's picture, but not that page's words.
 */
export const CARD_SOURCES: CopyCardSource[] = [
  { path: '/stuLife/library', menuId: MENU.library, key: 'library.content_1' },
  { path: '/stuLife/studService', menuId: MENU.studService, key: 'studService.Dining', summaryKey: false },
  { path: '/stuLife/studService/Dining', menuId: MENU.studService, key: 'studService.Dining' },
  { path: '/stuLife/studService/schoolBus', menuId: MENU.studService, key: 'studService.schoolBus' },
  { path: '/stuLife/studService/schoolUniform', menuId: MENU.studService, key: 'studService.schoolUniform' },
  { path: '/stuLife/studService/Counseling', menuId: MENU.studService, key: 'studService.Counseling' },
  { path: '/stuLife/stay', menuId: MENU.stay, key: 'stay.article_desc' },
  { path: '/stuLife/wonderfulLife', menuId: MENU.wonderfulLife, key: 'campus.FEATURED EVENTS', summaryKey: false },
  { path: '/stuLife/wonderfulLife/club', menuId: MENU.wonderfulLife, key: 'campus.CLUBS' },
  { path: '/stuLife/wonderfulLife/Campus', menuId: MENU.wonderfulLife, key: 'campus.FEATURED EVENTS' },
  { path: '/stuLife/wonderfulLife/publicBenefit', menuId: MENU.wonderfulLife, key: 'campus.COMMUNITY SERVICE' },
  { path: '/stuLife/wonderfulLife/additional', menuId: MENU.wonderfulLife, key: 'campus.FIELD TRIPS' },
  { path: '/stuLife/course', menuId: `${MENU.course}02`, key: 'course.intro', summaryKey: false },
];
