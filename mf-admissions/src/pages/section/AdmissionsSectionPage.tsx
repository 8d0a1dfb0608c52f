import { SectionPage, useCopyCards, type CopyCardSource } from '@schools/ui';
import { MENU } from '../../menus';

const SOURCES: CopyCardSource[] = ['apply', 'tuition', 'recruit', 'scholarship', 'questions'].map((key) => ({
  path: `/admissions/${key}`, menuId: MENU.admissions, key: `admissions.${key}`,
}));

/** /admissions: its pages as cards, pictured and summed up by their own copy. */
export function AdmissionsSectionPage() {
  return <SectionPage childCards={useCopyCards(SOURCES)} />;
}
