import { SectionPage, useCopyPictures, type CopyPictureSource } from '@schools/ui';
import { MENU } from '../../menus';

const SOURCES: CopyPictureSource[] = ['apply', 'tuition', 'recruit', 'scholarship', 'questions'].map((key) => ({
  path: `/admissions/${key}`, menuId: MENU.admissions, key: `admissions.${key}`,
}));

/** /admissions: its pages as cards, pictured by their own copy. */
export function AdmissionsSectionPage() {
  return <SectionPage childPictures={useCopyPictures(SOURCES)} />;
}
