import { SectionPage } from '@schools/ui';
import { useChildPictures } from './useChildPictures';

/** /about: the section's pages as pictured cards. */
export function AboutHomePage() {
  const pictures = useChildPictures();
  return <SectionPage childPictures={pictures} />;
}
