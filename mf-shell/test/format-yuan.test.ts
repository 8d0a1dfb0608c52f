import { formatYuan } from '@schools/ui';

describe('formatYuan', () => {
  it('groups thousands with commas and names the unit in the page language', () => {
    expect(formatYuan(286000, 'en')).toBe('286,000 yuan');
    expect(formatYuan(286000, 'zh')).toBe('286,000 元');
    expect(formatYuan(1234567, 'en')).toBe('1,234,567 yuan');
  });

  it('leaves small, fractional and negative sums readable', () => {
    expect(formatYuan(0, 'en')).toBe('0 yuan');
    expect(formatYuan(999, 'zh')).toBe('999 元');
    expect(formatYuan(2000.5, 'en')).toBe('2,000.5 yuan');
    expect(formatYuan(-15000, 'en')).toBe('-15,000 yuan');
  });

  it('agrees with Intl on whole amounts', () => {
    for (const n of [1, 12, 123, 1234, 12345, 123456, 1234567, 305000, 98000000]) {
      expect(formatYuan(n, 'en')).toBe(`${n.toLocaleString('en-US')} yuan`);
    }
  });
});
