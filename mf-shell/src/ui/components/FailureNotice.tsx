import { useLang } from '../hooks/useSite';

const TEXT = {
  en: { text: 'This part of the page could not be loaded.', retry: 'Try again' },
  zh: { text: '页面的这一部分暂时无法加载。', retry: '重试' },
};

/** The bilingual message of a region that failed, with a retry. */
export function FailureNotice({ onRetry }: { onRetry: () => void }) {
  const text = TEXT[useLang()];
  return (
    <div className="mf-failure" role="alert">
      <p>{text.text}</p>
      <button type="button" onClick={onRetry}>
        {text.retry}
      </button>
    </div>
  );
}
