import { useId, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { htmlLang, languageUrl, switchLanguage, type Lang } from '@schools/shared-api';
import { useLang, useRoute } from '@schools/ui';
import { useDismiss } from '../frame/useDismiss';

const NAMES: Record<Lang, string> = { en: 'English', zh: '中文' };
const LANGS = Object.keys(NAMES) as Lang[];
// The button's name says what it is about, around the visible name of the language (WCAG 2.5.3).
const TEXT = { en: { language: 'Language: ' }, zh: { language: '语言：' } };

/**
 * The language switch, a disclosure of links (WAI-ARIA APG's disclosure navigation, as the top menu):
 * choosing a language loads this page at another address, which is navigation, not picking a value
 * in a form (listbox) nor a command of an application (menu), and links need no roles a screen
 * reader may announce wrongly. The button shows or hides the list; Tab reaches the links, and Down
 * and Up arrows, Home and End move between them. Escape closes it and gives focus back to the button;
 * a click elsewhere or focus leaving it (Tab out) closes it too.
 */
export function LanguageSwitch({ delayMs }: { delayMs?: number }) {
  const lang = useLang();
  const route = useRoute();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useDismiss(ref, open, () => setOpen(false));

  const links = () => Array.from(ref.current?.querySelectorAll<HTMLAnchorElement>('.shell-lang__menu a') ?? []);

  const choose = (event: MouseEvent<HTMLAnchorElement>, next: Lang) => {
    // A modified click (new tab, new window) follows the link's own address.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    setOpen(false);
    if (next === lang) {
      toggle.current?.focus();
      return;
    }
    switchLanguage(next, { title: route?.title[next], delayMs });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = links();
    const index = list.indexOf(event.target as HTMLAnchorElement);
    const focusAt = (i: number) => list[(i + list.length) % list.length]?.focus();
    if (index < 0) {
      // On the button: Down opens the list at its first link, Up at its last.
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      flushSync(() => setOpen(true));
      const opened = links();
      opened[event.key === 'ArrowDown' ? 0 : opened.length - 1]?.focus();
    } else {
      switch (event.key) {
        case 'ArrowDown': focusAt(index + 1); break;
        case 'ArrowUp': focusAt(index - 1); break;
        case 'Home': focusAt(0); break;
        case 'End': focusAt(list.length - 1); break;
        default: return;
      }
    }
    // The keys are the list's: the home page's full-page scroller must not also move.
    event.preventDefault();
  };

  // Tabbing out of the open list closes it, so it never lies over what comes next (Apply Now).
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <div className="shell-lang" ref={ref} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={toggle} type="button" className="shell-lang__toggle" aria-expanded={open} aria-controls={open ? listId : undefined}
        aria-label={`${TEXT[lang].language}${NAMES[lang]}`} onClick={() => setOpen(!open)}
      >
        {NAMES[lang]} <span aria-hidden="true">▾</span>
      </button>
      {/* In the page only while open: a closed list's words are nobody's text (nor the page's). */}
      {open && (
        <ul id={listId} className="shell-lang__menu">
          {LANGS.map((l) => (
            <li key={l}>
              <a
                href={languageUrl(l)} lang={htmlLang(l)} hrefLang={htmlLang(l)}
                aria-current={l === lang ? 'true' : undefined} onClick={(e) => choose(e, l)}
              >
                {NAMES[l]}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
