/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { getApi, type Tuition } from '@schools/shared-api';
import { item, renderAdmissions, text } from '../../test-support/render';

const TUITION: Tuition = {
  year: '2025-26', otherFeesBasis: '2024-25', currency: 'CNY',
  rows: [{ grade: 'Grades 1-5', annualFee: 286000 }, { grade: 'Grades 6-8', annualFee: 305000 }],
  otherFees: [{ item: 'Lunch plan (per year)', amount: '8,800 yuan' }],
  applicationFee: { amount: 2000, refundable: false, creditedToTuition: true, note: 'The application fee of 2,000 yuan is non-refundable.' },
  notes: ['Tuition may be paid in full by 15 July, or in two instalments.', 'Please pay by bank transfer to the account below.'],
  lastUpdated: ['2024-12-20', '2025-05-16'],
  bank: { accountName: 'School fee account', accountNumber: '0000 7550', bank: 'Harbour City Bank' },
};

describe('Tuition', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the fee table by grade, other fees, then how to pay and the bank details', async () => {
    jest.spyOn(getApi(), 'contentByMenu').mockResolvedValue([item({ menuId: '05', key: 'admissions.tuition', blocks: [text('What tuition covers.')] })]);
    jest.spyOn(getApi(), 'tuitionContent').mockResolvedValue(TUITION);
    renderAdmissions('#/admissions/tuition?lang=en');
    expect(await screen.findByText('What tuition covers.')).toBeTruthy();
    const fees = await screen.findByRole('table', { name: 'Tuition 2025-26' });
    expect(within(fees).getAllByRole('row').map((r) => r.textContent)).toEqual(['GradeAnnual tuition', 'Grades 1-5286,000 yuan', 'Grades 6-8305,000 yuan']);
    expect(screen.getByRole('table', { name: 'Other fees (based on 2024-25)' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'How to pay' })).toBeTruthy();
    expect(screen.getByText('Tuition may be paid in full by 15 July, or in two instalments.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Paying by bank transfer' })).toBeTruthy();
    expect(screen.getByText('0000 7550')).toBeTruthy();
  });

  it('has no bank section where the campus gives no bank details, in Chinese', async () => {
    jest.spyOn(getApi(), 'contentByMenu').mockResolvedValue([]);
    jest.spyOn(getApi(), 'tuitionContent').mockResolvedValue({ ...TUITION, bank: null });
    renderAdmissions('#/admissions/tuition?lang=cn', { lang: 'zh' });
    expect(await screen.findByRole('table', { name: '2025-26 学年学费' })).toBeTruthy();
    expect(screen.getByText('286,000 元')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '银行转账' })).toBeNull();
  });
});
