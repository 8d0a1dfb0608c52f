import { useEffect, useState } from 'react';
import { switchLanguage, type Lang } from '@schools/shared-api';
import { Link, useLang, useRoute } from '@schools/ui';
import { isNavigable, type NavNode } from '../navigation/navTree';

/** The language reload waits for the menu to close (SPEC 9). */
export const MOBILE_LANGUAGE_DELAY_MS = 500;

const TEXT = {
  en: { open: 'Open menu', close: 'Close menu', apply: 'Apply Now', contact: 'Contact Us', other: '中文' },
  zh: { open: '打开菜单', close: '关闭菜单', apply: '立即申请', contact: '联系我们', other: 'English' },
};

function TreeEntry({ node, depth }: { node: NavNode; depth: number }) {
  const [open, setOpen] = useState(false);
  const className = `shell-mobile__link depth-${depth}`;
  if (node.external) {
    return <a href={node.path} className={className} target="_blank" rel="noopener noreferrer">{node.name}</a>;
  }
  if (isNavigable(node)) return <Link to={node.path} className={className}>{node.name}</Link>;
  if (node.children.length === 0) return <span className={className}>{node.name}</span>;
  return (
    <>
      <button type="button" className={className} aria-expanded={open} onClick={() => setOpen(!open)}>
        {node.name} <span aria-hidden="true">{open ? '−' : '+'}</span>
      </button>
      {open && (
        <ul className="shell-mobile__children">
          {depth === 0 && !node.path.includes('no-link') && (
            <li><Link to={node.path} className={`shell-mobile__link depth-${depth + 1}`}>{node.name}</Link></li>
          )}
          {node.children.map((child) => (
            <li key={child.path}><TreeEntry node={child} depth={depth + 1} /></li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The narrow-screen menu: the route tree, a two-item footer menu and a language switch. */
export function MobileMenu({ tree }: { tree: NavNode[] }) {
  const lang = useLang();
  const route = useRoute();
  const [open, setOpen] = useState(false);
  const text = TEXT[lang];

  useEffect(() => setOpen(false), [route?.path]);
  useEffect(() => {
    // The page underneath does not scroll while the menu is open.
    document.body.style.overflow = open ? 'hidden' : '';
    return () => {
      document.body.style.overflow = '';
    };
  }, [open]);

  const other: Lang = lang === 'zh' ? 'en' : 'zh';
  return (
    <div className="shell-mobile">
      <button type="button" className="shell-mobile__toggle" aria-expanded={open} aria-label={open ? text.close : text.open} onClick={() => setOpen(!open)}>
        <span aria-hidden="true">{open ? '✕' : '☰'}</span>
      </button>
      {open && (
        <div className="shell-mobile__panel">
          <ul className="shell-mobile__tree">
            {tree.map((node) => (
              <li key={node.path}><TreeEntry node={node} depth={0} /></li>
            ))}
          </ul>
          <div className="shell-mobile__footer">
            <Link to="/admissions/recruit" className="shell-mobile__footer-link">{text.apply}</Link>
            <Link to="/contact_us" className="shell-mobile__footer-link">{text.contact}</Link>
          </div>
          <button
            type="button"
            className="shell-mobile__lang"
            onClick={() => {
              setOpen(false);
              switchLanguage(other, { title: route?.title[other], delayMs: MOBILE_LANGUAGE_DELAY_MS });
            }}
          >
            {text.other}
          </button>
        </div>
      )}
    </div>
  );
}
