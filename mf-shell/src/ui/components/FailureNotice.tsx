import { REGION_FAILURE_TEXT } from '@schools/shared-api';
import { useLang } from '../hooks/useSite';

/** The bilingual message of a region that failed, with a retry. */
export function FailureNotice({ onRetry }: { onRetry: () => void }) {
  const text = REGION_FAILURE_TEXT[useLang()];
  return (
    <div className="mf-failure" role="alert">
      <p>{text.text}</p>
      <button type="button" onClick={onRetry}>
        {text.retry}
      </button>
    </div>
  );
}
