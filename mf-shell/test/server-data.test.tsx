/** @jest-environment jsdom */
// The kit's data hooks in a hydration: they start from the outcomes the server rendered the page with
// (ServerDataContext, given by createSection from the page's data) instead of a loading state, and ask
// the API nothing it has answered already; a failure is no answer, and is asked again.
import { useId, type ReactNode } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { bus, getApi, getCampus, type ContentItem } from '@schools/shared-api';
import { ServerDataContext, useApiData, usePagedList } from '@schools/ui';
import { embeddedServerData, outcomeKey, type ServerOutcome } from '../src/ui/server/serverData';

beforeEach(() => {
  bus.campus.next(getCampus('BISZ'));
  bus.language.next('en');
});
afterEach(() => jest.restoreAllMocks());

/** Answers every call of the tree with `outcome`, noting the keys asked for. */
function Answering({ outcome, keys, children }: { outcome: ServerOutcome; keys?: string[]; children: ReactNode }) {
  const data = { outcome: (key: string) => (keys?.push(key), outcome), missing: () => undefined };
  return <ServerDataContext.Provider value={data}>{children}</ServerDataContext.Provider>;
}

function Probe({ load }: { load: () => Promise<string> }) {
  const state = useApiData(load, ['probe']);
  return (
    <>
      <p>{state.status === 'ready' ? state.data : state.status}</p>
      <button type="button" onClick={state.retry}>retry</button>
    </>
  );
}

describe('useApiData in a hydration', () => {
  it("starts from the server's answer: no loading state, no call, until a retry", async () => {
    const load = jest.fn(() => Promise.resolve('from the API'));
    const keys: string[] = [];
    render(<Answering outcome={{ ok: true, data: 'from the server' }} keys={keys}><Probe load={load} /></Answering>);
    expect(screen.getByText('from the server')).toBeTruthy();
    expect(bus.loading.value).toBe(0);
    await act(async () => undefined);
    expect(load).not.toHaveBeenCalled();
    // Keyed by the hook's place (useId) and its inputs.
    expect(keys[0]).toMatch(/\|\["probe"\]$/);
    await act(async () => fireEvent.click(screen.getByText('retry')));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('from the API')).toBeTruthy();
  });

  it("starts from the server's failure, as the server showed it, and asks again", async () => {
    const load = jest.fn(() => Promise.resolve('from the API'));
    const seen: string[] = [];
    function Watch() {
      const state = useApiData(load, ['probe']);
      seen.push(state.status);
      return null;
    }
    render(<Answering outcome={{ ok: false, error: { code: '500' } }}><Watch /></Answering>);
    expect(seen[0]).toBe('error');
    await act(async () => undefined);
    expect(load).toHaveBeenCalledTimes(1);
    expect(seen.at(-1)).toBe('ready');
  });

  it("never takes a visitor's own answer (a sign-in) from the server's page: loading, as the server rendered it, then asked", async () => {
    const load = jest.fn(() => Promise.resolve('signed in'));
    const keys: string[] = [];
    const seen: string[] = [];
    function Own() {
      const state = useApiData(load, ['session'], { ownToVisitor: true });
      seen.push(state.status === 'ready' ? state.data : state.status);
      return null;
    }
    render(<Answering outcome={{ ok: true, data: 'anonymous, as the server saw it' }} keys={keys}><Own /></Answering>);
    expect(seen[0]).toBe('loading');
    expect(keys).toEqual([]);
    await act(async () => undefined);
    expect(load).toHaveBeenCalledTimes(1);
    expect(seen.at(-1)).toBe('signed in');
  });

  it('asks the API as before where no server data is given (a page the browser renders)', async () => {
    const load = jest.fn(() => Promise.resolve('from the API'));
    render(<Probe load={load} />);
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => undefined);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('from the API')).toBeTruthy();
  });
});

describe('embeddedServerData', () => {
  it("answers the page's keys, the hook's place and inputs, and nothing else", () => {
    function Place() {
      return <p data-testid="key">{outcomeKey(useId(), ['probe'])}</p>;
    }
    render(<Place />);
    const key = screen.getByTestId('key').textContent!;
    const data = embeddedServerData({ [key]: { ok: true, data: 1 } });
    const never = () => Promise.reject(new Error('not asked'));
    expect(data.outcome(key, never)).toEqual({ ok: true, data: 1 });
    expect(data.outcome(outcomeKey('other', ['probe']), never)).toBeUndefined();
    expect(data.outcome('toString', never)).toBeUndefined();
  });
});

describe('usePagedList in a hydration', () => {
  const item = (id: number) => ({ id, title: `Story ${id}` }) as ContentItem;

  function List() {
    const list = usePagedList('news', 2);
    return (
      <>
        <p>{list.status}: {list.items.map((i) => i.title).join(', ')}</p>
        <button type="button" onClick={list.loadMore}>more</button>
      </>
    );
  }

  it("starts from the server's first page and asks for the second on 'more'", async () => {
    const call = jest.spyOn(getApi(), 'contentList').mockResolvedValue({ list: [item(3)], total: 3 } as Awaited<ReturnType<ReturnType<typeof getApi>['contentList']>>);
    render(<Answering outcome={{ ok: true, data: { list: [item(1), item(2)], total: 3 } }}><List /></Answering>);
    expect(screen.getByText('ready: Story 1, Story 2')).toBeTruthy();
    await act(async () => undefined);
    expect(call).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByText('more')));
    expect(call).toHaveBeenCalledWith({ menuId: 'news', page: 2, size: 2 });
    expect(screen.getByText('ready: Story 1, Story 2, Story 3')).toBeTruthy();
  });
});
