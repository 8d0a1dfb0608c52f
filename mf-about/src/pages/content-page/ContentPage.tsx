import type { ReactNode } from 'react';
import type { Block } from '@schools/shared-api';
import { FailureNotice, RichContent, SectionPage } from '@schools/ui';
import { splitCopy } from '../../copy';

export interface ContentPageProps {
  /** The page's copy; a leading picture becomes the banner and the first paragraph its introduction. */
  blocks: readonly Block[];
  /** A banner picture for copy that does not lead with one. */
  banner?: string;
  /** Set when the copy could not be loaded: the page says so and offers to try again. */
  onRetry?: () => void;
  /** What follows the copy (a call to action, a second article). */
  children?: ReactNode;
}

/** The About section's article page: banner picture, introduction, then the rest of the copy. */
export function ContentPage({ blocks, banner: givenBanner, onRetry, children }: ContentPageProps) {
  const { banner = givenBanner, intro, body } = splitCopy(blocks);
  return (
    <SectionPage banner={banner}>
      <div className="about-article">
        {onRetry && <FailureNotice onRetry={onRetry} />}
        {intro && <RichContent blocks={[intro]} className="about-article__intro" />}
        {body.length > 0 && <RichContent blocks={body} />}
        {children}
      </div>
    </SectionPage>
  );
}
