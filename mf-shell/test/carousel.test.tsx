/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import type Swiper from 'swiper';
import { bus, getCampus, type HomeBanner } from '@schools/shared-api';
import {
  Carousel,
  CAROUSEL_AUTOPLAY_MS,
  CAROUSEL_SWIPE_THRESHOLD_PX,
  PANORAMA_HINT_MS,
} from '@schools/ui-motion';
import { mockScreen } from './matchMedia';

const BANNER: HomeBanner = {
  slides: [
    { pic: '/storage/a.svg', title: 'Welcome', subtitle: 'An international education' },
    { pic: '/storage/b.svg', title: 'Admissions open', subtitle: 'Book a visit' },
    { pic: '/storage/c.svg', title: 'Beyond the classroom', subtitle: 'Field work' },
  ],
  VRLink: 'https://bisz.example.cn/vr/',
  VRList: [
    { pic: '/storage/vr-1.svg', name: { en: 'Library', zh: '图书馆' } },
    { pic: '/storage/vr-2.svg', name: { en: 'Theatre', zh: '剧场' } },
  ],
};

function show(lang: 'en' | 'zh' = 'en') {
  act(() => {
    bus.campus.next(getCampus('BISZ'));
    bus.language.next(lang);
  });
  return render(
    <Carousel slides={BANNER.slides} vrLink={BANNER.VRLink} vrList={BANNER.VRList} campusName="Lumina Shenzhen" />,
  );
}

function swiperOf(container: HTMLElement): Swiper {
  const el = container.querySelector('.swiper') as (HTMLElement & { swiper?: Swiper }) | null;
  if (!el?.swiper) throw new Error('no Swiper on the carousel');
  return el.swiper;
}

beforeEach(() => mockScreen({ width: 1280 }));
afterEach(() => jest.useRealTimers());

it('uses the constants of SPEC 9 and gives them to Swiper', () => {
  expect(CAROUSEL_AUTOPLAY_MS).toBe(5000);
  expect(CAROUSEL_SWIPE_THRESHOLD_PX).toBe(200);
  expect(PANORAMA_HINT_MS).toBe(2000);
  const swiper = swiperOf(show().container);
  expect(swiper.params.threshold).toBe(200);
  expect(swiper.params.loop).toBe(true);
  expect(swiper.params.autoplay).toMatchObject({ enabled: true, delay: 5000 });
});

it('moves on by itself after 5000 ms, and not while the mouse is over it', () => {
  jest.useFakeTimers();
  const { container } = show();
  const swiper = swiperOf(container);
  const start = swiper.realIndex;
  act(() => jest.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS - 100));
  expect(swiper.realIndex).toBe(start);
  act(() => jest.advanceTimersByTime(200));
  expect(swiper.realIndex).toBe(start + 1);

  fireEvent.mouseEnter(container.querySelector('.ui-carousel')!);
  act(() => jest.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS * 3));
  expect(swiper.realIndex).toBe(start + 1);
  fireEvent.mouseLeave(container.querySelector('.ui-carousel')!);
  act(() => jest.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS + 100));
  expect(swiper.realIndex).toBe(start + 2);
});

it('holds still while focus is inside', () => {
  jest.useFakeTimers();
  const { container } = show();
  const swiper = swiperOf(container);
  act(() => screen.getByRole('link', { name: /360° virtual tour/ }).focus());
  act(() => jest.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS * 2));
  expect(swiper.realIndex).toBe(0);
  act(() => screen.getByRole('link', { name: /360° virtual tour/ }).blur());
  act(() => jest.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS + 100));
  expect(swiper.realIndex).toBe(1);
});

it('does not move by itself under prefers-reduced-motion', () => {
  mockScreen({ width: 1280, reducedMotion: true });
  jest.useFakeTimers();
  const { container } = show();
  const swiper = swiperOf(container);
  expect(swiper.autoplay.running).toBe(false);
  act(() => jest.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS * 3));
  expect(swiper.realIndex).toBe(0);
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

it('captions every slide with the campus name on phones only', () => {
  const desktop = show();
  expect(desktop.container.querySelectorAll('.ui-carousel__caption')).toHaveLength(0);
  desktop.unmount();
  mockScreen({ width: 390 });
  const phone = show();
  const captions = phone.container.querySelectorAll('.ui-carousel__caption');
  expect(captions).toHaveLength(BANNER.slides.length + 1);
  captions.forEach((caption) => expect(caption.textContent).toBe('Lumina Shenzhen'));
  expect(phone.container.querySelector('.ui-carousel--phone')).not.toBeNull();
});

it('speaks Swiper\'s messages in the page language', () => {
  show('zh');
  expect(screen.getByRole('button', { name: '下一张' })).toBeTruthy();
  expect(screen.getByRole('button', { name: '上一张' })).toBeTruthy();
  expect(screen.getByRole('button', { name: '转到第2张' })).toBeTruthy();
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
  const { container } = show();
  const swiper = swiperOf(container);
  const live = () => swiper.slides.filter((slide) => !slide.inert).map((slide) => slide.textContent);
  expect(live()).toHaveLength(1);
  expect(live()[0]).toContain('Welcome');
  act(() => swiper.slideNext(0));
  expect(live()).toHaveLength(1);
  expect(live()[0]).toContain('Admissions open');
});
