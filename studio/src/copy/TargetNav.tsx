// What a campus's staff can edit, as the site's own tree (CopyTreeList), with a search over both languages
// that lists its results best first (findCopy) and says how many there are.
import { useId, useMemo, useState } from 'react';
import { useChanged } from '@schools/ui/use-changed';
import { STAFF_TEXT, type StaffLang } from '../staffText';
import { CopyTreeList } from './CopyTreeList';
import { copyEntries, nodesAbove, type CopyNode } from './copyTree';
import { findCopy } from './findCopy';
import type { TargetSummary } from './studioApi';

export function TargetNav({ lang, tree, selected, onSelect }: {
  lang: StaffLang;
  tree: CopyNode[];
  selected?: string;
  onSelect: (target: TargetSummary) => void;
}) {
  const t = STAFF_TEXT[lang].copy;
  const id = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(selected ? nodesAbove(tree, selected) : []));
  // Whatever opens a target (the list, a search result, a link from the site, the editor's menu-title
  // button), the tree shows where it is.
  if (useChanged(selected) && selected) {
    const above = nodesAbove(tree, selected);
    if (above.some((node) => !open.has(node))) setOpen(new Set([...open, ...above]));
  }
  const entries = useMemo(() => copyEntries(tree), [tree]);
  const found = useMemo(() => findCopy(entries, query), [entries, query]);
  const searching = query.trim() !== '';
  const toggle = (node: string) => setOpen((now) => {
    const next = new Set(now);
    if (!next.delete(node)) next.add(node);
    return next;
  });
  return (
    <nav className="studio-nav" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="visually-hidden">{t.copyList}</h2>
      <label className="staff-field studio-search">
        <span>{t.findCopy}</span>
        <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} aria-describedby={`${id}-hint`} />
        <span id={`${id}-hint`} className="staff-hint">{t.findHint}</span>
      </label>
      {/* Always in the page, so that it is heard when a search fills it. */}
      <p role="status" className="studio-results__count">{searching ? (found.length ? t.results(found.length) : t.noMatch(query.trim())) : ''}</p>
      <div className="studio-nav__groups">
        {searching
          ? (
            <ol className="studio-results">
              {found.map(({ target, trail }) => (
                <li key={target.target}>
                  <button type="button" className="studio-nav__item" aria-current={selected === target.target ? 'true' : undefined} onClick={() => onSelect(target)}>
                    <span>{target.label[lang] || target.label.en || target.key}</span>
                    <span className="staff-muted">{trail.map((node) => node.title[lang]).join(' › ')}</span>
                    {target.place === 'unused' && <span className="studio-unused">{t.notShown}</span>}
                    {target.hasDraft && <span className="studio-draft">{t.draftMark}</span>}
                  </button>
                </li>
              ))}
            </ol>
          )
          : <CopyTreeList lang={lang} tree={tree} open={open} onToggle={toggle} selected={selected} onSelect={onSelect} />}
      </div>
    </nav>
  );
}
