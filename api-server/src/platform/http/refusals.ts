// The machine-readable vocabulary of the staff calls' refusals. The server's messages are English, for
// developers; the staff page words each rule and reason in its own language (the studio's refusalText.ts),
// so one list serves the server, the OpenAPI document and the page, and a test checks both wordings.

/**
 * The rules a field of a staff form can break (`problems[].rule`); `detail` carries the rule's figure
 * when it has one: a limit, the school year, the places booked, the cells of a table's head.
 */
export const STAFF_RULES = [
  // any form
  'required', 'tooShort', 'tooLong', 'tooManyItems', 'invalid', 'notAField',
  // passwords: the current one, given to change it, is not the account's
  'wrongPassword',
  // dates and times (calendar, sessions, news)
  'dateFormat', 'dateTimeFormat', 'timeFormat', 'notChinaTime', 'noSuchDate', 'endBeforeStart', 'outsideYear', 'inPast', 'tooFarAhead',
  // calendar and sessions
  'category', 'capacityRange', 'belowBooked', 'gradeCode', 'gradeOrder',
  // copy: links, blocks, documents
  'href', 'httpsAddress', 'blockType', 'tableRowWidth', 'accountNumber', 'wholeNumber',
  // campus settings
  'siteAddress', 'hostName', 'hostTaken',
  // alerts: a campus, city or "all" (detail: what was typed), a link of the site or an http(s) address
  'campusUnknown', 'alertLink',
] as const;
export type StaffRule = (typeof STAFF_RULES)[number];

/** Why a whole staff call was refused (the error envelope's `reason`), beside its status and code. */
export const STAFF_REASONS = [
  // session and access
  'signInRequired', 'signInRefused', 'signInThrottled', 'csrfMissing', 'roleNotAllowed', 'otherCampus',
  // accounts
  'accountExists', 'ownAccount', 'emailInvalid', 'nameRequired', 'roleUnknown', 'networkHasNoCampus', 'campusRequired', 'passwordRequired', 'passwordTooShort', 'passwordTooLong',
  'accountExistsDisabled', 'accountDisabled', 'lastNetworkAdministrator', 'resetLinkInvalid',
  // anything named by its id or key that the campus does not have
  'notFound',
  // photographs
  'altTextKept', 'altTextMissing', 'photoIsDraft', 'notMultipart', 'noFile', 'emptyFile', 'formUnreadable',
  'photoTooLarge', 'notAPhoto', 'photoDamaged', 'photoTooManyPixels', 'photoInUse', 'notInHistory',
  // news, calendar, sessions
  'storyPublished', 'notSchoolYear', 'eventCancelled', 'sessionCancelled', 'sessionBegun',
  // copy: changed by someone else since it was opened, a publish time that is not to come
  'copyChanged', 'scheduleInPast',
  // alerts: ended already (it is not corrected or ended again: publish a new one)
  'alertEnded',
] as const;
export type StaffReason = (typeof STAFF_REASONS)[number];
