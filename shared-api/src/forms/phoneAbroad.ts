// The check of numbers abroad, apart from the forms' rules because of its size: libphonenumber-js's
// smallest ('min') metadata, valid lengths and number ranges of every country without the number
// types, which the form does not need. The server imports it directly; the page loads it as
// @schools/phone only once a visitor types a number abroad.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { PhoneAbroadCheck } from './signup';

/**
 * A known country code and a length that country's numbers have, as E.164. Not isValid(): number
 * ranges are opened faster than the metadata follows, and it refuses ranges such as the UK's 07700 900xxx.
 */
export const phoneAbroad: PhoneAbroadCheck = (compact) => {
  const phone = parsePhoneNumberFromString(compact);
  return phone?.isPossible() ? phone.number : null;
};
