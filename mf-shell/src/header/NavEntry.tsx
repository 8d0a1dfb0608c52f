import { Link, useLang, useRoute } from '@schools/ui';
import { isNavigable, type NavNode } from '../navigation/navTree';

const NEW_TAB = { en: ' (opens in a new tab)', zh: '（在新标签页打开）' };

/**
 * One entry of a menu, as SPEC 2 wants it: an external address opens in a new tab (and says so to
 * screen readers), an in-site page is a router link, anything else (children, `no-link`) is plain
 * text that is not focusable.
 */
export function NavEntry({ node, className }: { node: NavNode; className: string }) {
  const lang = useLang();
  const route = useRoute();
  if (node.external) {
    return (
      <a className={className} href={node.path} target="_blank" rel="noopener noreferrer">
        {node.name}
        <span className="shell-nav__external" aria-hidden="true">↗</span>
        <span className="ui-visually-hidden">{NEW_TAB[lang]}</span>
      </a>
    );
  }
  if (!isNavigable(node)) return <span className={`${className} is-label`}>{node.name}</span>;
  // An entry with a query (one calendar year of several) is current only on that query.
  const current = route?.path === node.path && Object.entries(node.query ?? {}).every(([k, v]) => route.query[k] === v);
  return (
    <Link to={node.path} query={node.query} className={`${className}${current ? ' is-current' : ''}`} aria-current={current ? 'page' : undefined}>
      {node.name}
    </Link>
  );
}
