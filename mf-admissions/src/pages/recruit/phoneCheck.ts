// The check of numbers abroad, loaded on demand: @schools/phone carries libphonenumber's metadata
// (about 28 KB gzip), which no first load may carry, so the sign-up form asks SystemJS for it only
// once a visitor types + and a country code other than 86. Mainland numbers never load it.
import { useEffect, useState } from 'react';
import { isMobileAbroad, type PhoneAbroadCheck } from '@schools/forms';
import type * as PhoneModule from '@schools/phone';

/** The part of SystemJS this needs. */
interface SystemImporter {
  import(specifier: string): Promise<unknown>;
  resolve(specifier: string): string;
  delete(url: string): unknown;
}

/**
 * Until the check has loaded (or if it cannot load), a number abroad of a plausible length passes the
 * form, and the server, which always checks with libphonenumber, has the last word.
 */
export const ABROAD_UNCHECKED: PhoneAbroadCheck = (compact) => compact;

let loaded: PhoneAbroadCheck | undefined;
let loading: Promise<PhoneAbroadCheck> | undefined;

/** The check of numbers abroad, loaded once per page; ABROAD_UNCHECKED when SystemJS cannot give it. */
export function loadPhoneCheck(): Promise<PhoneAbroadCheck> {
  const system = (window as Window & { System?: SystemImporter }).System;
  if (loaded) return Promise.resolve(loaded);
  if (!system) return Promise.resolve(ABROAD_UNCHECKED);
  loading ??= system.import('@schools/phone').then(
    (module) => (loaded = (module as typeof PhoneModule).phoneAbroad),
    () => {
      // Tried again on the next number abroad; SystemJS would otherwise keep answering with the failure.
      loading = undefined;
      system.delete(system.resolve('@schools/phone'));
      return ABROAD_UNCHECKED;
    },
  );
  return loading;
}

/** The check to validate `mobile` with now: loads the real one as soon as a number abroad is typed. */
export function usePhoneCheck(mobile: string): PhoneAbroadCheck {
  const abroad = isMobileAbroad(mobile);
  const [check, setCheck] = useState<PhoneAbroadCheck>(() => loaded ?? ABROAD_UNCHECKED);
  useEffect(() => {
    if (!abroad || check !== ABROAD_UNCHECKED) return;
    let live = true;
    void loadPhoneCheck().then((c) => { if (live && c !== ABROAD_UNCHECKED) setCheck(() => c); });
    return () => { live = false; };
  }, [abroad, check]);
  return check;
}
