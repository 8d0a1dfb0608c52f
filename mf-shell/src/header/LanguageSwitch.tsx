import { useRef, useState } from 'react';
import { switchLanguage, type Lang } from '@schools/shared-api';
import { useLang, useRoute } from '@schools/ui';
import { useDismiss } from '../frame/useDismiss';

const NAMES: Record<Lang, string> = { en: 'English', zh: '中文' };

/** A dropdown that toggles on click and closes on any click elsewhere in the document, or on Escape. */
export function LanguageSwitch({ delayMs }: { delayMs?: number }) {
  const lang = useLang();
  const route = useRoute();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useDismiss(ref, open, () => setOpen(false));

  const choose = (next: Lang) => {
    setOpen(false);
    if (next === lang) return;
    switchLanguage(next, { title: route?.title[next], delayMs });
  };

  return (
    <div className="shell-lang" ref={ref}>
      <button type="button" className="shell-lang__toggle" aria-haspopup="listbox" aria-expanded={open} onClick={() => setOpen(!open)}>
        {NAMES[lang]} ▾
      </button>
      {open && (
        <ul className="shell-lang__menu" role="listbox" aria-label={lang === 'zh' ? '选择语言' : 'Choose language'}>
          {(Object.keys(NAMES) as Lang[]).map((l) => (
            <li key={l} role="option" aria-selected={l === lang}>
              <button type="button" lang={l === 'zh' ? 'zh-CN' : 'en'} onClick={() => choose(l)}>
                {NAMES[l]}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
