import { useId, useState } from 'react';
import type { FaqItem } from '@schools/shared-api';

/**
 * The questions as an accordion (WAI-ARIA APG): each question is a heading holding a button that
 * shows or hides its answer; several may be open. Answers are text, paragraphs on blank lines.
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const base = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <div className="adm-faq">
      {items.map((item) => {
        const expanded = open.has(item.id);
        const panel = `${base}-answer-${item.id}`;
        const button = `${base}-question-${item.id}`;
        return (
          <div key={item.id} className={`adm-faq__item${expanded ? ' is-open' : ''}`}>
            <h2 className="adm-faq__question">
              <button type="button" id={button} aria-expanded={expanded} aria-controls={panel} onClick={() => toggle(item.id)}>
                <span>{item.question}</span>
                <span className="adm-faq__icon" aria-hidden="true" />
              </button>
            </h2>
            <div id={panel} role="region" aria-labelledby={button} className="adm-faq__answer" hidden={!expanded}>
              {item.answer.split(/\n{2,}/).map((paragraph, i) => <p key={i}>{paragraph}</p>)}
            </div>
          </div>
        );
      })}
    </div>
  );
}
