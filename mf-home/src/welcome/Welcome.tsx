import type { Block } from '@schools/shared-api';
import { ImagePreloader, Link, RichContent, useBasicLabels } from '@schools/ui';

/** The welcome: what the school is, beside its picture, over its key facts, and the way on to its full story. */
export function Welcome({ blocks }: { blocks: Block[] }) {
  const labels = useBasicLabels();
  const facts = blocks.filter((b) => b.type === 'facts');
  const picture = blocks.find((b) => b.type === 'image');
  const words = blocks.filter((b) => b.type !== 'facts' && b.type !== 'image');
  return (
    <div className={`home-welcome home-band${picture ? ' home-welcome--pictured' : ''}`}>
      <div className="home-welcome__text">
        <RichContent blocks={words} />
        <Link to="/about/our_school" className="home-more">{labels.learnMore}</Link>
      </div>
      {picture?.type === 'image' && (
        <ImagePreloader
          src={picture.src} alt={picture.alt} width={picture.width} height={picture.height}
          className="home-welcome__picture" sizes="(min-width: 900px) 50vw, 100vw"
        />
      )}
      {facts.length > 0 && <RichContent blocks={facts} className="home-welcome__facts" />}
    </div>
  );
}
