import { CONTACT_MENU_ID, contactField, getApi, type ContentItem } from '@schools/shared-api';
import { useVisitAnswer } from '@schools/ui';

/** What the footer tells a parent: where the school is, the number to call, the admissions office's e-mail. */
export interface FooterContact {
  address: string;
  phone: string;
  email: string;
}

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
 * server rendered the page with, else the visit's (the footer is on every page, its words are the same on
 * all of them, and a page change must not make it blink), else nothing until they arrive or when the API
 * cannot answer (the footer then simply goes without). Outside useApiData on purpose: the footer must not
 * hold the page's loading overlay.
 */
export function useFooterContact(): FooterContact | undefined {
  return useVisitAnswer('footer-contact', load);
}
