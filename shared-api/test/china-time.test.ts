import { chinaNow, fromChinaTime, schoolYearOf } from '@schools/shared-api/china-time';

describe('chinaNow', () => {
  it("is China's day, time and year, eight hours ahead of UTC all year", () => {
    expect(chinaNow(new Date('2026-11-30T03:36:00Z'))).toEqual({ day: '2026-11-30', time: '11:36', year: 2026 });
    // 16:00 UTC on New Year's Eve is already midnight in Beijing; 15:59 is not.
    expect(chinaNow(new Date('2026-12-31T16:00:00Z'))).toEqual({ day: '2027-01-01', time: '00:00', year: 2027 });
    expect(chinaNow(new Date('2026-12-31T15:59:00Z'))).toEqual({ day: '2026-12-31', time: '23:59', year: 2026 });
    // No daylight saving: the same offset in July.
    expect(chinaNow(new Date('2026-07-15T12:00:00Z')).time).toBe('20:00');
  });

  it('is now when no moment is given', () => {
    const before = chinaNow(new Date(Date.now() - 60_000));
    const after = chinaNow(new Date(Date.now() + 60_000));
    expect([before.day, after.day]).toContain(chinaNow().day);
  });
});

describe('fromChinaTime', () => {
  it('is the moment a day and a time in China are', () => {
    expect(fromChinaTime('2026-12-01', '08:00')).toBe('2026-12-01T00:00:00.000Z');
    expect(fromChinaTime('2026-12-01', '03:30')).toBe('2026-11-30T19:30:00.000Z');
    expect(chinaNow(new Date(fromChinaTime('2027-07-31', '23:59')))).toEqual({ day: '2027-07-31', time: '23:59', year: 2027 });
  });
});

describe('schoolYearOf', () => {
  it('runs from 1 August to 31 July', () => {
    expect(schoolYearOf('2026-11-24')).toBe('2026-27');
    expect(schoolYearOf('2026-07-31')).toBe('2025-26');
    expect(schoolYearOf('2026-08-01')).toBe('2026-27');
    expect(schoolYearOf('2027-01-01')).toBe('2026-27');
    expect(schoolYearOf('2099-12-31')).toBe('2099-00');
  });
});
