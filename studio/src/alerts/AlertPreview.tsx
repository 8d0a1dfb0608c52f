// The bar as visitors will see it above every page, in English and in Chinese, as the form is filled:
// the site's AlertBar drawn again in the studio's styles (its colours and layout, alerts.css), with
// nothing in it to press and no live region (the preview is not an alert of this page).
import { useId } from 'react';
import type { AlertLevel } from '@schools/shared-api';
import type { Bilingual } from '@schools/api-server/staff-contract';
import type { StaffLang } from '../staffText';
import { ALERTS_TEXT, BAR_WORDS } from './alertsText';

export function AlertPreview({ lang, level, title, body, link }: { lang: StaffLang; level: AlertLevel; title: Bilingual; body: Bilingual; link: string }) {
  const t = ALERTS_TEXT[lang];
  const id = useId();
  return (
    <section className="alerts-preview" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t.preview}</h3>
      <p className="staff-hint">{t.previewHint}</p>
      {(['en', 'zh'] as const).map((bar) => (
        <div key={bar} className="alerts-preview__page">
          <p className="alerts-preview__lang">{t.previewLanguage[bar]}</p>
          <div className={`alerts-bar alerts-bar--${level}`} lang={bar === 'zh' ? 'zh-CN' : 'en'}>
            <p className="alerts-bar__text">
              <span className="alerts-bar__level">{BAR_WORDS[bar][level]}</span>
              <strong className={title[bar].trim() ? undefined : 'alerts-bar__empty'}>{title[bar].trim() || ALERTS_TEXT[bar].untitled}</strong>{' '}
              <span>{body[bar]}</span>
              {link.trim() && <>{' '}<span className="alerts-bar__link">{BAR_WORDS[bar].more}</span></>}
            </p>
            {level === 'information' && <span className="alerts-bar__dismiss" aria-hidden="true">×</span>}
          </div>
        </div>
      ))}
    </section>
  );
}
