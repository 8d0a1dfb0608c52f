/** @jest-environment jsdom */
import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { bus, getCampus, parseHash } from '@schools/shared-api';
import { PageSwitch, RoutesContext, useRoute } from '@schools/ui';
import { ROUTES } from '@schools/root-config/routes';
import { routeState } from '@schools/root-config/navigation';
import { AppNameContext } from '../src/ui/section/pageContext';

function go(hash: string) {
  act(() => bus.route.next(routeState(ROUTES, parseHash(hash))));
}

/** A list page with state of its own: how many items the visitor loaded. */
function NewsList() {
  const [loaded, setLoaded] = useState(1);
  const route = useRoute();
  return (
    <section data-route={route?.path}>
      <p>loaded {loaded}</p>
      <button type="button" onClick={() => setLoaded(loaded + 1)}>more</button>
    </section>
  );
}
function NewsDetail() {
  return <p>detail {useRoute()?.query.id}</p>;
}

function renderSection() {
  return render(
    <AppNameContext.Provider value="@schools/news">
      <RoutesContext.Provider value={ROUTES}>
        <PageSwitch pages={{ '/news_list': NewsList, '/news_detail': NewsDetail }} />
      </RoutesContext.Provider>
    </AppNameContext.Provider>,
  );
}

describe('PageSwitch', () => {
  beforeEach(() => {
    bus.campus.next(getCampus('BISZ'));
    bus.language.next('en');
  });

  it('keeps a cached page with its state while the visitor reads a detail and another section, and shows it again', () => {
    go('#/news_list?lang=en');
    const { container } = renderSection();
    fireEvent.click(screen.getByText('more'));
    fireEvent.click(screen.getByText('more'));
    expect(screen.getByText('loaded 3')).toBeTruthy();

    go('#/news_detail?id=7&lang=en');
    expect(screen.getByText('detail 7')).toBeTruthy();
    expect(screen.getByText('loaded 3').closest('[hidden]')).not.toBeNull();

    go('#/home?lang=en'); // another section's page: nothing of this section shows
    expect(container.querySelectorAll('.ui-page-slot:not([hidden])')).toHaveLength(0);
    expect(screen.queryByText(/detail/)).toBeNull();

    go('#/news_list?lang=en');
    expect(screen.getByText('loaded 3').closest('[hidden]')).toBeNull();
  });

  it('starts a page that is not cached afresh on every visit, and falls back to the section page', () => {
    go('#/news_detail?id=1&lang=en');
    renderSection();
    go('#/art_festival?lang=en');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Art Festival');
    expect(screen.queryByText(/detail/)).toBeNull();
  });
});

describe('pages disabled on a campus', () => {
  it('are disabled with their ancestors and with the page they return to', async () => {
    const { isDisabledOn } = await import('@schools/shared-api');
    expect(isDisabledOn(ROUTES, '/about/management', 'BBCD')).toBe(true);
    expect(isDisabledOn(ROUTES, '/about/management/detail', 'BBCD')).toBe(true); // its back page is disabled
    expect(isDisabledOn(ROUTES, '/stuLife/course/ICT', 'BBCD')).toBe(true); // under a disabled page
    expect(isDisabledOn(ROUTES, '/about/management', 'BISZ')).toBe(false);
    expect(isDisabledOn(ROUTES, '/about/achievements/AAD', 'BBCD')).toBe(false);
  });

  it('show a polite word instead of the page, which then asks the API nothing', () => {
    bus.campus.next(getCampus('BBCD'));
    bus.language.next('zh');
    go('#/about/management?lang=cn');
    const Management = jest.fn(() => <p>leaders</p>);
    render(
      <AppNameContext.Provider value="@schools/about">
        <RoutesContext.Provider value={ROUTES}>
          <PageSwitch pages={{ '/about/management': Management }} />
        </RoutesContext.Provider>
      </AppNameContext.Provider>,
    );
    expect(Management).not.toHaveBeenCalled();
    expect(screen.getByText(`${getCampus('BBCD').name.zh}暂不提供此页面的内容。`)).toBeTruthy();
  });
});
