// The rules of the site's forms: the same checks and messages in the page (errors next to the fields,
// nothing sent until valid) and on the server (which checks again, as a request may come from anywhere).
export { SIGNUP_LIMITS, SIGNUP_MESSAGES, isMobileAbroad, normalizeMobile, signupProblems, type PhoneAbroadCheck } from './signup';
export { gradeOfChoice } from './gradeChoice';
export { GRADE_CODES, GRADE_NAMES, gradeFits, gradeRangeText, gradeRank, isGradeCode, type GradeCode, type GradeRange } from '../grades/grades';
