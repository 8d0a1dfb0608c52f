import { SectionPage } from '@schools/ui';
import { useChildCards } from './useChildCards';

/** /about: the section's pages as cards, pictured and summed up. */
export function AboutHomePage() {
  return <SectionPage childCards={useChildCards()} />;
}
