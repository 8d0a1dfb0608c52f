import { isEmail, isIdCard, isMobile, isPhone, isUrl } from '@schools/shared-api';

describe('isMobile', () => {
  it.each(['13800138000', '19912345678', '+8613800138000', '86 13800138000', ' 15012345678 '])('accepts %s', (v) => {
    expect(isMobile(v)).toBe(true);
  });
  it.each(['12800138000', '1380013800', '138001380001', '23800138000', '1380013800a', '', '+1 13800138000'])('rejects %s', (v) => {
    expect(isMobile(v)).toBe(false);
  });
});

describe('isPhone', () => {
  it.each(['0755888812', '075588881234', '13800138000', '4008123456', '0755-8888-1234', '020 12345678'])('accepts %s', (v) => {
    expect(isPhone(v)).toBe(true);
  });
  it.each(['075588881', '0755888812345', '2755888812', '5008123456', '0755abc1234', ''])('rejects %s', (v) => {
    expect(isPhone(v)).toBe(false);
  });
});

describe('isEmail', () => {
  it.each(['a@b.cn', 'first.last+tag@sub.example.com', 'ADMISSIONS@BISZ.EXAMPLE.CN'])('accepts %s', (v) => {
    expect(isEmail(v)).toBe(true);
  });
  it.each(['plain', 'a@b', '@b.cn', 'a@.cn', 'a..b@c.cn', 'a@b.c', 'a b@c.cn', ''])('rejects %s', (v) => {
    expect(isEmail(v)).toBe(false);
  });
});

describe('isIdCard', () => {
  // 11010519491231002X is the widely published GB 11643 sample number.
  it.each(['11010519491231002X', '11010519491231002x', '110105491231002'])('accepts %s', (v) => {
    expect(isIdCard(v)).toBe(true);
  });
  it.each([
    '110105194912310021', // wrong check digit
    '110105194902300023', // 30 February
    '11010518991231002X', // before 1900
    '1101051949123100', // too short
    '110105491331002', // 15 digits, month 13
    'ABCDEFGHIJKLMNOPQR',
  ])('rejects %s', (v) => {
    expect(isIdCard(v)).toBe(false);
  });
});

describe('isUrl', () => {
  it.each(['http://example.com', 'https://bisz.example.cn/#/home?lang=en', 'HTTPS://EXAMPLE.COM/path'])('accepts %s', (v) => {
    expect(isUrl(v)).toBe(true);
  });
  it.each(['ftp://example.com', 'example.com', '//example.com', 'https://', 'javascript:alert(1)', ''])('rejects %s', (v) => {
    expect(isUrl(v)).toBe(false);
  });
});
