// What a campus's staff can edit, grouped (pages by their menu section, then lists, contact details,
// labels, FAQ, clubs, tuition and the carousel, menu titles), with a search over both languages.
import { useId, useMemo, useState } from 'react';
import { TARGET_GROUPS, type TargetGroup } from '@schools/api-server/staff-contract';
import { STAFF_TEXT, type StaffLang } from '../staffText';
import type { TargetSummary } from './studioApi';

export function TargetNav({ lang, targets, selected, onSelect }: { lang: StaffLang; targets: TargetSummary[]; selected?: string; onSelect: (target: TargetSummary) => void }) {
  const t = STAFF_TEXT[lang].copy;
  const id = useId();
  const [query, setQuery] = useState('');
  const groups = useMemo(() => {
    const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
    const found = targets.filter((target) => {
      const text = `${target.label.en} ${target.label.zh} ${target.section.en} ${target.section.zh} ${target.route ?? ''}`.toLowerCase();
      return words.every((w) => text.includes(w));
    });
    return TARGET_GROUPS.map((group) => ({ group, items: found.filter((target) => target.group === group) })).filter((g) => g.items.length);
  }, [targets, query]);
  const name = (target: TargetSummary) => target.label[lang] || target.label.en || target.key;
  return (
    <nav className="studio-nav" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="visually-hidden">{t.copyList}</h2>
      <label className="staff-field studio-search">
        <span>{t.findCopy}</span>
        <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} aria-describedby={`${id}-hint`} />
        <span id={`${id}-hint`} className="staff-hint">{t.findHint}</span>
      </label>
      {groups.length === 0 && <p role="status">{t.noMatch(query)}</p>}
      <div className="studio-nav__groups">
        {groups.map(({ group, items }) => (
          <section key={group} aria-labelledby={`${id}-${group}`}>
            <h3 id={`${id}-${group}`} className="studio-nav__group">{t.groups[group as TargetGroup]} <span className="staff-muted studio-count">{items.length}</span></h3>
            <ul>
              {items.map((target) => (
                <li key={target.target}>
                  <button type="button" className="studio-nav__item" aria-current={selected === target.target ? 'true' : undefined} onClick={() => onSelect(target)}>
                    <span>{name(target)}</span>
                    {group === 'pages' && target.section[lang] && <span className="staff-muted">{target.section[lang]}</span>}
                    {target.hasDraft && <span className="studio-draft">{t.draftMark}</span>}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </nav>
  );
}
