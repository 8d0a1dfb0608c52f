import { useId } from 'react';
import { pictureSources } from '../../../../../shared-api/src/api/pictures';
import type { StaffLang } from '../staffText';
import type { MediaSlot } from './mediaApi';
import { MEDIA_TEXT } from './mediaText';

const GROUPS = ['carousel', 'vr', 'content', 'club', 'student', 'post'] as const;
/** Few and at the top of the home page: shown open; the long lists folded. */
const OPEN = new Set<string>(['carousel', 'vr']);

/** The pictures on the campus's site, by where they show, each with its current picture and a Replace button. */
export function SiteSlots({ lang, slots, onReplace }: { lang: StaffLang; slots: MediaSlot[]; onReplace: (slot: MediaSlot, trigger: HTMLButtonElement) => void }) {
  const t = MEDIA_TEXT[lang];
  const id = useId();
  return (
    <div className="media-slots">
      {GROUPS.map((group) => {
        const inGroup = slots.filter((s) => s.group === group);
        if (inGroup.length === 0) return null;
        return (
          <details key={group} className="media-group" open={OPEN.has(group)}>
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
                      onClick={(e) => onReplace(slot, e.currentTarget)}>
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
