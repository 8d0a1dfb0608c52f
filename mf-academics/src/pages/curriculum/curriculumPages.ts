import type { CopyCardSource } from '@schools/ui';
import { MENU } from '../../menus';

/** The seven curriculum pages (SPEC 2), each the copy item curriculum.<name> of menu 0401. */
export const CURRICULUM_PAGES = [
  'Early-Learning', 'gradeK1-4', 'grade5', 'grade6-8', 'grade9-12', 'Connections-Curriculum', 'Capstone-Senior-Project',
].map((name) => ({ path: `/academics/curriculum/${name}`, menuId: MENU.curriculum, key: `curriculum.${name}` }) satisfies CopyCardSource);
