// System module entry of @schools/phone: the check of numbers abroad (libphonenumber-js), which the
// sign-up form loads on demand so that no page's first load carries its metadata.
export { phoneAbroad } from './forms/phoneAbroad';
