// The preview: the real site page, opened with ?studio-preview=1 so that its content calls answer with
// the campus's drafts, in a modal dialog over the editor (in view wherever the editor was scrolled to),
// at a phone's 390 px or a desktop's 1280 px, the desktop scaled down to fit the dialog. The page scrolls
// inside its frame; the focus goes to the dialog and back to the opener when it closes.
import { useEffect, useId, useState } from 'react';
import type { CampusCode } from '@schools/shared-api';
import { STAFF_TEXT, type StaffLang } from '../staffText';
import { useModalDialog } from '../useModalDialog';

/** The page address of a route in the preview (`/news_detail?id=3` keeps its query beside lang). */
export function previewUrl(site: CampusCode, route: string, pageLang: 'en' | 'zh'): string {
  const lang = `lang=${pageLang === 'zh' ? 'cn' : 'en'}`;
  return `/${site}/?studio-preview=1#${route}${route.includes('?') ? '&' : '?'}${lang}`;
}

type Width = 'phone' | 'desktop';
const WIDTHS: Record<Width, number> = { phone: 390, desktop: 1280 };

/** How far the desktop page is shrunk to fit the room the dialog gives it (never enlarged). */
function useFit(element: HTMLElement | null, width: number): { scale: number; height: number } {
  const [room, setRoom] = useState({ width, height: 720 });
  useEffect(() => {
    if (!element) return undefined;
    const measure = () => setRoom({ width: element.clientWidth, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  const scale = Math.min(1, room.width / width);
  return { scale, height: Math.max(320, room.height / scale) };
}

export function PreviewFrames({ site, route, lang, reload, onClose }: { site: CampusCode; route: string | null; lang: StaffLang; reload: number; onClose: () => void }) {
  const t = STAFF_TEXT[lang].copy;
  const id = useId();
  const { dialog, onCancel } = useModalDialog('h2', onClose);
  const [stage, setStage] = useState<HTMLDivElement | null>(null);
  const [pageLang, setPageLang] = useState<'en' | 'zh'>(lang);
  const [width, setWidth] = useState<Width>(() => (window.innerWidth < 700 ? 'phone' : 'desktop'));
  const fit = useFit(stage, WIDTHS[width]);

  return (
    <dialog ref={dialog} className="studio-preview" aria-labelledby={`${id}-title`} aria-describedby={`${id}-intro`} onCancel={onCancel}>
      <div className="studio-preview__head">
        <h2 id={`${id}-title`} tabIndex={-1}>{t.previewTitle}</h2>
        <fieldset className="studio-preview__widths">
          <legend className="visually-hidden">{t.previewWidth}</legend>
          {(['phone', 'desktop'] as const).map((w) => (
            <label key={w} className={`studio-preview__width${width === w ? ' is-chosen' : ''}`}>
              <input type="radio" name={`${id}-width`} value={w} checked={width === w} onChange={() => setWidth(w)} />
              {w === 'phone' ? t.previewPhoneWidth : t.previewDesktopWidth}
            </label>
          ))}
        </fieldset>
        <label className="staff-field studio-inline">
          <span>{t.previewLang}</span>
          <select value={pageLang} onChange={(e) => setPageLang(e.target.value as 'en' | 'zh')}>
            <option value="en">English</option>
            <option value="zh">中文</option>
          </select>
        </label>
        <button type="button" className="staff-button staff-button--small staff-button--quiet" onClick={onClose}>{t.closePreview}</button>
      </div>
      <p id={`${id}-intro`} className="staff-hint">{route ? t.previewIntro : t.noRoute}</p>
      <div ref={setStage} className={`studio-preview__stage studio-preview__stage--${width}`}>
        {route && (
          <div className="studio-frame" style={{ width: WIDTHS[width] * fit.scale, height: fit.height * fit.scale }}>
            <iframe
              key={`${reload}${pageLang}${width}`} title={width === 'phone' ? t.previewPhone : t.previewDesktop(Math.round(fit.scale * 100))}
              src={previewUrl(site, route, pageLang)} width={WIDTHS[width]} height={Math.round(fit.height)}
              style={{ transform: fit.scale < 1 ? `scale(${fit.scale})` : undefined }}
            />
          </div>
        )}
      </div>
    </dialog>
  );
}
