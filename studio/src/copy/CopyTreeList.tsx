// The copy as the site's tree: nested lists of disclosure buttons (a section, a page with its parts or
// pages under it), each saying how much copy it holds and whether a draft is in it; a part of the copy
// is a button that opens it. A page with one part and nothing under it is that one button. Tab and
// Enter or Space are all it takes, as with any button; sections are headings, to jump between them.
import { useId } from 'react';
import { STAFF_TEXT, type StaffLang } from '../staffText';
import { targetsUnder, type CopyNode } from './copyTree';
import type { TargetSummary } from './studioApi';

interface TreeProps {
  lang: StaffLang;
  tree: CopyNode[];
  /** the ids of the open nodes */
  open: ReadonlySet<string>;
  onToggle: (node: string) => void;
  selected?: string;
  onSelect: (target: TargetSummary) => void;
}

type Ctx = Omit<TreeProps, 'tree'> & { prefix: string };

function TargetButton({ target, name, ctx }: { target: TargetSummary; name: string; ctx: Ctx }) {
  const t = STAFF_TEXT[ctx.lang].copy;
  return (
    <button type="button" className="studio-nav__item" aria-current={ctx.selected === target.target ? 'true' : undefined} onClick={() => ctx.onSelect(target)}>
      <span>{name}</span>
      {target.place === 'unused' && <span className="studio-unused">{t.notShown}</span>}
      {target.hasDraft && <span className="studio-draft">{t.draftMark}</span>}
    </button>
  );
}

function Node({ node, at, ctx }: { node: CopyNode; at: string; ctx: Ctx }) {
  const t = STAFF_TEXT[ctx.lang].copy;
  const title = node.title[ctx.lang] || node.title.en;
  const only = node.targets[0];
  // A page with one part and no pages under it: the part itself, named by the page.
  if (node.children.length === 0 && node.targets.length === 1 && only && at.includes('-')) {
    return <li><TargetButton target={only} name={title} ctx={ctx} /></li>;
  }
  const all = targetsUnder(node);
  const expanded = ctx.open.has(node.id);
  const list = `${ctx.prefix}-${at}`;
  const button = (
    <button type="button" className="studio-tree__node" aria-expanded={expanded} aria-controls={list} onClick={() => ctx.onToggle(node.id)}>
      <span className="studio-tree__twisty" aria-hidden="true" />
      <span className="studio-tree__title">{title}</span>
      <span className="studio-count">{all.length}</span>
      {all.some((target) => target.hasDraft) && <span className="studio-draft">{t.draftMark}</span>}
    </button>
  );
  return (
    <li>
      {at.includes('-') ? button : <h3 className="studio-tree__section">{button}</h3>}
      <ul id={list} hidden={!expanded}>
        {node.targets.map((target) => (
          <li key={target.target}>
            {/* A page's own copy among its other parts is its text: the page's name is the node's. */}
            <TargetButton target={target} name={target.place === 'page' ? t.pageText : target.label[ctx.lang] || target.label.en || target.key} ctx={ctx} />
          </li>
        ))}
        {node.children.map((child, i) => <Node key={child.id} node={child} at={`${at}-${i}`} ctx={ctx} />)}
      </ul>
    </li>
  );
}

export function CopyTreeList({ tree, ...props }: TreeProps) {
  const prefix = useId();
  return (
    <ul className="studio-tree">
      {tree.map((node, i) => <Node key={node.id} node={node} at={String(i)} ctx={{ ...props, prefix }} />)}
    </ul>
  );
}
