import { Fragment, type ReactNode } from 'react';
import { bus, hrefKind, isDisabledOn, type Block, type ImageRef, type Inline, type Lang, type Query } from '@schools/shared-api';
import { useCampus, useLang } from '../hooks/useSite';
import { useRoutes } from '../hooks/useRoutes';
import { ImagePreloader } from './ImagePreloader';
import { Link } from './Link';

const NEW_TAB: Record<Lang, string> = { en: ' (opens in a new tab)', zh: '（在新标签页打开）' };
const GALLERY_LABEL: Record<Lang, string> = { en: 'Pictures', zh: '图片' };

/** '/admissions/apply?isApply=true' -> the route path and its query, for the kit's Link. */
function splitPath(href: string): { to: string; query: Query } {
  const [path = '/', search = ''] = href.split('#')[0]!.split('?');
  return { to: path, query: Object.fromEntries(new URLSearchParams(search)) };
}

/**
 * A link from content: in-site paths through the router (which carries the language), https in a new
 * tab and saying so, mailto/tel as they are. Any other href is not followed: its text stays as text,
 * whatever reached the page (the server refuses such links; this is the second line). A page of the
 * site that this campus does not offer is not linked either: copy shared by campuses must not advertise it.
 */
export function ContentLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const lang = useLang();
  const routes = useRoutes();
  const campus = useCampus();
  switch (hrefKind(href)) {
    case 'site': {
      const { to, query } = splitPath(href);
      // A call to action that leads nowhere is no button at all; in a sentence, the words stay.
      if (isDisabledOn(routes, to, campus.sname)) return className ? null : <>{children}</>;
      return <Link to={to} query={query} className={className}>{children}</Link>;
    }
    case 'external':
      return (
        <a href={href} className={className} target="_blank" rel="noopener noreferrer">
          {children}
          <span className="ui-visually-hidden">{NEW_TAB[lang]}</span>
        </a>
      );
    case 'contact':
      return <a href={href} className={className}>{children}</a>;
    default:
      return <>{children}</>;
  }
}

function Runs({ runs }: { runs: Inline[] }) {
  return (
    <>
      {runs.map((run, i) => {
        if (run.type === 'link') return <ContentLink key={i} href={run.href}>{run.text}</ContentLink>;
        let node: ReactNode = run.text;
        if (run.em) node = <em>{node}</em>;
        if (run.strong) node = <strong>{node}</strong>;
        return <Fragment key={i}>{node}</Fragment>;
      })}
    </>
  );
}

type TableBlock = Extract<Block, { type: 'table' }>;

/** Rough width of a text in Latin letters: a CJK character (or full-width sign) is about two. */
const textWidth = (text: string) => text.length + (text.match(/[\u2e80-\u9fff\uff00-\uffef]/g)?.length ?? 0);

/**
 * Whether a phone keeps the table as a table: at most three columns whose longest cells together
 * are about two lines of a 390 px screen, so no cell wraps to more than three lines or so.
 */
function fitsPhone({ head, rows }: TableBlock): boolean {
  const widest = head.map((h, c) => Math.max(textWidth(h), ...rows.map((row) => textWidth(row[c] ?? ''))));
  return head.length <= 3 && widest.reduce((a, b) => a + b, 0) <= 90;
}

function Table({ block }: { block: TableBlock }) {
  return (
    // The frame scrolls a wide table on its own; on phones a table that does not fit stacks its rows
    // as label/value lines instead.
    <div className={`ui-rich__table-frame${fitsPhone(block) ? '' : ' ui-rich__table-frame--stack'}`}>
      <table className="ui-rich__table">
        {block.caption ? <caption>{block.caption}</caption> : null}
        <thead>
          <tr>{block.head.map((h, i) => <th key={i} scope="col">{h}</th>)}</tr>
        </thead>
        <tbody>
          {block.rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) => <td key={c} data-label={block.head[c] ?? ''}>{cell}</td>)}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Gallery({ images }: { images: ImageRef[] }) {
  const lang = useLang();
  return (
    <ul className="ui-rich__gallery" aria-label={GALLERY_LABEL[lang]}>
      {images.map((image, i) => (
        <li key={i}>
          <button
            type="button"
            className="ui-rich__thumb"
            aria-haspopup="dialog"
            onClick={() => bus.messages.next({ type: 'open-picture', src: image.src, alt: image.alt })}
          >
            <ImagePreloader src={image.src} alt={image.alt} ratio={3 / 2} />
            {image.caption ? <span className="ui-rich__thumb-caption">{image.caption}</span> : null}
          </button>
        </li>
      ))}
    </ul>
  );
}

function BlockView({ block }: { block: Block }) {
  switch (block.type) {
    case 'heading':
      return block.level === 2 ? <h2 className="ui-rich__h2">{block.text}</h2> : <h3 className="ui-rich__h3">{block.text}</h3>;
    case 'paragraph':
      return <p><Runs runs={block.content} /></p>;
    case 'list': {
      const items = block.items.map((runs, i) => <li key={i}><Runs runs={runs} /></li>);
      return block.ordered ? <ol className="ui-rich__list">{items}</ol> : <ul className="ui-rich__list">{items}</ul>;
    }
    case 'table':
      return <Table block={block} />;
    case 'image':
      return (
        <figure className="ui-rich__figure">
          <ImagePreloader src={block.src} alt={block.alt} width={block.width} height={block.height} />
          {block.caption ? <figcaption>{block.caption}</figcaption> : null}
        </figure>
      );
    case 'gallery':
      return <Gallery images={block.images} />;
    case 'quote':
      return (
        <figure className="ui-rich__quote">
          <blockquote><p>{block.text}</p></blockquote>
          {block.cite ? <figcaption><cite>{block.cite}</cite></figcaption> : null}
        </figure>
      );
    case 'facts':
      return (
        <dl className="ui-rich__facts">
          {block.items.map((item, i) => (
            <div key={i} className="ui-rich__fact">
              <dt>{item.label}</dt>
              <dd>{item.value}</dd>
            </div>
          ))}
        </dl>
      );
    case 'cta':
      return (
        <div className="ui-rich__cta">
          {block.links.map((link, i) => (
            <ContentLink key={i} href={link.href} className={`ui-rich__button ui-rich__button--${link.primary ? 'primary' : 'secondary'}`}>
              {link.label}
            </ContentLink>
          ))}
        </div>
      );
    default:
      // A block type this kit does not know yet (a newer server): leave it out rather than fail the page.
      return null;
  }
}

/** Page copy as typed blocks (ContentItem.blocks), rendered as React elements: no HTML string ever. */
export function RichContent({ blocks, className }: { blocks: Block[]; className?: string }) {
  return (
    <div className={`ui-rich${className ? ` ${className}` : ''}`}>
      {blocks.map((block, i) => <BlockView key={i} block={block} />)}
    </div>
  );
}
