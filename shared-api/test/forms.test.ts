// The sign-up form's mobile rule, shared by the page and the server: mainland numbers by SPEC's check,
// numbers abroad in E.164 by libphonenumber-js.
import { SIGNUP_MESSAGES, normalizeMobile, signupProblems } from '../src/forms';

describe('normalizeMobile', () => {
  it.each([
    ['13812345678', '+8613812345678'],
    ['138 1234 5678', '+8613812345678'],
    ['138-1234-5678', '+8613812345678'],
    ['+86 138 1234 5678', '+8613812345678'],
    ['8613812345678', '+8613812345678'],
    ['+44 7700 900123', '+447700900123'],
    ['+852 9123 4567', '+85291234567'],
    ['+1 (415) 555-2671', '+14155552671'],
    ['+65 8123 4567', '+6581234567'],
  ])('accepts %s as %s', (input, e164) => {
    expect(normalizeMobile(input)).toBe(e164);
  });

  it.each([
    '', '   ', '12345', '1381234567', '138123456789', '12812345678', '+86 128 1234 5678', '+86 010 1234 5678',
    '+44 12', '+852 1234', '+999 1234 5678', '+0 123456789', '447700900123', 'phone', '+44 7700 900123 ext 9', '+'.padEnd(40, '1'),
  ])('refuses %j', (input) => {
    expect(normalizeMobile(input)).toBeNull();
  });

  it('the form and the server refuse the same numbers with a message saying what is accepted, in both languages', () => {
    const valid = { name: 'Wang Fang', email: 'w@example.com', grade: 'Grade 3', entry: '2027-28', consent: true };
    expect(signupProblems({ ...valid, mobile: '+44 7700 900123' })).toEqual([]);
    expect(signupProblems({ ...valid, mobile: '+852 9123 4567' })).toEqual([]);
    expect(signupProblems({ ...valid, mobile: '1234' })).toEqual(['mobile']);
    expect(SIGNUP_MESSAGES.mobile.en).toContain('+852 9123 4567');
    expect(SIGNUP_MESSAGES.mobile.en).toContain('11-digit mainland');
    expect(SIGNUP_MESSAGES.mobile.zh).toContain('境外号码');
  });
});
