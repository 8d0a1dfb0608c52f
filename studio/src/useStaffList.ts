import { useCallback, useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import type { CampusCode } from '@schools/shared-api';
import { StaffCallError } from './staffApi';
import type { StaffLang } from './staffText';
import { failureText } from './refusalText';

/** What every staff panel is given. */
export interface StaffPanelProps {
  lang: StaffLang;
  /** the campus it works on: the account's own, or the one a network administrator picked */
  site: CampusCode;
  /** a network administrator's campus picker; absent for a campus account */
  onSite?: (site: CampusCode) => void;
  /** called when the server no longer knows the session */
  onExpired: () => void;
}

export interface StaffList<T> {
  list: T[] | undefined;
  setList: Dispatch<SetStateAction<T[] | undefined>>;
  /** the last refused call, in the page's language; '' when none */
  problem: string;
  /** reports a refused call: an ended session signs the member of staff out, anything else is shown */
  failed: (error: unknown) => void;
  /** asks for the list again */
  load: () => void;
}

/** A panel's list from `fetchList`, fetched again whenever `fetchList` changes (wrap it in useCallback). */
export function useStaffList<T>(fetchList: () => Promise<T[]>, onExpired: () => void, lang: StaffLang): StaffList<T> {
  const [list, setList] = useState<T[]>();
  const [problem, setProblem] = useState('');
  const failed = useCallback((error: unknown) => {
    if (error instanceof StaffCallError && error.unauthorized) onExpired();
    else setProblem(failureText(error, lang));
  }, [onExpired, lang]);
  const fetchNow = useCallback(() => fetchList().then((fetched) => {
    setProblem('');
    setList(fetched);
  }, failed), [fetchList, failed]);
  useEffect(() => {
    void fetchNow();
  }, [fetchNow]);
  /** Fetches again at once, the last failure cleared (a retry). */
  const load = useCallback(() => {
    setProblem('');
    void fetchNow();
  }, [fetchNow]);
  return { list, setList, problem, failed, load };
}
