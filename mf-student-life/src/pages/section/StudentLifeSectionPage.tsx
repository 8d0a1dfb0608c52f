import { SectionPage, useCopyPictures } from '@schools/ui';
import { PICTURE_SOURCES } from './sources';

/** /stuLife and its groups (student services, campus life): their pages as pictured cards. */
export function StudentLifeSectionPage() {
  return <SectionPage childPictures={useCopyPictures(PICTURE_SOURCES)} />;
}
