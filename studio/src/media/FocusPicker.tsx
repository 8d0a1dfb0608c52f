import { useId, useRef, useState, type MouseEvent } from 'react';
import type { FocalPoint } from '@schools/shared-api';
import type { StaffLang } from '../staffText';
import type { MediaItem } from './mediaApi';
import { MEDIA_TEXT } from './mediaText';

export interface FocusPickerProps {
  lang: StaffLang;
  item: MediaItem;
  /** saves the focal point; resolves once saved */
  onSave: (focus: FocalPoint) => Promise<void>;
}

/**
 * Where a photograph's subject is: a click on the picture or the two sliders (the keyboard's way)
 * move the point, and the crops the site makes of it (a page's wide banner, a card, a phone's
 * full-screen slide) show beside it what visitors will see before it is saved.
 */
export function FocusPicker({ lang, item, onSave }: FocusPickerProps) {
  const t = MEDIA_TEXT[lang];
  const id = useId();
  const [focus, setFocus] = useState<FocalPoint>(item.focus);
  const [busy, setBusy] = useState(false);
  const summary = useRef<HTMLElement>(null);
  const changed = focus.x !== item.focus.x || focus.y !== item.focus.y;
  const position = `${focus.x}% ${focus.y}%`;

  function pick(event: MouseEvent<HTMLImageElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    const percent = (offset: number, size: number) => Math.min(100, Math.max(0, Math.round((offset / size) * 100)));
    setFocus({ x: percent(event.clientX - box.left, box.width), y: percent(event.clientY - box.top, box.height) });
  }

  async function save() {
    setBusy(true);
    try {
      await onSave(focus);
    } finally {
      setBusy(false);
    }
    // Save is disabled while it saves (and once saved): the focus it lost goes to the summary, which
    // names the point now.
    if (!document.activeElement || document.activeElement === document.body) summary.current?.focus();
  }

  return (
    <details className="media-focus">
      <summary ref={summary}>{t.focusSummary(item.focus)}</summary>
      <p className="staff-hint">{t.focusHint}</p>
      <div className="media-focus__picture">
        {/* The sliders below are the keyboard's way to the same point. */}
        <img src={item.thumb} alt="" width={item.width} height={item.height} onClick={pick} />
        <span className="media-focus__mark" style={{ left: `${focus.x}%`, top: `${focus.y}%` }} aria-hidden="true" />
      </div>
      <div className="media-focus__sliders">
        {(['x', 'y'] as const).map((axis) => (
          <div key={axis} className="media-focus__slider">
            <label htmlFor={`${id}-${axis}`}>{axis === 'x' ? t.focusAcross : t.focusDown}</label>
            <output htmlFor={`${id}-${axis}`}>{focus[axis]}%</output>
            <input
              id={`${id}-${axis}`} type="range" min={0} max={100} step={1} value={focus[axis]}
              onChange={(e) => setFocus((f) => ({ ...f, [axis]: Number(e.target.value) }))}
            />
          </div>
        ))}
      </div>
      <p className="media-focus__crops-title">{t.focusCrops}</p>
      <ul className="media-focus__crops">
        {(['banner', 'card', 'phone'] as const).map((crop) => (
          <li key={crop} className={`media-focus__crop media-focus__crop--${crop}`}>
            <img src={item.thumb} alt="" style={{ objectPosition: position }} />
            <span>{t.focusCrop[crop]}</span>
          </li>
        ))}
      </ul>
      <button type="button" className="staff-button staff-button--small" disabled={!changed || busy} onClick={save}>{t.focusSave}</button>
    </details>
  );
}
