// The API menus of this section (api-server/src/seed/menu.ts): their content-by-menu holds the pages'
// copy, their content-list the lists.
export const MENU = {
  library: '0301',
  studService: '0302',
  stay: '0303',
  wonderfulLife: '0304',
  course: '0305',
} as const;
