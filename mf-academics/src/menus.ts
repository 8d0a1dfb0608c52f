// The API menus of this section (api-server/src/seed/menu.ts): their content-by-menu holds the pages'
// copy, their content-list the lists.
export const MENU = {
  /** academics.curriculum, .our_teacher, .counseling: the overview pages' copy */
  academics: '04',
  /** curriculum.<page>: the seven curriculum pages */
  curriculum: '0401',
  /** teacher profiles */
  teachers: '0403',
  /** college guidance articles, each opening /academics/counseling/detail */
  counseling: '0405',
} as const;
