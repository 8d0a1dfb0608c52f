import { useEffect, useRef, useState, type FocusEvent } from 'react';
import Swiper from 'swiper';
import { A11y, Autoplay, Keyboard, Navigation, Pagination } from 'swiper/modules';
import type { SwiperOptions } from 'swiper/types';
import type { HomeBanner, Lang } from '@schools/shared-api';
import { ImagePreloader, useLang, usePhone, useReducedMotion } from '@schools/ui';

/** SPEC 9: the carousel moves on by itself every 5000 ms. */
export const CAROUSEL_AUTOPLAY_MS = 5000;
/** SPEC 9: a swipe shorter than 200 px does not move the carousel (Swiper's `threshold`). */
export const CAROUSEL_SWIPE_THRESHOLD_PX = 200;
/** SPEC 2: the panoramic-view hint stays this long after the mouse last moved over the VR slide. */
export const PANORAMA_HINT_MS = 2000;
const SLIDE_SPEED_MS = 600;

export interface CarouselProps {
  slides: HomeBanner['slides'];
  vrLink: HomeBanner['VRLink'];
  vrList: HomeBanner['VRList'];
  /** The campus's name in the page language: the slides' caption on phones (SPEC 2). */
  campusName: string;
}

const TEXT = {
  en: {
    tour: '360° virtual tour',
    newTab: '(opens in a new tab)',
    vrSubtitle: (campus: string) => `Walk around ${campus} from anywhere: pick a place to start.`,
    hint: '360° panorama: open the tour, then drag to look around',
  },
  zh: {
    tour: '360°全景校园',
    newTab: '（在新标签页中打开）',
    vrSubtitle: (campus: string) => `足不出户，漫步${campus}。选一处开始参观吧。`,
    hint: '360°全景：进入后拖动画面即可环视校园',
  },
} as const;

/** Swiper's own screen-reader messages, in the page language. */
function a11yMessages(lang: Lang, campusName: string): NonNullable<SwiperOptions['a11y']> {
  return lang === 'zh'
    ? {
        prevSlideMessage: '上一张',
        nextSlideMessage: '下一张',
        firstSlideMessage: '这是第一张',
        lastSlideMessage: '这是最后一张',
        paginationBulletMessage: '转到第{{index}}张',
        slideLabelMessage: '第{{index}}张，共{{slidesLength}}张',
        containerMessage: `${campusName}风采`,
        containerRoleDescriptionMessage: '轮播图',
        itemRoleDescriptionMessage: '幻灯片',
      }
    : {
        prevSlideMessage: 'Previous slide',
        nextSlideMessage: 'Next slide',
        firstSlideMessage: 'This is the first slide',
        lastSlideMessage: 'This is the last slide',
        paginationBulletMessage: 'Go to slide {{index}}',
        slideLabelMessage: '{{index}} of {{slidesLength}}',
        containerMessage: `Highlights of ${campusName}`,
        containerRoleDescriptionMessage: 'carousel',
        itemRoleDescriptionMessage: 'slide',
      };
}

/**
 * The home carousel (SPEC 2): full-bleed pictures with their titles, a last slide for the campus's
 * 360° tour with its places as thumbnails, arrows, bullets and autoplay. A new banner remounts it
 * (see `key` below), so Swiper never has to follow React changing slides it has reordered for loop.
 */
export function Carousel(props: CarouselProps) {
  const signature = JSON.stringify([props.slides, props.vrLink, props.vrList, props.campusName]);
  return <CarouselView key={signature} {...props} />;
}

function CarouselView({ slides, vrLink, vrList, campusName }: CarouselProps) {
  const lang = useLang();
  const phone = usePhone();
  const reducedMotion = useReducedMotion();
  const text = TEXT[lang];
  const hostRef = useRef<HTMLDivElement>(null);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const dotsRef = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<Swiper | null>(null);
  const held = useRef({ hover: false, focus: false });
  const hint = usePanoramaHint();

  const hasTour = vrLink !== '';
  const count = slides.length + (hasTour ? 1 : 0);

  useEffect(() => {
    const host = hostRef.current;
    if (!host || count === 0) return;
    const swiper = new Swiper(host, {
      modules: [Navigation, Pagination, A11y, Keyboard, Autoplay],
      // Loop needs a slide on each side of the current one to move into.
      loop: count > 2,
      threshold: CAROUSEL_SWIPE_THRESHOLD_PX,
      speed: reducedMotion ? 0 : SLIDE_SPEED_MS,
      autoplay: reducedMotion ? false : { delay: CAROUSEL_AUTOPLAY_MS, disableOnInteraction: false },
      ...(count > 1 && {
        navigation: { prevEl: prevRef.current, nextEl: nextRef.current },
        pagination: { el: dotsRef.current, clickable: true },
      }),
      // PageUp/PageDown belong to the page (and to the full-page scroller), not to the slides.
      keyboard: { enabled: true, onlyInViewport: true, pageUpDown: false },
      a11y: a11yMessages(lang, campusName),
      // The neighbours' pictures load ahead, so a slide never arrives still blank.
      lazyPreloadPrevNext: 1,
      on: { init: hideInactive, slideChange: hideInactive, loopFix: hideInactive },
    });
    swiperRef.current = swiper;
    return () => {
      swiperRef.current = null;
      swiper.destroy(true, true);
    };
  }, [count, reducedMotion, lang, campusName]);

  // Autoplay stops while the pointer is over the carousel or focus is inside, so nothing moves
  // under a reader's eyes or away from a keyboard user; it starts again when both have left.
  const hold = (what: 'hover' | 'focus', on: boolean) => {
    held.current[what] = on;
    const autoplay = swiperRef.current?.autoplay;
    if (reducedMotion || !autoplay) return;
    const stop = held.current.hover || held.current.focus;
    if (stop && autoplay.running) autoplay.stop();
    else if (!stop && !autoplay.running) autoplay.start();
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hold('focus', false);
  };

  if (count === 0) return null;
  const tourLabel = (
    <>
      {text.tour}
      <span className="ui-visually-hidden"> {text.newTab}</span>
    </>
  );

  return (
    <section
      className={`ui-carousel${phone ? ' ui-carousel--phone' : ''}`}
      onMouseEnter={() => hold('hover', true)}
      onMouseLeave={() => hold('hover', false)}
      onFocus={() => hold('focus', true)}
      onBlur={onBlur}
    >
      <div className="swiper ui-carousel__swiper" ref={hostRef}>
        {count > 1 && (
          <>
            <button type="button" className="swiper-button-prev ui-carousel__arrow" ref={prevRef} />
            <button type="button" className="swiper-button-next ui-carousel__arrow" ref={nextRef} />
          </>
        )}
        <div className="swiper-wrapper">
          {slides.map((slide, index) => (
            <div className="swiper-slide ui-carousel__slide" key={index}>
              {/* The title beside it says what the picture is about; the picture adds no words. */}
              <ImagePreloader src={slide.pic} alt="" eager={index === 0} className="ui-carousel__pic" />
              <div className="ui-carousel__text">
                {phone && <p className="ui-carousel__caption">{campusName}</p>}
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
            >
              {vrList[0] ? (
                <ImagePreloader src={vrList[0].pic} alt="" eager={slides.length === 0} className="ui-carousel__pic" />
              ) : (
                <span className="ui-img ui-carousel__pic" />
              )}
              <p className={`ui-carousel__hint${hint.visible ? ' is-visible' : ''}`} aria-hidden="true">
                {text.hint}
              </p>
              <div className="ui-carousel__text">
                {phone && <p className="ui-carousel__caption">{campusName}</p>}
                <h2 className="ui-carousel__title">{text.tour}</h2>
                <p className="ui-carousel__subtitle">{text.vrSubtitle(campusName)}</p>
                {vrList.length > 0 && (
                  <ul className="ui-carousel__places">
                    {vrList.map((place) => (
                      <li key={place.pic}>
                        <a className="ui-carousel__place" href={vrLink} target="_blank" rel="noopener noreferrer">
                          <ImagePreloader src={place.pic} alt="" ratio={4 / 3} />
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
        {count > 1 && <div className="swiper-pagination ui-carousel__dots" ref={dotsRef} />}
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
 * Only the shown slide can take focus or be read: Tab goes from the arrows to what is on screen,
 * never into a slide parked off to the side (the bullets and arrows reach the others).
 */
function hideInactive(swiper: Swiper): void {
  swiper.slides.forEach((slide, index) => {
    slide.inert = index !== swiper.activeIndex;
  });
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
