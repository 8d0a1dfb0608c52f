// The campus's copy as the site's own tree: its sections (Home, About Us, Student Life...), their pages
// as the route table nests them, each titled by the heading visitors read, with the copy on each page
// (its main copy first); then what belongs to no one page: the words of buttons and links, the menu
// titles, and copy the site does not show.
import { flattenRoutes, findRoute, type RouteDef } from '@schools/shared-api';
import { TARGET_PLACES, pageHeading, pageTrail, type Bilingual, type TargetSummary } from '@schools/api-server/staff-contract';
import { COPY_TEXT } from './copyText';

export interface CopyNode {
  /** a page's route path, or a node of the studio's own: `~site` and its `~labels`, `~menu`, `~unused`, `~other` */
  id: string;
  title: Bilingual;
  /** the copy on this page, its main copy first */
  targets: TargetSummary[];
  children: CopyNode[];
}

type NodeWord = 'acrossSite' | 'labelsNode' | 'menuNode' | 'unusedNode' | 'otherNode';
const words = (word: NodeWord): Bilingual => ({ en: COPY_TEXT.en[word], zh: COPY_TEXT.zh[word] });

/** The studio's node of what is on no one page; `~other` for a page the route table does not know, so nothing is lost. */
function siteWideNode(target: TargetSummary): string {
  if (target.place === 'label') return '~labels';
  if (target.place === 'menu') return '~menu';
  return target.place === 'unused' ? '~unused' : '~other';
}

const byPlace = (a: TargetSummary, b: TargetSummary) => TARGET_PLACES.indexOf(a.place) - TARGET_PLACES.indexOf(b.place);

export function copyTree(targets: readonly TargetSummary[], routes: readonly RouteDef[]): CopyNode[] {
  const order = new Map(flattenRoutes(routes).map((r, i) => [r.path, i]));
  const nodes = new Map<string, CopyNode>();
  const top: CopyNode[] = [];
  /** The node of a page, made with the nodes above it on first use. */
  const pageNode = (trail: RouteDef[]): CopyNode => {
    let parent: CopyNode | undefined;
    for (const route of trail) {
      let node = nodes.get(route.path);
      if (!node) {
        node = { id: route.path, title: { ...pageHeading(route) }, targets: [], children: [] };
        nodes.set(route.path, node);
        (parent ? parent.children : top).push(node);
      }
      parent = node;
    }
    return parent!;
  };
  const site: CopyNode = { id: '~site', title: words('acrossSite'), targets: [], children: [] };
  const siteWide: Record<string, CopyNode> = {
    '~labels': { id: '~labels', title: words('labelsNode'), targets: [], children: [] },
    '~menu': { id: '~menu', title: words('menuNode'), targets: [], children: [] },
    '~unused': { id: '~unused', title: words('unusedNode'), targets: [], children: [] },
    '~other': { id: '~other', title: words('otherNode'), targets: [], children: [] },
  };
  for (const target of targets) {
    const trail = target.page && findRoute(routes, target.page) ? pageTrail(routes, target.page) : [];
    if (trail.length) pageNode(trail).targets.push(target);
    else siteWide[siteWideNode(target)]!.targets.push(target);
  }
  const tidy = (list: CopyNode[]) => {
    list.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
    for (const node of list) {
      node.targets.sort(byPlace);
      tidy(node.children);
    }
  };
  tidy(top);
  site.children = Object.values(siteWide).filter((node) => node.targets.length > 0);
  return site.children.length ? [...top, site] : top;
}

/** Every target under a node, its own first. */
export function targetsUnder(node: CopyNode): TargetSummary[] {
  return [...node.targets, ...node.children.flatMap(targetsUnder)];
}

/** A target with the nodes above it, top first: what the search ranks and names its results by. */
export interface CopyEntry {
  target: TargetSummary;
  trail: CopyNode[];
}

/** The tree's targets in its order, each with its trail. */
export function copyEntries(tree: readonly CopyNode[]): CopyEntry[] {
  const walk = (node: CopyNode, above: CopyNode[]): CopyEntry[] => {
    const trail = [...above, node];
    return [...node.targets.map((target) => ({ target, trail })), ...node.children.flatMap((child) => walk(child, trail))];
  };
  return tree.flatMap((node) => walk(node, []));
}

/** The nodes above a target, top first; [] when it is not in the tree. */
export function trailOf(tree: readonly CopyNode[], target: string): CopyNode[] {
  return copyEntries(tree).find((entry) => entry.target.target === target)?.trail ?? [];
}

/** The ids of the nodes above a target, top first: the nodes to open to show it. */
export const nodesAbove = (tree: readonly CopyNode[], target: string): string[] => trailOf(tree, target).map((node) => node.id);
