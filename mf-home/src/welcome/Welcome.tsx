import type { Block } from '@schools/shared-api';
import { Link, RichContent, useBasicLabels } from '@schools/ui';

/** The welcome: what the school is, beside its key facts, and the way on to its full story. */
export function Welcome({ blocks }: { blocks: Block[] }) {
  const labels = useBasicLabels();
  const facts = blocks.filter((b) => b.type === 'facts');
  return (
    <div className="home-welcome home-band">
      <div className="home-welcome__text">
        <RichContent blocks={blocks.filter((b) => b.type !== 'facts')} />
        <Link to="/about/our_school" className="home-more">{labels.learnMore}</Link>
      </div>
      {facts.length > 0 && <RichContent blocks={facts} className="home-welcome__facts" />}
    </div>
  );
}
