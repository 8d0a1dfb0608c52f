import type { ReactNode } from 'react';
import type { Block, HubEntry } from '@schools/shared-api';
import { ContentLink, RichContent } from './RichContent';

/**
 * A section's landing page above its cards: the school's own words with their calls to action and
 * key facts, then panels a parent can act from.
 */
export function Hub({ intro, children }: { intro: readonly Block[]; children?: ReactNode }) {
  return (
    <div className="ui-hub">
      {intro.length > 0 && <RichContent blocks={[...intro]} className="ui-hub__intro" />}
      <div className="ui-hub__grid">{children}</div>
    </div>
  );
}

export interface HubPanelProps {
  /** the heading's id, which names the panel's region */
  id: string;
  title: string;
  /** spans the whole row */
  wide?: boolean;
  /** a closing link to the page that says more (none where the campus does not offer that page) */
  more?: { to: string; label: string };
  children: ReactNode;
}

/** One panel of a hub, named by its heading. */
export function HubPanel({ id, title, wide = false, more, children }: HubPanelProps) {
  return (
    <section className={`ui-hub__panel${wide ? ' ui-hub__panel--wide' : ''}`} aria-labelledby={id}>
      <h2 id={id} className="ui-hub__title">{title}</h2>
      {children}
      {more && <ContentLink href={more.to} className="ui-hub__more">{more.label}</ContentLink>}
    </section>
  );
}

/**
 * A hub list: `dates` (a date over its words), `figures` (a large figure over what it counts), `steps` (numbered, a timeline across a wide screen and
 * down a phone), `times` (a day's timeline, the time beside its words), `people` (name, role, links).
 */
export function HubList({ entries, variant }: { entries: readonly HubEntry[]; variant: 'dates' | 'figures' | 'steps' | 'times' | 'people' }) {
  const items = entries.map((e, i) => (
    <li key={i}>
      <strong>{e.head}</strong>
      <span>{e.text}</span>
      {e.links.map((l) => <ContentLink key={l.href} href={l.href}>{l.text}</ContentLink>)}
    </li>
  ));
  const className = `ui-hub__${variant}`;
  return variant === 'steps' ? <ol className={className}>{items}</ol> : <ul className={className}>{items}</ul>;
}
