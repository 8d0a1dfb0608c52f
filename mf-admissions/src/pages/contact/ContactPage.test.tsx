/** @jest-environment jsdom */
import { act, screen, waitFor } from '@testing-library/react';
import { bus, getApi } from '@schools/shared-api';
import { item, renderAdmissions, text } from '../../test-support/render';

const general = (field: string, value: string) => item({ menuId: '06', key: `GeneralInformation.${field}`, blocks: [text(value)] });

describe('Contact Us', () => {
  afterEach(() => jest.restoreAllMocks());

  it('gives the address, phone numbers as tel: links and e-mails as mailto: links, then how to get there', async () => {
    jest.spyOn(getApi(), 'contentByMenu').mockImplementation(async ({ menuId }) => (menuId === '06'
      ? [general('schoolAdd', '66 Haiwan 2nd Road, Shenzhen'), general('number_1', '0755-2688 0101'), general('number_5', '+86 755 2688 0101'), general('value_1', 'admissions@bisz.example.cn')]
      : [item({ menuId: '05', key: 'admissions.contactUs', blocks: [text('Our admissions office is open every weekday.'), { type: 'heading', level: 2, text: 'Getting here' }] })]));
    renderAdmissions('#/contact_us?lang=en');
    expect(await screen.findByText('66 Haiwan 2nd Road, Shenzhen')).toBeTruthy();
    expect(screen.getByRole('link', { name: '0755-2688 0101' }).getAttribute('href')).toBe('tel:+8675526880101');
    expect(screen.getByRole('link', { name: '+86 755 2688 0101' }).getAttribute('href')).toBe('tel:+8675526880101');
    expect(screen.getByRole('link', { name: 'admissions@bisz.example.cn' }).getAttribute('href')).toBe('mailto:admissions@bisz.example.cn');
    expect(screen.getByText('Reception')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Getting here' })).toBeTruthy();
  });

  it('shows nothing until both its calls have answered, so the intro never pushes the contact card down', async () => {
    let answerAdmissions: (items: ReturnType<typeof item>[]) => void = () => undefined;
    const admissions = new Promise<ReturnType<typeof item>[]>((resolve) => { answerAdmissions = resolve; });
    jest.spyOn(getApi(), 'contentByMenu').mockImplementation(async ({ menuId }) => (menuId === '06'
      ? [general('schoolAdd', '66 Haiwan 2nd Road, Shenzhen')]
      : admissions));
    renderAdmissions('#/contact_us?lang=en');
    // Every call but the held one has answered and its render is committed: the page's loading count
    // (which ends a call's count only once its answer is on screen) is down to that one.
    await waitFor(() => expect(bus.loading.value).toBe(1));
    expect(screen.queryByText('66 Haiwan 2nd Road, Shenzhen')).toBeNull();
    await act(async () => answerAdmissions([item({ menuId: '05', key: 'admissions.contactUs', blocks: [text('Our admissions office is open every weekday.')] })]));
    const address = await screen.findByText('66 Haiwan 2nd Road, Shenzhen');
    const intro = screen.getByText('Our admissions office is open every weekday.');
    expect(intro.compareDocumentPosition(address) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
