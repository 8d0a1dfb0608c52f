import { SectionPage, useCopyCards } from '@schools/ui';
import { CARD_SOURCES } from './sources';

/** The section's groups (student services, campus life): their pages as cards, pictured and summed up by their own copy. */
export function StudentLifeSectionPage() {
  return <SectionPage childCards={useCopyCards(CARD_SOURCES)} />;
}
