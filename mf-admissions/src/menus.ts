// The API menus of this section (api-server/src/seed/menu.ts).
export const MENU = {
  /** the admissions pages' copy: admissions.apply, .tuition, .recruit, .scholarship, .questions, .contactUs */
  admissions: '05',
  /** GeneralInformation: the campus's address, phone numbers and e-mail addresses */
  contactUs: '06',
} as const;
