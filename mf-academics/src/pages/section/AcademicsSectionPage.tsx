import { SectionPage, useCopyCards, type CopyCardSource } from '@schools/ui';
import { MENU } from '../../menus';

const SOURCES: CopyCardSource[] = [
  { path: '/academics/curriculum', menuId: MENU.academics, key: 'academics.curriculum' },
  { path: '/academics/our_teacher', menuId: MENU.academics, key: 'academics.our_teacher' },
  { path: '/academics/counseling', menuId: MENU.academics, key: 'academics.counseling' },
];

/** /academics: its pages as cards, pictured and summed up by their own copy. */
export function AcademicsSectionPage() {
  return <SectionPage childCards={useCopyCards(SOURCES)} />;
}
