import type { ReactNode } from 'react';
import { splitCopy, type Block } from '@schools/shared-api';
import type { CopyCards } from '../hooks/useCopyCards';
import { FailureNotice } from './FailureNotice';
import { RichContent } from './RichContent';
import { SectionPage } from './SectionPage';

export interface ContentPageProps {
  /** The page's copy; a leading picture becomes the banner and the first paragraph its introduction. */
  blocks: readonly Block[];
  /** A banner picture for copy that does not lead with one. */
  banner?: string;
  /** Set when the copy could not be loaded: the page says so and offers to try again. */
  onRetry?: () => void;
  /** What follows the copy (a call to action, a list of cards, a second article). */
  children?: ReactNode;
  /** Pictures and summaries of the child pages' cards, when the page has children. */
  childCards?: CopyCards;
  /**
   * The copy is still loading and the page has more below it (child cards) that would be pushed down
   * when it arrives: nothing shows until then (SectionPage's pending).
   */
  pending?: boolean;
}

/** DESIGN.md's content page: banner picture, breadcrumb, a leading introduction, then the copy's blocks. */
export function ContentPage({ blocks, banner: givenBanner, onRetry, children, childCards, pending }: ContentPageProps) {
  const { banner = givenBanner, intro, body } = splitCopy(blocks);
  return (
    <SectionPage banner={banner} childCards={childCards} pending={pending}>
      <div className="ui-article">
        {onRetry && <FailureNotice onRetry={onRetry} />}
        {intro && <RichContent blocks={[intro]} className="ui-article__intro" />}
        {body.length > 0 && <RichContent blocks={body} />}
        {children}
      </div>
    </SectionPage>
  );
}
