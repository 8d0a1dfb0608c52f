import type { CSSProperties } from 'react';
import { formatDate } from '../format/formatDate';
import { usePhone } from '../hooks/useMediaQuery';
import { useLang } from '../hooks/useSite';
import { ImagePreloader } from './ImagePreloader';
import { Link } from './Link';

/** SPEC 3's card item: urls (the first is the image), title, link, path; plus what list pages show. */
export interface CardItem {
  urls: string[];
  /** each picture's alt text (a library photograph's); none or '' for an illustration, which the title beside it describes */
  alts?: string[];
  title: string;
  /** An external https address. */
  link?: string;
  /** An in-site route, e.g. /about/mission. */
  path?: string;
  /** Query of the in-site route (lang is added by the link). */
  query?: Record<string, string>;
  summary?: string;
  /** An ISO date or time, printed in the page's language. */
  date?: string;
}

/** SPEC 9: default card width. */
export const DEFAULT_CARD_WIDTH = 256;

export interface CardListProps {
  items: readonly CardItem[];
  /** Level of the cards' titles under the page's headings. */
  headingLevel?: 2 | 3 | 4;
  /** Narrowest a card gets (px) before the grid drops a column. */
  cardWidth?: number;
  /**
   * How many of the first cards' pictures load at once, with high priority: those a visitor sees first
   * (a list's leading story is the page's largest picture, its LCP). The others load lazily.
   */
  eagerCount?: number;
  className?: string;
}

const NEW_TAB = { en: '(opens in a new tab)', zh: '（在新标签页打开）' };

function CardTitleLink({ item }: { item: CardItem }) {
  const lang = useLang();
  const isPhone = usePhone();
  if (item.path) {
    return (
      <Link to={item.path} query={item.query} className="ui-card__link">
        {item.title}
      </Link>
    );
  }
  if (item.link) {
    // SPEC 2: cards open in the same tab on mobile; a new tab keeps the school's site open on a desktop.
    const newTab = !isPhone;
    return (
      <a href={item.link} className="ui-card__link" {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {item.title}
        {newTab && <span className="ui-visually-hidden"> {NEW_TAB[lang]}</span>}
      </a>
    );
  }
  return <span className="ui-card__link ui-card__link--none">{item.title}</span>;
}

function Card({ item, headingLevel, eager }: { item: CardItem; headingLevel: 2 | 3 | 4; eager: boolean }) {
  const lang = useLang();
  const Heading = `h${headingLevel}` as const;
  const image = item.urls[0];
  const title = (
    <Heading className="ui-card__title">
      <CardTitleLink item={item} />
    </Heading>
  );
  const hasBody = Boolean(item.summary || item.date);
  return (
    <li className={`ui-card${image ? '' : ' ui-card--no-image'}`}>
      {image ? (
        // A card is a column of the grid: a third of the content's 1200 px at most, the whole width on a phone.
        <ImagePreloader src={image} alt={item.alts?.[0] ?? ''} ratio={3 / 2} eager={eager} className="ui-card__image" sizes="(min-width: 1280px) 400px, (min-width: 600px) 50vw, 100vw" />
      ) : (
        // No picture yet: a navy panel of the same 3:2 shape carries the title, so the grid stays even.
        <div className="ui-card__panel">
          {title}
          <span className="ui-card__arrow" aria-hidden="true">→</span>
        </div>
      )}
      {(image || hasBody) && (
        <div className="ui-card__body">
          {image && title}
          {item.summary && <p className="ui-card__summary">{item.summary}</p>}
          {item.date && (
            <p className="ui-card__date">
              <time dateTime={item.date}>{formatDate(item.date, lang)}</time>
            </p>
          )}
        </div>
      )}
    </li>
  );
}

/** A card's identity: its destination, query included (detail cards share one path and differ by id). */
function cardKey(item: CardItem, index: number): string {
  if (item.path) return item.query ? `${item.path}?${new URLSearchParams(item.query).toString()}` : item.path;
  return item.link ?? `${index}:${item.title}`;
}

/**
 * The site's one card style (DESIGN.md): picture 3:2, title, one line of summary, date. Each card is
 * one link and one tab stop; the grid fits as many cards of at least `cardWidth` as the row holds.
 */
export function CardList({ items, headingLevel = 3, cardWidth = DEFAULT_CARD_WIDTH, eagerCount = 0, className }: CardListProps) {
  const style = { '--card-width': `${cardWidth}px` } as CSSProperties;
  return (
    <ul className={`ui-card-list${className ? ` ${className}` : ''}`} style={style}>
      {items.map((item, index) => (
        <Card key={cardKey(item, index)} item={item} headingLevel={headingLevel} eager={index < eagerCount} />
      ))}
    </ul>
  );
}
