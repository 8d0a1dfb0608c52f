import type { Block } from '@schools/shared-api';
import { RichContent } from '@schools/ui';

/** The call to apply: the school's invitation and its links (apply, visit, fees). */
export function ApplyCall({ blocks }: { blocks: Block[] }) {
  return (
    <div className="home-apply">
      <RichContent blocks={blocks} className="home-apply__panel" />
    </div>
  );
}
