/** @jest-environment jsdom */
import fs from 'node:fs';
import path from 'node:path';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type Swiper from 'swiper';
import { bus, getCampus, type HomeBanner } from '@schools/shared-api';
import {
  Carousel,
  CAROUSEL_AUTOPLAY_MS,
  CAROUSEL_SWIPE_THRESHOLD_PX,
  CAROUSEL_TAP_TOLERANCE_PX,
  commitRatio,
  PANORAMA_HINT_MS,
  type CarouselProps,
} from '@schools/ui-motion';
import { mockScreen } from './matchMedia';

const BANNER: HomeBanner = {
  slides: [
    { pic: '/storage/a.svg', alt: 'Two pupils waving at the school gate', title: 'Welcome', subtitle: 'An international education' },
    { pic: '/storage/b.svg', alt: '', title: 'Admissions open', subtitle: 'Book a visit' },
    { pic: '/storage/c.svg', alt: '', title: 'Beyond the classroom', subtitle: 'Field work' },
  ],
  VRLink: 'https://bisz.example.cn/vr/',
  VRList: [
    { pic: '/storage/vr-1.svg', alt: '', name: { en: 'Library', zh: '图书馆' } },
    { pic: '/storage/vr-2.svg', alt: '', name: { en: 'Theatre', zh: '剧场' } },
  ],
  VRPic: { pic: '/storage/vr-0.svg', alt: '' },
};
const TITLES = ['Welcome', 'Admissions open', 'Beyond the classroom', '360° virtual tour'];

/**
 * Renders the carousel; under fake timers also lets the two tasks in which it sets Swiper up and starts
 * it run (after the page's effects, not among them).
 */
function show(lang: 'en' | 'zh' = 'en', props: Partial<CarouselProps> = {}) {
  act(() => {
    bus.campus.next(getCampus('BISZ'));
    bus.language.next(lang);
  });
  const shown = render(
    <Carousel
      slides={BANNER.slides}
      vrLink={BANNER.VRLink}
      vrList={BANNER.VRList}
      vrPic={BANNER.VRPic}
      campusName={lang === 'zh' ? '明光深圳' : 'Lumina Shenzhen'}
      {...props}
    />,
  );
  if ('clock' in setTimeout) {
    act(() => jest.advanceTimersByTime(0));
    // A timer set from a timer waits a millisecond on the fake clock.
    act(() => jest.advanceTimersByTime(1));
  }
  return shown;
}

function swiperOf(container: HTMLElement): Swiper {
  const el = container.querySelector('.swiper') as (HTMLElement & { swiper?: Swiper }) | null;
  if (!el?.swiper) throw new Error('no Swiper on the carousel');
  return el.swiper;
}

/** The title of the one slide a reader can reach (the others are inert). */
function shownTitle(container: HTMLElement): string {
  const live = [...container.querySelectorAll('.ui-carousel__slide')].filter((slide) => !slide.hasAttribute('inert'));
  expect(live).toHaveLength(1);
  return live[0]!.querySelector('.ui-carousel__title')!.textContent!;
}

/** The bullet marked current, by its accessible name. */
function currentBullet(container: HTMLElement): string | null {
  const current = container.querySelectorAll('.ui-carousel__dot[aria-current="true"]');
  expect(current).toHaveLength(1);
  return current[0]!.getAttribute('aria-label');
}

/**
 * Lets time pass, then ends the slide's CSS transition as a browser would (jsdom has no CSS
 * transitions, and Swiper does not start a looping move while the previous one is still running).
 */
function wait(container: HTMLElement, ms: number) {
  act(() => jest.advanceTimersByTime(ms));
  act(() => {
    fireEvent.transitionEnd(container.querySelector('.swiper-wrapper')!);
  });
}

// jsdom has no layout: every box gets a screen's size, so Swiper lays its slides out side by side
// as in a browser (at zero width it cannot tell one slide's place from another's).
beforeEach(() => {
  mockScreen({ width: 1280 });
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1280);
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(800);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

it('starts Swiper in tasks of its own once rendered (set up, then laid out): the first slide shows as the server drew it until then', () => {
  jest.useFakeTimers();
  act(() => {
    bus.campus.next(getCampus('BISZ'));
    bus.language.next('en');
  });
  const { container } = render(<Carousel slides={BANNER.slides} vrLink={BANNER.VRLink} vrList={BANNER.VRList} vrPic={BANNER.VRPic} campusName="Lumina Shenzhen" />);
  const host = container.querySelector('.swiper') as HTMLElement & { swiper?: Swiper };
  expect(host.swiper).toBeUndefined();
  expect(shownTitle(container)).toBe('Welcome');
  act(() => jest.advanceTimersByTime(0));
  // Set up, not started: the slides not laid out by Swiper yet.
  expect(host.swiper).toBeUndefined();
  expect(host.classList.contains('swiper-initialized')).toBe(false);
  act(() => jest.advanceTimersByTime(1));
  expect(host.swiper).toBeDefined();
  expect(host.classList.contains('swiper-initialized')).toBe(true);
  expect(shownTitle(container)).toBe('Welcome');
});

it('uses the constants of SPEC 9 and Swiper\'s core alone, looping', () => {
  jest.useFakeTimers();
  expect(CAROUSEL_AUTOPLAY_MS).toBe(5000);
  expect(CAROUSEL_SWIPE_THRESHOLD_PX).toBe(200);
  expect(PANORAMA_HINT_MS).toBe(2000);
  const swiper = swiperOf(show().container);
  // A slide follows the finger at once; a drag of 200 px commits on a desktop, a quarter of the width on a phone.
  expect(swiper.params.threshold).toBe(CAROUSEL_TAP_TOLERANCE_PX);
  expect(CAROUSEL_TAP_TOLERANCE_PX).toBeLessThanOrEqual(5);
  expect(commitRatio(1280) * 1280).toBeCloseTo(200);
  expect(commitRatio(390) * 390).toBeCloseTo(97.5);
  expect(swiper.params.longSwipesRatio).toBeCloseTo(commitRatio(1280)); // the mocked width
  expect(swiper.params.loop).toBe(true);
  expect(swiper.params.modules ?? []).toHaveLength(0);
  expect(swiper.params.speed).toBe(600);
});

it('moves on by itself after 5000 ms, not while the pointer is over it, and again once it has left', () => {
  jest.useFakeTimers();
  const { container } = show();
  const swiper = swiperOf(container);
  wait(container, CAROUSEL_AUTOPLAY_MS - 100);
  expect(shownTitle(container)).toBe('Welcome');
  wait(container, 200);
  expect(swiper.realIndex).toBe(1);
  expect(shownTitle(container)).toBe('Admissions open');
  expect(currentBullet(container)).toBe('Go to slide 2');

  const carousel = screen.getByRole('region', { name: 'Highlights of Lumina Shenzhen' });
  fireEvent.pointerEnter(carousel);
  wait(container, CAROUSEL_AUTOPLAY_MS * 3);
  expect(shownTitle(container)).toBe('Admissions open');
  fireEvent.pointerLeave(carousel);
  wait(container, CAROUSEL_AUTOPLAY_MS - 100);
  expect(shownTitle(container)).toBe('Admissions open');
  wait(container, 200);
  expect(shownTitle(container)).toBe('Beyond the classroom');
  // It goes round: from the last slide (the tour) back to the first.
  wait(container, CAROUSEL_AUTOPLAY_MS);
  wait(container, CAROUSEL_AUTOPLAY_MS);
  expect(shownTitle(container)).toBe('Welcome');
  expect(currentBullet(container)).toBe('Go to slide 1');
});

it('keeps going after a move Swiper refused (one still under way)', () => {
  jest.useFakeTimers();
  const { container } = show();
  act(() => jest.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS)); // moves; its transition never ends...
  act(() => jest.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS)); // ...so Swiper refuses this move
  expect(shownTitle(container)).toBe('Admissions open');
  wait(container, 0);
  wait(container, CAROUSEL_AUTOPLAY_MS);
  expect(shownTitle(container)).toBe('Beyond the classroom');
});

it('holds still while focus is inside, and goes on once it has left', () => {
  jest.useFakeTimers();
  const { container } = show();
  const tour = screen.getByRole('link', { name: /360° virtual tour/ });
  act(() => tour.focus());
  wait(container, CAROUSEL_AUTOPLAY_MS * 2);
  expect(shownTitle(container)).toBe('Welcome');
  act(() => tour.blur());
  wait(container, CAROUSEL_AUTOPLAY_MS + 100);
  expect(shownTitle(container)).toBe('Admissions open');
});

it('holds still while the page is hidden', () => {
  jest.useFakeTimers();
  const { container } = show();
  const setVisibility = (state: DocumentVisibilityState) =>
    act(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
      document.dispatchEvent(new Event('visibilitychange'));
    });
  try {
    setVisibility('hidden');
    wait(container, CAROUSEL_AUTOPLAY_MS * 3);
    expect(shownTitle(container)).toBe('Welcome');
    setVisibility('visible');
    wait(container, CAROUSEL_AUTOPLAY_MS + 100);
    expect(shownTitle(container)).toBe('Admissions open');
  } finally {
    delete (document as { visibilityState?: unknown }).visibilityState;
  }
});

it('has a pause button that stops autoplay until play is pressed, and says which it is', () => {
  jest.useFakeTimers();
  const { container } = show();
  const wrapper = container.querySelector('.swiper-wrapper')!;
  // Moving slides are not read out; a slide the reader chose is.
  expect(wrapper.getAttribute('aria-live')).toBe('off');
  fireEvent.click(screen.getByRole('button', { name: 'Pause the slideshow' }));
  expect(wrapper.getAttribute('aria-live')).toBe('polite');
  wait(container, CAROUSEL_AUTOPLAY_MS * 3);
  expect(shownTitle(container)).toBe('Welcome');

  // The reader's choice holds even while the pointer is over it (it was, to press the button).
  const carousel = screen.getByRole('region');
  fireEvent.pointerEnter(carousel);
  fireEvent.click(screen.getByRole('button', { name: 'Play the slideshow' }));
  expect(screen.queryByRole('button', { name: 'Play the slideshow' })).toBeNull();
  expect(wrapper.getAttribute('aria-live')).toBe('off');
  wait(container, CAROUSEL_AUTOPLAY_MS + 100);
  expect(shownTitle(container)).toBe('Admissions open');
});

it('does not move by itself under prefers-reduced-motion, and slides without animation', () => {
  mockScreen({ width: 1280, reducedMotion: true });
  jest.useFakeTimers();
  const { container } = show();
  act(() => jest.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS * 3));
  expect(shownTitle(container)).toBe('Welcome');
  expect(screen.queryByRole('button', { name: /slideshow/ })).toBeNull();
  expect(swiperOf(container).params.speed).toBe(0);
  fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
  expect(shownTitle(container)).toBe('Admissions open');
});

it('moves with the bullets and the arrows, the current bullet and slide following', () => {
  jest.useFakeTimers(); // Swiper goes to a bullet's slide on the next animation frame
  const { container } = show();
  const swiper = swiperOf(container);
  const press = (name: string) => {
    fireEvent.click(screen.getByRole('button', { name }));
    wait(container, 20);
  };
  expect(currentBullet(container)).toBe('Go to slide 1');
  press('Go to slide 3');
  expect(swiper.realIndex).toBe(2);
  expect(currentBullet(container)).toBe('Go to slide 3');
  expect(shownTitle(container)).toBe('Beyond the classroom');

  act(() => swiper.slideNext(0)); // a swipe, as far as the controls know
  expect(currentBullet(container)).toBe('Go to slide 4');
  press('Next slide');
  expect(currentBullet(container)).toBe('Go to slide 1');
  expect(shownTitle(container)).toBe('Welcome');
  press('Previous slide');
  expect(currentBullet(container)).toBe('Go to slide 4');
  expect(shownTitle(container)).toBe(TITLES[3]);
  press('Go to slide 2');
  expect(currentBullet(container)).toBe('Go to slide 2');
  expect(shownTitle(container)).toBe('Admissions open');
});

it('moves with the arrow keys while focus is inside, and leaves them to the page elsewhere', () => {
  mockScreen({ width: 1280, reducedMotion: true }); // no slide animation to wait for
  jest.useFakeTimers();
  const { container } = show();
  const next = screen.getByRole('button', { name: 'Next slide' });
  act(() => next.focus());
  fireEvent.keyDown(next, { key: 'ArrowRight' });
  expect(shownTitle(container)).toBe('Admissions open');
  fireEvent.keyDown(next, { key: 'ArrowRight' });
  expect(shownTitle(container)).toBe('Beyond the classroom');
  fireEvent.keyDown(next, { key: 'ArrowLeft' });
  expect(shownTitle(container)).toBe('Admissions open');
  expect(fireEvent.keyDown(next, { key: 'ArrowLeft', ctrlKey: true })).toBe(true);
  fireEvent.keyDown(document.body, { key: 'ArrowRight' });
  expect(shownTitle(container)).toBe('Admissions open');
});

it('names the carousel, its slides and its controls for screen readers', () => {
  const { container } = show();
  const carousel = screen.getByRole('region', { name: 'Highlights of Lumina Shenzhen' });
  expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
  const slides = [...container.querySelectorAll('.ui-carousel__slide')];
  expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 4', '2 of 4', '3 of 4', '4 of 4']);
  slides.forEach((slide) => {
    expect(slide.getAttribute('role')).toBe('group');
    expect(slide.getAttribute('aria-roledescription')).toBe('slide');
  });
  // Each control is a real button with a name; the pause button comes before the bullets.
  const controls = within(carousel).getAllByRole('button');
  expect(controls.map((button) => button.getAttribute('aria-label'))).toEqual([
    'Previous slide',
    'Next slide',
    'Pause the slideshow',
    'Go to slide 1',
    'Go to slide 2',
    'Go to slide 3',
    'Go to slide 4',
  ]);
});

it('speaks Chinese on a Chinese page', () => {
  const { container } = show('zh');
  const carousel = screen.getByRole('region', { name: '明光深圳风采' });
  expect(carousel.getAttribute('aria-roledescription')).toBe('轮播图');
  const second = container.querySelectorAll('.ui-carousel__slide')[1]!;
  expect(second.getAttribute('aria-roledescription')).toBe('幻灯片');
  expect(second.getAttribute('aria-label')).toBe('第2张，共4张');
  for (const name of ['上一张', '下一张', '转到第2张', '暂停自动播放']) {
    expect(screen.getByRole('button', { name })).toBeTruthy();
  }
  fireEvent.click(screen.getByRole('button', { name: '暂停自动播放' }));
  expect(screen.getByRole('button', { name: '开始自动播放' })).toBeTruthy();
  // No English left in what the carousel itself says (the slides' titles come from the banner).
  const said = [...container.querySelectorAll('[aria-label], [aria-roledescription]')].flatMap((el) => [
    el.getAttribute('aria-label') ?? '',
    el.getAttribute('aria-roledescription') ?? '',
  ]);
  expect(said.join('')).not.toMatch(/[A-Za-z]/);
});

it('shows the panoramic hint when the mouse moves over the VR slide, for 2000 ms after it stops', () => {
  jest.useFakeTimers();
  show();
  const vr = screen.getByTestId('vr-slide');
  const hint = vr.querySelector('.ui-carousel__hint')!;
  expect(hint.classList.contains('is-visible')).toBe(false);
  fireEvent.mouseMove(vr);
  expect(hint.classList.contains('is-visible')).toBe(true);
  act(() => jest.advanceTimersByTime(1500));
  fireEvent.mouseMove(vr); // moving again keeps it up
  act(() => jest.advanceTimersByTime(PANORAMA_HINT_MS - 1));
  expect(hint.classList.contains('is-visible')).toBe(true);
  act(() => jest.advanceTimersByTime(1));
  expect(hint.classList.contains('is-visible')).toBe(false);
});

it("shows the tour slide's own picture behind its places, none of which it repeats; a server without one, the first place's", () => {
  const pictures = (container: HTMLElement) => {
    const vr = container.querySelector('[data-testid="vr-slide"]')!;
    return {
      behind: vr.querySelector(':scope > .ui-carousel__pic img')?.getAttribute('src'),
      places: [...vr.querySelectorAll('.ui-carousel__place img')].map((img) => img.getAttribute('src')),
    };
  };
  const withCover = show();
  expect(pictures(withCover.container)).toEqual({ behind: '/storage/vr-0.svg', places: ['/storage/vr-1.svg', '/storage/vr-2.svg'] });
  withCover.unmount();
  expect(pictures(show('en', { vrPic: undefined }).container).behind).toBe('/storage/vr-1.svg');
});

it('opens the virtual tour and each of its places in a new tab', () => {
  show('zh');
  const tour = screen.getByRole('link', { name: /360°全景校园/ });
  const places = ['图书馆', '剧场'].map((name) => screen.getByRole('link', { name: new RegExp(name) }));
  for (const link of [tour, ...places]) {
    expect(link.getAttribute('href')).toBe(BANNER.VRLink);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  }
});

it('captions every slide with the campus name, which the stylesheet shows on phones only (the same markup on every screen)', () => {
  const desktop = show();
  const captions = [...desktop.container.querySelectorAll('.ui-carousel__caption')].map((c) => c.textContent);
  expect(captions).toEqual(Array(BANNER.slides.length + 1).fill('Lumina Shenzhen'));
  desktop.unmount();
  mockScreen({ width: 390 });
  const phone = show();
  expect(phone.container.innerHTML.replace(/_r_[0-9a-z]+_/g, '')).toBe(show().container.innerHTML.replace(/_r_[0-9a-z]+_/g, ''));
  const css = fs.readFileSync(path.join(__dirname, '../src/ui-motion/carousel.css'), 'utf8');
  expect(css).toMatch(/\.ui-carousel__caption \{\s*display: none;/);
  expect(css).toMatch(/@media \(max-width: 450px\) \{[^@]*\.ui-carousel__caption \{ display: block; \}/);
});

it('loads the first picture at once and the others lazily', () => {
  const { container } = show();
  const pics = [...container.querySelectorAll<HTMLImageElement>('.ui-carousel__slide > .ui-carousel__pic img')];
  const first = pics.find((img) => img.getAttribute('src') === BANNER.slides[0]!.pic)!;
  expect(first.getAttribute('loading')).toBe('eager');
  const third = pics.find((img) => img.getAttribute('src') === BANNER.slides[2]!.pic)!;
  expect(third.getAttribute('loading')).toBe('lazy');
});

it('lets only the shown slide take focus, so Tab never lands in a slide off screen', () => {
  jest.useFakeTimers();
  const { container } = show();
  expect(shownTitle(container)).toBe('Welcome');
  // The places' links are on the tour's slide, inert until it is shown.
  const library = screen.getByRole('link', { name: /Library/ });
  expect(library.closest('[inert]')).not.toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Go to slide 4' }));
  wait(container, 20);
  expect(shownTitle(container)).toBe(TITLES[3]);
  expect(library.closest('[inert]')).toBeNull();
});

it('rewinds with two slides, and has no controls with one', () => {
  jest.useFakeTimers();
  const two = show('en', { slides: BANNER.slides.slice(0, 1) });
  expect(swiperOf(two.container).params.loop).toBe(false);
  fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
  expect(shownTitle(two.container)).toBe(TITLES[3]);
  fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
  expect(shownTitle(two.container)).toBe('Welcome');
  two.unmount();

  const one = show('en', { slides: BANNER.slides.slice(0, 1), vrLink: '' });
  expect(one.container.querySelectorAll('button')).toHaveLength(0);
  expect(shownTitle(one.container)).toBe('Welcome');
});

it("describes a photograph by the alt text its editor wrote, and leaves an illustration to the title beside it", () => {
  const { container } = show();
  const alts = [...container.querySelectorAll('.ui-carousel__slide .ui-carousel__pic img')].map((img) => img.getAttribute('alt'));
  expect(alts.slice(0, 3)).toEqual(['Two pupils waving at the school gate', '', '']);
});
