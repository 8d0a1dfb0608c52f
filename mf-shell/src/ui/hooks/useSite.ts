import { bus, DEFAULT_CAMPUS, getCampus, type Bilingual, type Campus, type Lang, type RouteState } from '@schools/shared-api';
import { useBehavior } from './useBus';

export function useCampus(): Campus {
  return useBehavior(bus.campus) ?? getCampus(DEFAULT_CAMPUS);
}

export function useLang(): Lang {
  return useBehavior(bus.language) ?? 'en';
}

export function useRoute(): RouteState | null {
  return useBehavior(bus.route);
}

/** A translator for `{ en, zh }` pairs in the current language. */
export function useT(): (text: Bilingual) => string {
  const lang = useLang();
  return (text) => text[lang];
}
