// The preview: the real site page in two frames, a phone's 390 px and a desktop's 1280 px (shown at
// half size), opened with ?studio-preview=1 so that its content calls answer with the campus's drafts.
import { useState } from 'react';
import type { CampusCode } from '@schools/shared-api';
import { STAFF_TEXT, type StaffLang } from '../staffText';

/** The page address of a route in the preview (`/news_detail?id=3` keeps its query beside lang). */
export function previewUrl(site: CampusCode, route: string, pageLang: 'en' | 'zh'): string {
  const lang = `lang=${pageLang === 'zh' ? 'cn' : 'en'}`;
  return `/${site}/?studio-preview=1#${route}${route.includes('?') ? '&' : '?'}${lang}`;
}

export function PreviewFrames({ site, route, lang, reload, onClose }: { site: CampusCode; route: string | null; lang: StaffLang; reload: number; onClose: () => void }) {
  const t = STAFF_TEXT[lang].copy;
  const [pageLang, setPageLang] = useState<'en' | 'zh'>(lang);
  return (
    <section className="studio-preview" aria-labelledby="studio-preview-title">
      <div className="studio-preview__head">
        <h2 id="studio-preview-title">{t.previewTitle}</h2>
        <label className="staff-field studio-inline">
          <span>{t.previewLang}</span>
          <select value={pageLang} onChange={(e) => setPageLang(e.target.value as 'en' | 'zh')}>
            <option value="en">English</option>
            <option value="zh">中文</option>
          </select>
        </label>
        <button type="button" className="staff-button staff-button--small staff-button--quiet" onClick={onClose}>{t.closePreview}</button>
      </div>
      <p className="staff-hint">{route ? t.previewIntro : t.noRoute}</p>
      {route && (
        <div className="studio-preview__frames">
          <div className="studio-frame studio-frame--phone">
            <iframe key={`p${reload}${pageLang}`} title={t.previewPhone} src={previewUrl(site, route, pageLang)} width={390} height={720} />
          </div>
          <div className="studio-frame studio-frame--desktop">
            <iframe key={`d${reload}${pageLang}`} title={t.previewDesktop} src={previewUrl(site, route, pageLang)} width={1280} height={1440} />
          </div>
        </div>
      )}
    </section>
  );
}
