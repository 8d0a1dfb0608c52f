import { useLang } from '@schools/ui';

const LABEL = { en: 'Skip to main content', zh: '跳到主要内容' };

/** The first thing Tab reaches: past the header, straight to the page. */
export function SkipLink() {
  const lang = useLang();
  return (
    <a
      className="shell-skip"
      href="#page"
      onClick={(event) => {
        // The site routes on the hash, so move focus without touching it.
        event.preventDefault();
        document.getElementById('page')?.focus();
      }}
    >
      {LABEL[lang]}
    </a>
  );
}
