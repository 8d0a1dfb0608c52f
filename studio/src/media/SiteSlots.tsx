import { useId, useState } from 'react';
import { pictureSources } from '@schools/shared-api';
import type { StaffLang } from '../staffText';
import type { MediaSlot } from './mediaApi';
import { MEDIA_TEXT } from './mediaText';

const GROUPS = ['carousel', 'vr', 'content', 'club', 'student', 'post'] as const;
/** Few and at the top of the home page: shown open; the long lists folded. */
const OPEN = new Set<string>(['carousel', 'vr']);

/** The pictures on the campus's site, by where they show, each with its current picture and a Replace button. */
export function SiteSlots({ lang, slots, onReplace }: { lang: StaffLang; slots: MediaSlot[]; onReplace: (slot: MediaSlot) => void }) {
  const t = MEDIA_TEXT[lang];
  const id = useId();
  const [query, setQuery] = useState('');
  const words = query.trim().toLowerCase();
  const shown = words ? slots.filter((s) => `${s.label.en} ${s.label.zh}`.toLowerCase().includes(words)) : slots;
  return (
    <div className="media-slots">
      <label className="staff-field media-find">
        <span>{t.find}</span>
        <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
      </label>
      {words && <p className="staff-muted" role="status">{t.found(shown.length)}</p>}
      {GROUPS.map((group) => {
        const inGroup = shown.filter((s) => s.group === group);
        if (inGroup.length === 0) return null;
        return (
          // Searching opens every group that has a match.
          <details key={group} className="media-group" open={OPEN.has(group) || Boolean(words)}>
            <summary>
              <h3 id={`${id}-${group}`}>{t.groups[group]}</h3>
              <span className="staff-muted">{t.count(inGroup.length)}</span>
            </summary>
            <ul className="media-slot-list" aria-labelledby={`${id}-${group}`}>
              {inGroup.map((slot) => {
                const label = slot.label[lang] || slot.label.en;
                return (
                  <li key={slot.slot} className="media-slot" data-slot={slot.slot}>
                    {/* A library photograph by its narrowest WebP, not its full-size JPEG. */}
                    <img src={pictureSources(slot.src)?.webp.split(' ')[0] ?? slot.src} alt="" className="media-slot__img" loading="lazy" decoding="async" />
                    <div className="media-slot__body">
                      <p className="media-slot__label">{label}</p>
                      <p className="staff-muted">{slot.mediaId ? t.fromLibrary : t.illustration}</p>
                    </div>
                    <button type="button" className="staff-button staff-button--small staff-button--quiet" aria-label={t.replaceLabel(label)}
                      onClick={() => onReplace(slot)}>
                      {t.replace}
                    </button>
                  </li>
                );
              })}
            </ul>
          </details>
        );
      })}
    </div>
  );
}
