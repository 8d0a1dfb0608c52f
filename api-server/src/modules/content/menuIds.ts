// The menu ids the content API and the studio name in code: the pages' text groups and lists that
// content-by-menu and content-list serve (the whole menu is the seed's, seed/menu.ts).
/** The menu ids of the text groups and lists served by content-by-menu and content-list. */
export const MENU_IDS = {
  home: '01',
  about: '02',
  ourSchool: '0203',
  management: '0204',
  joinUs: '0205',
  aad: '020603',
  stuLife: '03',
  library: '0301',
  studService: '0302',
  stay: '0303',
  wonderfulLife: '0304',
  course: '0305',
  academics: '04',
  /** the teachers' profiles on Our Teachers */
  teachers: '0403',
  calendar: '0404',
  admissions: '05',
  contactUs: '06',
  news: '07',
  /** the art festival's page copy (a standalone route, not in the navigation) */
  artFestival: '0701',
  /** site-wide labels (learnMore, moreNews...) */
  basic: '00',
} as const;
