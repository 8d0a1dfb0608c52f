import { startTransition, useEffect, useState } from 'react';
import { CONTACT_MENU_ID, contactField, getApi, type ContentItem } from '@schools/shared-api';
import { useCampus, useLang, useServerOutcome } from '@schools/ui';

/** What the footer tells a parent: where the school is, the number to call, the admissions office's e-mail. */
export interface FooterContact {
  address: string;
  phone: string;
  email: string;
}

// One call per campus and language for the whole visit: the footer is on every page, its words are
// the same on all of them, and a page change must not make it blink.
const asked = new Map<string, Promise<FooterContact>>();

/** The footer's details from the copy of Contact Us. */
function contactOf(items: ContentItem[]): FooterContact {
  return {
    address: contactField(items, 'schoolAdd'),
    // The switchboard first; the admissions line where a campus lists no switchboard.
    phone: contactField(items, 'number_1') || contactField(items, 'number_2'),
    email: contactField(items, 'value_1'),
  };
}

const load = () => getApi().contentByMenu({ menuId: CONTACT_MENU_ID }).then(contactOf);

/**
 * The campus's contact details from its GeneralInformation copy (the one Contact Us shows): those the
 * server rendered the page with, else nothing until they arrive or when the API cannot answer (the
 * footer then simply goes without). Outside useApiData on purpose: the footer must not hold the page's
 * loading overlay.
 */
export function useFooterContact(): FooterContact | undefined {
  const campus = useCampus();
  const lang = useLang();
  const key = `${campus.sname}:${lang}`;
  const served = useServerOutcome(load, [key]);
  const [contact, setContact] = useState<{ key: string; value: FooterContact } | undefined>(() => (served?.ok ? { key, value: served.data } : undefined));
  useEffect(() => {
    if (contact?.key === key) {
      // The server's, kept for the visit's next pages.
      if (!asked.has(key)) asked.set(key, Promise.resolve(contact.value));
      return undefined;
    }
    let live = true;
    let answer = asked.get(key);
    if (!answer) {
      answer = load();
      asked.set(key, answer);
      answer.catch(() => asked.delete(key)); // the next page tries again
    }
    answer.then((value) => live && startTransition(() => setContact({ key, value })), () => undefined);
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a contact shown already for the key is no reason to ask again
  }, [key]);
  return contact?.key === key ? contact.value : undefined;
}
