import { CONTACT_MENU_ID } from '@schools/shared-api';

// The API menus of this section (api-server/src/seed/menu.ts).
export const MENU = {
  /** the admissions pages' copy: admissions.apply, .tuition, .recruit, .scholarship, .questions, .contactUs */
  admissions: '05',
  /** GeneralInformation: the campus's address, phone numbers and e-mail addresses */
  contactUs: CONTACT_MENU_ID,
} as const;
