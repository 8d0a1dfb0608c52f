import { useEffect, useRef, useState } from 'react';
import { Link, useLang, useRoute } from '@schools/ui';
import { isNavigable, type NavNode } from '../navigation/navTree';

/** Submenus hide this long after the pointer leaves (SPEC 9). */
export const SUBMENU_HIDE_DELAY_MS = 400;

function NavEntry({ node, className }: { node: NavNode; className: string }) {
  const label = node.name;
  if (node.external) {
    return <a className={className} href={node.path} target="_blank" rel="noopener noreferrer">{label}</a>;
  }
  if (!isNavigable(node)) return <span className={className}>{label}</span>;
  return <Link to={node.path} className={className}>{label}</Link>;
}

/** The header's top menu: sections with hover submenus. The first item (home) has none. */
export function TopMenu({ tree }: { tree: NavNode[] }) {
  const lang = useLang();
  const route = useRoute();
  const [openPath, setOpenPath] = useState<string | null>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(hideTimer.current), []);
  useEffect(() => setOpenPath(null), [route?.path]);

  const show = (path: string) => {
    clearTimeout(hideTimer.current);
    setOpenPath(path);
  };
  const hideLater = () => {
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => setOpenPath(null), SUBMENU_HIDE_DELAY_MS);
  };

  return (
    <nav className="shell-menu" aria-label={lang === 'zh' ? '主导航' : 'Main navigation'}>
      <ul className="shell-menu__list">
        {tree.map((top, index) => {
          const active = route?.path === top.path || route?.path.startsWith(top.path + '/');
          const hasSub = index > 0 && top.children.length > 0;
          return (
            <li
              key={top.path}
              className={`shell-menu__item${active ? ' is-active' : ''}`}
              onMouseEnter={hasSub ? () => show(top.path) : undefined}
              onMouseLeave={hasSub ? hideLater : undefined}
            >
              <Link to={top.path} className="shell-menu__top">{top.name}</Link>
              {hasSub && openPath === top.path && (
                <ul className="shell-menu__sub">
                  {top.children.map((child) => (
                    <li key={child.path}>
                      <NavEntry node={child} className="shell-menu__sublink" />
                      {child.children.length > 0 && (
                        <ul className="shell-menu__third">
                          {child.children.map((leaf) => (
                            <li key={leaf.path}>
                              <NavEntry node={leaf} className="shell-menu__sublink" />
                            </li>
                          ))}
                        </ul>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
