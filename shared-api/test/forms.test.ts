// The sign-up form's mobile rule, shared by the page and the server: mainland numbers by SPEC's check,
// numbers abroad in E.164 by libphonenumber-js.
import { SIGNUP_MESSAGES, isMobileAbroad, normalizeMobile, signupProblems, type PhoneAbroadCheck } from '../src/forms';
import { phoneAbroad } from '../src/forms/phoneAbroad';

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
    expect(normalizeMobile(input, phoneAbroad)).toBe(e164);
  });

  it.each([
    '', '   ', '12345', '1381234567', '138123456789', '12812345678', '+86 128 1234 5678', '+86 010 1234 5678',
    '+44 12', '+852 1234', '+999 1234 5678', '+0 123456789', '447700900123', 'phone', '+44 7700 900123 ext 9', '+'.padEnd(40, '1'),
  ])('refuses %j', (input) => {
    expect(normalizeMobile(input, phoneAbroad)).toBeNull();
  });

  it('the form and the server refuse the same numbers with a message saying what is accepted, in both languages', () => {
    const valid = { name: 'Wang Fang', email: 'w@example.com', grade: 'Grade 3', entry: '2027-28', consent: true };
    expect(signupProblems({ ...valid, mobile: '+44 7700 900123' }, phoneAbroad)).toEqual([]);
    expect(signupProblems({ ...valid, mobile: '+852 9123 4567' }, phoneAbroad)).toEqual([]);
    expect(signupProblems({ ...valid, mobile: '1234' }, phoneAbroad)).toEqual(['mobile']);
    expect(SIGNUP_MESSAGES.mobile.en).toContain('+852 9123 4567');
    expect(SIGNUP_MESSAGES.mobile.en).toContain('11-digit mainland');
    expect(SIGNUP_MESSAGES.mobile.zh).toContain('境外号码');
  });

  it('asks the check of numbers abroad about + and a country code other than 86 only, and takes its answer', () => {
    const asked: string[] = [];
    const check: PhoneAbroadCheck = (compact) => { asked.push(compact); return compact === '+447700900123' ? compact : null; };
    for (const mainland of ['13812345678', '+86 138 1234 5678', '8613812345678', '+86 128 1234 5678', '1234']) normalizeMobile(mainland, check);
    expect(asked).toEqual([]);
    expect(normalizeMobile('+44 7700 900123', check)).toBe('+447700900123');
    expect(normalizeMobile('+44 7700 900124', check)).toBeNull();
    // Too short or too long for any country: refused before the check is asked.
    expect(normalizeMobile('+44 12', check)).toBeNull();
    expect(asked).toEqual(['+447700900123', '+447700900124']);
  });

  it.each([
    ['+44', true], ['+852 9', true], ['+1 415', true], ['+65', true],
    ['', false], ['+', false], ['+8', false], ['+86', false], ['+86 138', false], ['138 1234', false], ['86138', false],
  ])('%j is a number abroad while typed: %s', (typed, abroad) => {
    expect(isMobileAbroad(typed)).toBe(abroad);
  });
});
