import { useEffect, useId, useRef, useState } from 'react';
import { chinaTime, type StaffLang } from '../staffText';
import type { MediaSlot } from './mediaApi';
import { MEDIA_TEXT } from './mediaText';
import { thumbnail } from './thumbnail';

const GROUPS = ['carousel', 'vr', 'content', 'club', 'student', 'post'] as const;
/** Few and at the top of the home page: shown open; the long lists folded. */
const OPEN = new Set<string>(['carousel', 'vr']);

/**
 * The pictures on the campus's site, by where they show, each with its current picture, a Replace
 * button, and the pictures it showed before, any of which can be put back.
 */
export function SiteSlots({ lang, slots, onReplace, onPutBack }: {
  lang: StaffLang;
  slots: MediaSlot[];
  onReplace: (slot: MediaSlot) => void;
  onPutBack: (slot: MediaSlot, previous: string) => void;
}) {
  const t = MEDIA_TEXT[lang];
  const id = useId();
  const [query, setQuery] = useState('');
  const replaceButtons = useRef(new Map<string, HTMLButtonElement>());
  // A picture put back leaves the slot's history, and its button with it: once the slot shows the
  // picture, the focus it lost goes to the slot's Replace button.
  const puttingBack = useRef<string | undefined>(undefined);
  useEffect(() => {
    const slot = puttingBack.current;
    puttingBack.current = undefined;
    if (slot && (!document.activeElement || document.activeElement === document.body)) replaceButtons.current.get(slot)?.focus();
  }, [slots]);
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
                    <img src={thumbnail(slot.src)} alt="" className="media-slot__img" loading="lazy" decoding="async" />
                    <div className="media-slot__body">
                      <p className="media-slot__label">{label}</p>
                      <p className="staff-muted">{slot.mediaId ? t.fromLibrary : t.illustration}</p>
                    </div>
                    <button type="button" className="staff-button staff-button--small staff-button--quiet" aria-label={t.replaceLabel(label)}
                      ref={(button) => {
                        if (button) replaceButtons.current.set(slot.slot, button);
                        else replaceButtons.current.delete(slot.slot);
                      }}
                      onClick={() => onReplace(slot)}>
                      {t.replace}
                    </button>
                    {/* Under the slot, its whole width: each earlier picture's line wraps rather than widening the card. */}
                    {slot.history.length > 0 && (
                      <details className="media-slot__history">
                        <summary>{t.history(slot.history.length)}</summary>
                        <ul>
                          {slot.history.map((h) => (
                            <li key={h.src}>
                              <img src={thumbnail(h.src)} alt="" loading="lazy" decoding="async" />
                              <span className="staff-muted">{t.historyEntry(chinaTime(h.at), h.by)}</span>
                              <button type="button" className="staff-button staff-button--small staff-button--quiet" aria-label={t.putBackLabel(label)} onClick={() => {
                                puttingBack.current = slot.slot;
                                onPutBack(slot, h.src);
                              }}>
                                {t.putBack}
                              </button>
                            </li>
                          ))}
                        </ul>
                      </details>
                    )}
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
