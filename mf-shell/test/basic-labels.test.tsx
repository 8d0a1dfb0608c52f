/** @jest-environment jsdom */
import { act, render, screen, waitFor } from '@testing-library/react';
import { bus, getApi, getCampus, type ContentItem } from '@schools/shared-api';
import { ServerDataContext, useBasicLabels } from '@schools/ui';
import { BASIC_LABEL_FALLBACK } from '../src/ui/hooks/useBasicLabels';

function Probe() {
  const labels = useBasicLabels();
  return <p>{`${labels.LoadMore}|${labels.back}`}</p>;
}

const item = (key: string, text: string): ContentItem => ({
  id: 1, menuId: '00', key, title: '', summary: '', urls: [], alts: [], link: '', path: '', date: '', views: 0,
  blocks: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

describe('useBasicLabels', () => {
  afterEach(() => jest.restoreAllMocks());

  it("shows the school's own labels from the basic group, the fallback until they come", async () => {
    bus.campus.next(getCampus('BIGZ'));
    bus.language.next('zh');
    const call = jest.spyOn(getApi(), 'contentByMenu').mockResolvedValue([item('basic.LoadMore', '查看更多新闻'), item('basic.unknown', 'x')]);
    render(<Probe />);
    expect(screen.getByText(`${BASIC_LABEL_FALLBACK.zh.LoadMore}|返回`)).toBeTruthy();
    await waitFor(() => expect(screen.getByText('查看更多新闻|返回')).toBeTruthy());
    expect(call).toHaveBeenCalledWith({ menuId: '00' });
  });

  it('keeps the fallback in the page language when the call fails', async () => {
    bus.campus.next(getCampus('BIHZ'));
    bus.language.next('en');
    const call = jest.spyOn(getApi(), 'contentByMenu').mockRejectedValue({ code: '500' });
    render(<Probe />);
    await waitFor(() => expect(call).toHaveBeenCalled());
    expect(screen.getByText('Load more|Back')).toBeTruthy();
  });

  it("starts from the labels the server rendered the page with: no call, then or on the visit's next page", async () => {
    bus.campus.next(getCampus('BBSZ'));
    bus.language.next('zh');
    const call = jest.spyOn(getApi(), 'contentByMenu').mockResolvedValue([item('basic.back', '别的词')]);
    const keys: string[] = [];
    const served = { outcome: (key: string) => (keys.push(key), { ok: true as const, data: { back: '回到列表' } }), missing: () => undefined };
    const hydrated = render(<ServerDataContext.Provider value={served}><Probe /></ServerDataContext.Provider>);
    expect(screen.getByText(`${BASIC_LABEL_FALLBACK.zh.LoadMore}|回到列表`)).toBeTruthy();
    expect(keys[0]).toMatch(/\|\["basic-labels\|BBSZ\|zh"\]$/);
    await act(async () => undefined);
    hydrated.unmount();
    // A page the browser renders itself, later in the visit: the server's labels still, asked for nothing.
    render(<Probe />);
    await waitFor(() => expect(screen.getByText(`${BASIC_LABEL_FALLBACK.zh.LoadMore}|回到列表`)).toBeTruthy());
    await act(async () => undefined);
    expect(call).not.toHaveBeenCalled();
  });
});
