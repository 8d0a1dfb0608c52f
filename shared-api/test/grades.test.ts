// The grade scale every side shares (sessions' grades, the studio's choices, the form's hints), and the
// form's reading of a family's grade choice as staff write the choices, in English and Chinese.
import { GRADE_CODES, GRADE_NAMES, gradeFits, gradeRangeText, gradeRank, isGradeCode } from '../src/forms';
import { gradeOfChoice } from '../src/forms';

describe('the grade scale', () => {
  it('runs from Pre-Kindergarten to Grade 12, youngest first', () => {
    expect(GRADE_CODES).toEqual(['PK', 'K', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
    expect(gradeRank('PK')).toBeLessThan(gradeRank('K'));
    expect(gradeRank('K')).toBeLessThan(gradeRank('1'));
    // Compared on the scale, never as text: "10" comes after "9".
    expect(gradeRank('9')).toBeLessThan(gradeRank('10'));
    expect([isGradeCode('12'), isGradeCode('13'), isGradeCode('k'), isGradeCode(2)]).toEqual([true, false, false, false]);
  });

  it('names each grade in English and Chinese', () => {
    expect(GRADE_CODES.map((c) => GRADE_NAMES.en[c])).toEqual([
      'Pre-Kindergarten', 'Kindergarten', ...Array.from({ length: 12 }, (_, i) => `Grade ${i + 1}`),
    ]);
    expect(GRADE_CODES.map((c) => GRADE_NAMES.zh[c])).toEqual([
      '学前班', '幼儿园', '一年级', '二年级', '三年级', '四年级', '五年级', '六年级', '七年级', '八年级', '九年级', '十年级', '十一年级', '十二年级',
    ]);
  });

  it.each([
    [{ from: '9', to: '12' }, 'Grades 9 to 12', '九至十二年级'],
    [{ from: 'K', to: '4' }, 'Kindergarten to Grade 4', '幼儿园至四年级'],
    [{ from: 'PK', to: '4' }, 'Pre-Kindergarten to Grade 4', '学前班至四年级'],
    [{ from: 'PK', to: 'K' }, 'Pre-Kindergarten and Kindergarten', '学前班与幼儿园'],
    [{ from: '11', to: '12' }, 'Grades 11 and 12', '十一至十二年级'],
    [{ from: '5', to: '5' }, 'Grade 5', '五年级'],
    [{ from: 'K', to: 'K' }, 'Kindergarten', '幼儿园'],
  ] as const)('says %j as "%s" and "%s"', (range, en, zh) => {
    expect(gradeRangeText(range, 'en')).toBe(en);
    expect(gradeRangeText(range, 'zh')).toBe(zh);
  });

  it('tells whether a session is for a grade, both ends included; a session for every grade is for each', () => {
    const upper = { from: '9', to: '12' } as const;
    expect(['8', '9', '10', '12', '2'].map((g) => gradeFits(upper, g as '2'))).toEqual([false, true, true, true, false]);
    expect(gradeFits({ from: 'PK', to: 'K' }, 'PK')).toBe(true);
    expect(gradeFits({ from: 'PK', to: 'K' }, '1')).toBe(false);
    expect(GRADE_CODES.every((g) => gradeFits(null, g))).toBe(true);
  });
});

describe('gradeOfChoice', () => {
  it.each([
    // the seed's choices, as each campus's copy lists them
    ['Pre-Kindergarten (age 3)', 'PK'],
    ['学前班（3岁）', 'PK'],
    ['Kindergarten (ages 4-5)', 'K'],
    ['幼儿园（4-5岁）', 'K'],
    ['Grade 1', '1'],
    ['Grade 2', '2'],
    ['Grade 12', '12'],
    ['一年级', '1'],
    ['二年级', '2'],
    ['十年级', '10'],
    ['十二年级', '12'],
    // as other staff write them
    ['Pre-K', 'PK'],
    ['PreK', 'PK'],
    ['pre k', 'PK'],
    ['PK', 'PK'],
    ['Nursery (3-year-olds)', 'PK'],
    ['Kindergarten', 'K'],
    ['KG', 'K'],
    ['K', 'K'],
    ['幼儿园', 'K'],
    ['grade 2', '2'],
    ['Grades 2', '2'],
    ['G2', '2'],
    ['Gr. 11', '11'],
    ['2nd grade', '2'],
    ['Second Grade', '2'],
    ['Grade Two', '2'],
    ['Grade 2 (age 7)', '2'],
    ['2年级', '2'],
    ['２年级', '2'],
    ['小学二年级', '2'],
    ['一年级（6岁）', '1'],
    ['高一', '10'],
    ['高中三年级', '12'],
    // one grade in both languages is still one grade
    ['Grade 2 / 二年级', '2'],
  ])('reads %j as %s', (text, code) => {
    expect(gradeOfChoice(text)).toBe(code);
  });

  it.each([
    '', 'Not sure yet', 'Primary', 'Upper School',
    // another system's years: Year 2 is Grade 1 in an English school, Grade 2 in an Australian one
    'Year 2', 'Year Two', 'Y2',
    // junior high's first year is Grade 6 in some provinces, Grade 7 in others
    '初一', '初中一年级',
    // more than one grade, or none of the scale
    'Grades 1 to 2', 'Grades 1-2', 'Grade 1 or Grade 2', 'K-12', 'Kindergarten 2', 'K2', 'Grade 13', 'Grade 0', '二十年级',
  ])('cannot tell %j', (text) => {
    expect(gradeOfChoice(text)).toBeNull();
  });
});
