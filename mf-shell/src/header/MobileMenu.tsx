import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { switchLanguage, type Lang } from '@schools/shared-api';
import { Link, useCampus, useChanged, useFocusTrap, useLang, useRoute } from '@schools/ui';
import { PortalLink } from '../social/PortalLink';
import { SocialLinks } from '../social/SocialLinks';
import { navKey, type NavNode } from '../navigation/navTree';
import { SearchForm } from './SearchForm';
import { NavEntry } from './NavEntry';

/** The language reload waits for the menu to close (SPEC 9). */
export const MOBILE_LANGUAGE_DELAY_MS = 500;
/** Where the header swaps the top menu for this one; mobile-menu.css holds the same breakpoint. */
export const MOBILE_MENU_QUERY = '(max-width: 900px)';

const TEXT = {
  en: {
    open: 'Open menu', close: 'Close menu', dialog: 'Site menu', nav: 'Site sections', apply: 'Apply Now', contact: 'Contact Us', other: '中文',
  },
  zh: {
    open: '打开菜单', close: '关闭菜单', dialog: '网站菜单', nav: '网站栏目', apply: '立即申请', contact: '联系我们', other: 'English',
  },
};

function Chevron() {
  return (
    <svg className="shell-mobile__chevron" viewBox="0 0 12 12" width="14" height="14" aria-hidden="true" focusable="false">
      <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** One branch of the route tree: a link, or a button that shows and hides its children. */
function TreeEntry({ node, depth }: { node: NavNode; depth: number }) {
  const [expanded, setExpanded] = useState(false);
  const childrenId = useId();
  const className = `shell-mobile__link depth-${depth}`;
  if (node.children.length === 0) return <NavEntry node={node} className={className} />;
  return (
    <>
      <button type="button" className={className} aria-expanded={expanded} aria-controls={childrenId} onClick={() => setExpanded(!expanded)}>
        <span>{node.name}</span>
        <Chevron />
      </button>
      <ul className="shell-mobile__children" id={childrenId} hidden={!expanded}>
        {/* A section's own page stays reachable: the button only opens its list. */}
        {depth === 0 && !node.external && !node.path.includes('no-link') && (
          <li>
            <NavEntry node={{ ...node, children: [] }} className={`shell-mobile__link depth-${depth + 1}`} />
          </li>
        )}
        {node.children.map((child) => (
          <li key={navKey(child)}>
            <TreeEntry node={child} depth={depth + 1} />
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The narrow-screen menu: a modal dialog under the header with the route tree, a two-item footer
 * menu and a language switch. Focus is trapped in it (with its toggle, which stays visible above);
 * Escape or the toggle close it and give focus back to the toggle; the page does not scroll meanwhile.
 */
export function MobileMenu({ tree }: { tree: NavNode[] }) {
  const lang = useLang();
  const campus = useCampus();
  const route = useRoute();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const text = TEXT[lang];

  // A new page closes the menu.
  if (useChanged(route?.path)) setOpen(false);

  // The page underneath does not scroll while the menu is open; whatever was set before comes back.
  useEffect(() => {
    if (!open) return undefined;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open]);

  // The panel starts where the header ends, whatever height the campus name gives it.
  useLayoutEffect(() => {
    const header = toggleRef.current?.closest('header');
    if (open && header) panelRef.current?.style.setProperty('--shell-mobile-top', `${Math.round(header.getBoundingClientRect().bottom)}px`);
  }, [open]);

  // The trap holds the toggle (it stays visible above the panel) and the panel, in that order.
  useFocusTrap(rootRef, open, {
    // The first page of the menu, not the search field above it, which would open a phone's keyboard.
    initialFocus: () => panelRef.current?.querySelector<HTMLElement>('nav a[href], nav button') ?? panelRef.current,
    onDismiss: () => setOpen(false),
    returnFocus: () => toggleRef.current,
  });

  // Widening the window past the breakpoint hides this menu: it must not keep the page locked.
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia(MOBILE_MENU_QUERY);
    const onChange = () => {
      if (!query.matches) setOpen(false);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [open]);

  const other: Lang = lang === 'zh' ? 'en' : 'zh';
  return (
    <div className="shell-mobile" ref={rootRef}>
      <button
        ref={toggleRef}
        type="button"
        className="shell-mobile__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? text.close : text.open}
        onClick={() => setOpen(!open)}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          {open ? (
            <path d="M6 6l12 12M18 6 6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          ) : (
            <path d="M4 7h16M4 12h16M4 17h16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          )}
        </svg>
      </button>
      {open && (
        <div ref={panelRef} id={panelId} className="shell-mobile__panel" role="dialog" aria-modal="true" aria-label={text.dialog} tabIndex={-1}>
          <SearchForm className="shell-mobile__search" onSearch={() => setOpen(false)} />
          <nav className="shell-mobile__scroll" aria-label={text.nav}>
            <ul className="shell-mobile__tree">
              {tree.map((node) => (
                <li key={navKey(node)}>
                  <TreeEntry node={node} depth={0} />
                </li>
              ))}
            </ul>
            <div className="shell-mobile__extras">
              <PortalLink campus={campus} lang={lang} className="shell-mobile__portal" />
              <SocialLinks campus={campus} lang={lang} placement="above" />
            </div>
          </nav>
          <div className="shell-mobile__footer">
            <Link to="/admissions/recruit" className="shell-mobile__footer-link">{text.apply}</Link>
            <Link to="/contact_us" className="shell-mobile__footer-link">{text.contact}</Link>
            <button
              type="button"
              className="shell-mobile__lang"
              lang={other === 'zh' ? 'zh-CN' : 'en'}
              onClick={() => {
                setOpen(false);
                switchLanguage(other, { title: route?.title[other], delayMs: MOBILE_LANGUAGE_DELAY_MS });
              }}
            >
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.6" />
                <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" fill="none" stroke="currentColor" strokeWidth="1.6" />
              </svg>
              {text.other}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
