import { useEffect, useEffectEvent, useId, useRef, useState, useSyncExternalStore, type FocusEvent, type KeyboardEvent } from 'react';
import Swiper from 'swiper';
import type { HomeBanner, Lang } from '@schools/shared-api';
import { ImagePreloader, useLang, useReducedMotion } from '@schools/ui';

/** SPEC 9: the carousel moves on by itself every 5000 ms. */
export const CAROUSEL_AUTOPLAY_MS = 5000;
/**
 * SPEC 9's swipe threshold, read as the drag that commits a change of slide on a desktop: let go
 * after 200 px and the next slide comes, before it the slide springs back. On a phone a quarter of the
 * carousel's width commits (98 px at 390 px), so a swipe of a third always does: 200 px would leave a
 * finger almost no room.
 */
export const CAROUSEL_SWIPE_THRESHOLD_PX = 200;
/** The slide follows the finger or the mouse from its first pixels; a tap's few pixels of jitter move nothing. */
export const CAROUSEL_TAP_TOLERANCE_PX = 4;

/** The part of the carousel's width a drag must cover to change slide (Swiper's longSwipesRatio). */
export function commitRatio(width: number): number {
  if (width <= 0) return 0.5;
  return Math.min(CAROUSEL_SWIPE_THRESHOLD_PX, width / 4) / width;
}
/** SPEC 2: the panoramic-view hint stays this long after the mouse last moved over the VR slide. */
export const PANORAMA_HINT_MS = 2000;
const SLIDE_SPEED_MS = 600;

export interface CarouselProps {
  slides: HomeBanner['slides'];
  vrLink: HomeBanner['VRLink'];
  vrList: HomeBanner['VRList'];
  /** The tour slide's own picture, behind its places; a server without one gives none (its first place's shows). */
  vrPic?: HomeBanner['VRPic'];
  /** The campus's name in the page language: the slides' caption on phones (SPEC 2). */
  campusName: string;
}

interface Words {
  region: (campus: string) => string;
  carousel: string;
  slide: string;
  slideLabel: (n: number, total: number) => string;
  prev: string;
  next: string;
  goTo: (n: number) => string;
  pause: string;
  play: string;
  tour: string;
  newTab: string;
  vrSubtitle: (campus: string) => string;
  hint: string;
}

const TEXT: Record<Lang, Words> = {
  en: {
    region: (campus) => `Highlights of ${campus}`,
    carousel: 'carousel',
    slide: 'slide',
    slideLabel: (n, total) => `${n} of ${total}`,
    prev: 'Previous slide',
    next: 'Next slide',
    goTo: (n) => `Go to slide ${n}`,
    pause: 'Pause the slideshow',
    play: 'Play the slideshow',
    tour: '360° virtual tour',
    newTab: '(opens in a new tab)',
    vrSubtitle: (campus) => `Walk around ${campus} from anywhere: pick a place to start.`,
    hint: '360° panorama: open the tour, then drag to look around',
  },
  zh: {
    region: (campus) => `${campus}风采`,
    carousel: '轮播图',
    slide: '幻灯片',
    slideLabel: (n, total) => `第${n}张，共${total}张`,
    prev: '上一张',
    next: '下一张',
    goTo: (n) => `转到第${n}张`,
    pause: '暂停自动播放',
    play: '开始自动播放',
    tour: '360°全景校园',
    newTab: '（在新标签页中打开）',
    vrSubtitle: (campus) => `足不出户，漫步${campus}。选一处开始参观吧。`,
    hint: '360°全景：进入后拖动画面即可环视校园',
  },
};

/**
 * The home carousel (SPEC 2): full-bleed pictures with their titles, a last slide for the campus's
 * 360° tour with its places as thumbnails, arrows, bullets, a pause button and autoplay. Swiper's
 * core only slides and swipes; every control is ours (its modules weigh more than these few lines).
 * A new banner remounts it (see `key` below), so Swiper never has to follow React changing slides it
 * has reordered for loop.
 */
export function Carousel(props: CarouselProps) {
  const signature = JSON.stringify([props.slides, props.vrLink, props.vrList, props.vrPic, props.campusName]);
  return <CarouselView key={signature} {...props} />;
}

function CarouselView({ slides, vrLink, vrList, vrPic, campusName }: CarouselProps) {
  const lang = useLang();
  const reducedMotion = useReducedMotion();
  const text = TEXT[lang];
  const wrapperId = useId();
  const hostRef = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<Swiper | null>(null);
  const [current, setCurrent] = useState(0);
  const hint = usePanoramaHint();

  const hasTour = vrLink !== '';
  const cover = vrPic?.pic ? vrPic : vrList[0];
  const count = slides.length + (hasTour ? 1 : 0);
  const several = count > 1;
  const autoplay = useAutoplay(() => swiperRef.current?.slideNext(), current, several && !reducedMotion);

  const speed = reducedMotion ? 0 : SLIDE_SPEED_MS;
  const speedRef = useRef(speed);

  useEffect(() => {
    const host = hostRef.current;
    if (!host || count === 0) return;
    let swiper: Swiper | undefined;
    let initTimer: ReturnType<typeof setTimeout> | undefined;
    // In tasks of their own, after the page has hydrated: Swiper sets itself up (one task), then measures
    // and lays the slides out for its loop (the next): together 65-90 ms on a budget phone, which made
    // one long task. Until then the first slide shows as the server drew it, and the controls wait for it.
    const timer = setTimeout(() => {
      const created = new Swiper(host, {
        init: false,
        // Loop needs a slide on each side of the current one to move into; two slides rewind instead.
        loop: count > 2,
        rewind: count === 2,
        threshold: CAROUSEL_TAP_TOLERANCE_PX,
        longSwipesRatio: commitRatio(host.clientWidth),
        speed: speedRef.current,
        // The neighbours' pictures load ahead, so a slide never arrives still blank.
        lazyPreloadPrevNext: 1,
        on: {
          slideChange: (s) => setCurrent(s.realIndex),
          // The width as the drag starts: the phone may have turned, the page may have laid out anew.
          touchStart: (s) => {
            s.params.longSwipesRatio = commitRatio(s.width);
          },
        },
      });
      initTimer = setTimeout(() => {
        created.init();
        swiper = created;
        swiperRef.current = created;
      }, 0);
    }, 0);
    return () => {
      clearTimeout(timer);
      clearTimeout(initTimer);
      swiperRef.current = null;
      swiper?.destroy(true, true);
    };
    // Created once per banner (a new one remounts the carousel, so the count never changes here).
  }, [count]);

  // The speed, read at each move: a change of the preference needs no new Swiper.
  useEffect(() => {
    speedRef.current = speed;
    if (swiperRef.current) swiperRef.current.params.speed = speed;
  }, [speed]);

  if (count === 0) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const swiper = swiperRef.current;
    if (!swiper || !several || event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    if (event.key === 'ArrowLeft') swiper.slidePrev();
    else swiper.slideNext();
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) autoplay.hold('focus', false);
  };
  const tourLabel = (
    <>
      {text.tour}
      <span className="ui-visually-hidden"> {text.newTab}</span>
    </>
  );

  return (
    <section
      className="ui-carousel"
      role="region"
      aria-roledescription={text.carousel}
      aria-label={text.region(campusName)}
      onPointerEnter={() => autoplay.hold('hover', true)}
      onPointerLeave={() => autoplay.hold('hover', false)}
      onFocus={(event) => autoplay.hold('focus', isKeyboardFocus(event.target))}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      {/* The controls come first, so Tab reaches them before the slides' own links (WAI-ARIA APG). */}
      {several && (
        <>
          <button
            type="button"
            className="ui-carousel__arrow ui-carousel__arrow--prev"
            aria-label={text.prev}
            aria-controls={wrapperId}
            onClick={() => swiperRef.current?.slidePrev()}
          >
            <Chevron points="15,5 8,12 15,19" />
          </button>
          <button
            type="button"
            className="ui-carousel__arrow ui-carousel__arrow--next"
            aria-label={text.next}
            aria-controls={wrapperId}
            onClick={() => swiperRef.current?.slideNext()}
          >
            <Chevron points="9,5 16,12 9,19" />
          </button>
          <div className="ui-carousel__controls">
            {!reducedMotion && (
              // WCAG 2.2.2: anything moving on its own for more than 5 s can be paused.
              <button
                type="button"
                className="ui-carousel__toggle"
                aria-label={autoplay.playing ? text.pause : text.play}
                onClick={autoplay.toggle}
              >
                <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
                  {autoplay.playing ? (
                    <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />
                  ) : (
                    <path d="M8 5l11 7-11 7z" fill="currentColor" />
                  )}
                </svg>
              </button>
            )}
            <div className="ui-carousel__dots">
              {Array.from({ length: count }, (_, index) => (
                <button
                  type="button"
                  key={index}
                  className="ui-carousel__dot"
                  aria-label={text.goTo(index + 1)}
                  aria-controls={wrapperId}
                  aria-current={index === current ? 'true' : undefined}
                  onClick={() => swiperRef.current?.slideToLoop(index)}
                />
              ))}
            </div>
          </div>
        </>
      )}
      <div className="swiper ui-carousel__swiper" ref={hostRef}>
        {/* Slides that change by themselves are not read out; one chosen by the reader is. */}
        <div className="swiper-wrapper" id={wrapperId} aria-live={autoplay.running ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <div
              className="swiper-slide ui-carousel__slide"
              key={index}
              {...slideA11y(text, index, count, current)}
            >
              {/* A photograph says what it shows, as its editor wrote it; an illustration adds nothing to the title beside it. */}
              <ImagePreloader src={slide.pic} alt={slide.alt} eager={index === 0} className="ui-carousel__pic" />
              <div className="ui-carousel__text">
                <p className="ui-carousel__caption">{campusName}</p>
                <h2 className="ui-carousel__title">{slide.title}</h2>
                {slide.subtitle && <p className="ui-carousel__subtitle">{slide.subtitle}</p>}
              </div>
            </div>
          ))}
          {hasTour && (
            <div
              className="swiper-slide ui-carousel__slide ui-carousel__slide--vr"
              onMouseMove={hint.show}
              data-testid="vr-slide"
              {...slideA11y(text, slides.length, count, current)}
            >
              {cover ? (
                <ImagePreloader src={cover.pic} alt={cover.alt} eager={slides.length === 0} className="ui-carousel__pic" />
              ) : (
                <span className="ui-img ui-carousel__pic" />
              )}
              <p className={`ui-carousel__hint${hint.visible ? ' is-visible' : ''}`} aria-hidden="true">
                {text.hint}
              </p>
              <div className="ui-carousel__text">
                <p className="ui-carousel__caption">{campusName}</p>
                <h2 className="ui-carousel__title">{text.tour}</h2>
                <p className="ui-carousel__subtitle">{text.vrSubtitle(campusName)}</p>
                {vrList.length > 0 && (
                  <ul className="ui-carousel__places">
                    {vrList.map((place) => (
                      <li key={place.pic}>
                        <a className="ui-carousel__place" href={vrLink} target="_blank" rel="noopener noreferrer">
                          <ImagePreloader src={place.pic} alt="" ratio={4 / 3} sizes="120px" />
                          <span className="ui-carousel__place-name">
                            {place.name[lang]}
                            <span className="ui-visually-hidden"> {text.newTab}</span>
                          </span>
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </div>
          )}
        </div>
      </div>
      {hasTour && (
        <a className="ui-carousel__tour" href={vrLink} target="_blank" rel="noopener noreferrer">
          <svg className="ui-carousel__tour-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <ellipse cx="12" cy="12" rx="10" ry="4.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <circle cx="12" cy="12" r="2.4" fill="currentColor" />
          </svg>
          {tourLabel}
        </a>
      )}
    </section>
  );
}

/**
 * A slide's name for screen readers ("2 of 4"). Only the shown slide can take focus or be read: Tab
 * goes from the controls to what is on screen, never into a slide parked off to the side.
 */
function slideA11y(text: Words, index: number, count: number, current: number) {
  return {
    role: 'group',
    'aria-roledescription': text.slide,
    'aria-label': text.slideLabel(index + 1, count),
    inert: index !== current,
  } as const;
}

/**
 * Focus from the keyboard holds autoplay; focus left on a button the mouse clicked does not (the
 * pointer's own hold ends when it leaves, and autoplay should then go on).
 */
function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true; // an engine without :focus-visible: hold, as for any focus
  }
}

function Chevron({ points }: { points: string }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

type Hold = 'hover' | 'focus';

/**
 * Autoplay: the next slide CAROUSEL_AUTOPLAY_MS after the last change, by hand or by itself. It
 * holds while the pointer is over the carousel or focus is inside (nothing moves under a reader's
 * eyes or away from a keyboard), while the page is hidden, and after the pause button.
 */
function useAutoplay(next: () => void, current: number, enabled: boolean) {
  const [playing, setPlaying] = useState(true);
  const [held, setHeld] = useState<Record<Hold, boolean>>({ hover: false, focus: false });
  const [tick, setTick] = useState(0);
  const hidden = usePageHidden();
  const running = enabled && playing && !held.hover && !held.focus && !hidden;
  const advance = useEffectEvent(next);

  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => {
      advance();
      // Waits again even when Swiper refused to move (a move still under way): it never stalls.
      setTick((t) => t + 1);
    }, CAROUSEL_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [running, current, tick]);

  return {
    running,
    playing,
    hold: (what: Hold, on: boolean) => setHeld((h) => (h[what] === on ? h : { ...h, [what]: on })),
    toggle: () => {
      // Asking for play is explicit: it wins over the pointer and focus that are on the button now.
      if (!playing) setHeld({ hover: false, focus: false });
      setPlaying(!playing);
    },
  };
}

const subscribeVisibility = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
};

/** Whether the page is in a background tab or a minimised window. */
function usePageHidden(): boolean {
  return useSyncExternalStore(subscribeVisibility, () => document.visibilityState === 'hidden', () => false);
}

/** The panoramic-view hint: shown when the mouse moves, gone PANORAMA_HINT_MS after it stops. */
function usePanoramaHint(): { visible: boolean; show: () => void } {
  const [visible, setVisible] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = () => {
    setVisible(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setVisible(false), PANORAMA_HINT_MS);
  };
  return { visible, show };
}
