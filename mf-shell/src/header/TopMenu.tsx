import { useEffect, useId, useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { menuPlace } from '@schools/shared-api';
import { Link, useChanged, useLang, useRoute, useRoutes } from '@schools/ui';
import { navKey, type NavNode } from '../navigation/navTree';
import { NavEntry } from './NavEntry';

/** Submenus hide this long after the pointer leaves (SPEC 9 states 400 and 500 ms; the site uses 500). */
export const SUBMENU_HIDE_DELAY_MS = 500;

const TEXT = {
  en: { nav: 'Main navigation', submenu: (name: string) => `${name} submenu` },
  zh: { nav: '主导航', submenu: (name: string) => `${name}子菜单` },
};

/** Keeps a submenu panel this far from the window's edges. */
const EDGE_MARGIN_PX = 16;

/**
 * The open submenu. A hovered one hides when the pointer leaves; a pinned one (opened by click or
 * keyboard, or entered with the keyboard) stays until it is closed, focus leaves it or Escape.
 */
interface OpenState {
  path: string;
  pinned: boolean;
}

/** Rows of a submenu (entries and group labels), to choose its number of columns. */
function columnsOf(node: NavNode): number {
  const rows = node.children.reduce((sum, child) => sum + 1 + child.children.length, 0);
  if (rows > 16) return 3;
  return rows > 8 ? 2 : 1;
}

function isActive(path: string | undefined, top: NavNode): boolean {
  return path === top.path || (path?.startsWith(top.path + '/') ?? false);
}

const topEntries = (list: HTMLElement) => Array.from(list.querySelectorAll<HTMLElement>(':scope > li > .shell-menu__top'));
const submenuLinks = (item: HTMLElement) => Array.from(item.querySelectorAll<HTMLElement>('.shell-menu__sub a[href]'));

function TopLink({ node, current }: { node: NavNode; current: boolean }) {
  if (node.external) return <NavEntry node={node} className="shell-menu__top" />;
  return (
    <Link to={node.path} className="shell-menu__top" aria-current={current ? 'page' : undefined}>
      {node.name}
    </Link>
  );
}

/**
 * The header's top menu, a disclosure navigation (WAI-ARIA APG): each section is a link to its page
 * followed by a small button that shows its submenu. Submenus also open on hover. The first item
 * (home) has none.
 */
export function TopMenu({ tree }: { tree: NavNode[] }) {
  const lang = useLang();
  const route = useRoute();
  // A detail page highlights the section of its list (a story: News).
  const routes = useRoutes();
  const place = route ? menuPlace(routes, route.path) : undefined;
  const baseId = useId();
  const [open, setOpen] = useState<OpenState | null>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const listRef = useRef<HTMLUListElement>(null);
  /** The top entry a keyboard user opened the submenu from, where Escape returns. */
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => () => clearTimeout(hideTimer.current), []);
  // A new page closes the submenu.
  if (useChanged(route?.path)) setOpen(null);

  const itemOf = (path: string) =>
    Array.from(listRef.current?.children ?? []).find((li): li is HTMLLIElement => (li as HTMLElement).dataset.path === path);

  const close = (path: string) => setOpen((o) => (o?.path === path ? null : o));

  // Escape dismisses a submenu even when it was opened by hover (content on hover is dismissible,
  // WCAG 1.4.13); a click elsewhere closes a pinned one (Safari does not focus a clicked button, so
  // blur alone cannot tell).
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setOpen(null);
    };
    const onPointer = (event: PointerEvent) => {
      if (open.pinned && !itemOf(open.path)?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  // A wide submenu near the right edge slides left rather than leave the window.
  const openPath = open?.path;
  useLayoutEffect(() => {
    const panel = openPath && itemOf(openPath)?.querySelector<HTMLElement>('.shell-menu__sub');
    if (!panel) return;
    panel.style.removeProperty('translate');
    const rect = panel.getBoundingClientRect();
    const width = document.documentElement.clientWidth;
    let shift = Math.min(0, width - EDGE_MARGIN_PX - rect.right);
    if (rect.left + shift < EDGE_MARGIN_PX) shift = EDGE_MARGIN_PX - rect.left;
    if (shift !== 0) panel.style.setProperty('translate', `${Math.round(shift)}px 0`);
  }, [openPath]);

  const show = (path: string) => {
    clearTimeout(hideTimer.current);
    setOpen((o) => (o?.path === path ? o : { path, pinned: false }));
  };
  const hideLater = (path: string) => {
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => setOpen((o) => (o?.path === path && !o.pinned ? null : o)), SUBMENU_HIDE_DELAY_MS);
  };
  const openAndFocus = (item: HTMLLIElement, from: HTMLElement, which: 'first' | 'last') => {
    clearTimeout(hideTimer.current);
    opener.current = from;
    // The panel must be in the page before it can take focus.
    flushSync(() => setOpen({ path: item.dataset.path!, pinned: true }));
    const links = submenuLinks(item);
    (which === 'first' ? links[0] : links[links.length - 1])?.focus();
  };
  const moveTop = (item: HTMLLIElement, to: 'next' | 'previous' | 'first' | 'last') => {
    const entries = topEntries(listRef.current!);
    const index = entries.findIndex((entry) => item.contains(entry));
    const target = { next: index + 1, previous: index - 1, first: 0, last: entries.length - 1 }[to];
    entries[(target + entries.length) % entries.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const target = event.target as HTMLElement;
    const item = target.closest<HTMLLIElement>('.shell-menu__item');
    if (!item) return;
    const path = item.dataset.path!;
    const hasSub = item.classList.contains('has-sub');
    const isOpen = open?.path === path;

    if (target.closest('.shell-menu__sub')) {
      const links = submenuLinks(item);
      const index = links.indexOf(target);
      const focusAt = (i: number) => links[(i + links.length) % links.length]?.focus();
      switch (event.key) {
        case 'ArrowDown': focusAt(index + 1); break;
        case 'ArrowUp': focusAt(index - 1); break;
        case 'Home': focusAt(0); break;
        case 'End': focusAt(links.length - 1); break;
        case 'ArrowRight': moveTop(item, 'next'); break;
        case 'ArrowLeft': moveTop(item, 'previous'); break;
        case 'Escape': {
          const back = opener.current && item.contains(opener.current) ? opener.current : item.querySelector<HTMLElement>('.shell-menu__toggle');
          close(path);
          back?.focus();
          break;
        }
        default: return;
      }
      event.preventDefault();
      return;
    }

    const onToggle = target.classList.contains('shell-menu__toggle');
    switch (event.key) {
      case 'ArrowRight': moveTop(item, 'next'); break;
      case 'ArrowLeft': moveTop(item, 'previous'); break;
      case 'Home': moveTop(item, 'first'); break;
      case 'End': moveTop(item, 'last'); break;
      case 'ArrowDown':
        if (!hasSub) return;
        openAndFocus(item, target, 'first');
        break;
      case 'ArrowUp':
        if (!hasSub) return;
        openAndFocus(item, target, 'last');
        break;
      // Enter on the section's link navigates to the section page; on its button it opens the submenu.
      case 'Enter':
      case ' ':
        if (!hasSub || (event.key === 'Enter' && !onToggle)) return;
        if (isOpen && onToggle) close(path);
        else openAndFocus(item, target, 'first');
        break;
      case 'Escape':
        if (!isOpen) return;
        close(path);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  // Focus entering a submenu pins it; focus leaving the section (Tab out) closes a pinned one.
  const onFocus = (event: FocusEvent<HTMLLIElement>) => {
    const path = event.currentTarget.dataset.path!;
    if ((event.target as HTMLElement).closest('.shell-menu__sub')) setOpen((o) => (o?.path === path ? { path, pinned: true } : o));
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    const path = event.currentTarget.dataset.path!;
    setOpen((o) => (o?.path === path && o.pinned ? null : o));
  };

  const t = TEXT[lang];
  return (
    <nav className="shell-menu" aria-label={t.nav}>
      <ul className="shell-menu__list" ref={listRef} onKeyDown={onKeyDown}>
        {tree.map((top, index) => {
          const hasSub = index > 0 && top.children.length > 0;
          const isOpen = hasSub && open?.path === top.path;
          const panelId = `${baseId}-sub-${index}`;
          const classes = ['shell-menu__item', hasSub && 'has-sub', isOpen && 'is-open', isActive(place, top) && 'is-active'];
          return (
            <li
              key={top.path}
              className={classes.filter(Boolean).join(' ')}
              data-path={top.path}
              onMouseEnter={hasSub ? () => show(top.path) : undefined}
              onMouseLeave={hasSub ? () => hideLater(top.path) : undefined}
              onFocus={hasSub ? onFocus : undefined}
              onBlur={hasSub ? onBlur : undefined}
            >
              <TopLink node={top} current={route?.path === top.path} />
              {hasSub && (
                <>
                  <button
                    type="button"
                    className="shell-menu__toggle"
                    aria-expanded={isOpen}
                    aria-controls={panelId}
                    aria-label={t.submenu(top.name)}
                    onClick={() => {
                      clearTimeout(hideTimer.current);
                      // A hover-opened submenu is pinned by the click rather than closed under the pointer.
                      setOpen((o) => (o?.path === top.path && o.pinned ? null : { path: top.path, pinned: true }));
                    }}
                  >
                    <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
                      <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
                    </svg>
                  </button>
                  <ul className={`shell-menu__sub cols-${columnsOf(top)}`} id={panelId} hidden={!isOpen}>
                    {top.children.map((child, childIndex) =>
                      child.children.length > 0 ? (
                        <li key={navKey(child)} className="shell-menu__group">
                          <span className="shell-menu__label" id={`${panelId}-${childIndex}`}>{child.name}</span>
                          <ul className="shell-menu__third" aria-labelledby={`${panelId}-${childIndex}`}>
                            {child.children.map((leaf) => (
                              <li key={navKey(leaf)}>
                                <NavEntry node={leaf} className="shell-menu__sublink" />
                              </li>
                            ))}
                          </ul>
                        </li>
                      ) : (
                        <li key={navKey(child)}>
                          <NavEntry node={child} className="shell-menu__sublink" />
                        </li>
                      ),
                    )}
                  </ul>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
