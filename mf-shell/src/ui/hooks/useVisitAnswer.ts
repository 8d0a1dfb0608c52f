import { startTransition, useEffect, useState } from 'react';
import { useServerOutcome } from '../server/serverData';
import { useCampus, useLang } from './useSite';

// Answers kept for the whole visit, by what they are, campus and language: one call however many
// components and pages ask. A failed one is dropped, and the next page asks again.
const answers = new Map<string, Promise<unknown>>();

/**
 * An answer a page shows without holding its loading overlay (the footer's contact details, the basic
 * labels), in the page's campus and language: the one the server rendered the page with where it did
 * (carried in the page's data: no request, no second render), else the visit's, else undefined until it
 * comes or when the call fails. `name` says what it is; `load` asks for it. The server's rendering asks
 * afresh each time: it never reads the visit's answers.
 */
export function useVisitAnswer<T>(name: string, load: () => Promise<T>): T | undefined {
  const campus = useCampus();
  const lang = useLang();
  const key = `${name}|${campus.sname}|${lang}`;
  const served = useServerOutcome(load, [key]);
  // The answer with the key it is for: another campus or language has none until its own comes.
  const [answer, setAnswer] = useState<{ key: string; value: T } | undefined>(() => (served?.ok ? { key, value: served.data } : undefined));
  useEffect(() => {
    if (answer?.key === key) {
      // The server's, kept for the visit's next pages.
      if (!answers.has(key)) answers.set(key, Promise.resolve(answer.value));
      return undefined;
    }
    let live = true;
    let asked = answers.get(key) as Promise<T> | undefined;
    if (!asked) {
      asked = load();
      answers.set(key, asked);
      asked.catch(() => answers.delete(key));
    }
    asked.then((value) => live && startTransition(() => setAnswer({ key, value })), () => undefined);
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- an answer shown already for the key is no reason to ask again
  }, [key]);
  return answer?.key === key ? answer.value : undefined;
}
