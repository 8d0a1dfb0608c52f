import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { CENTRE, pictureFile, pictureFocus, pictureSources } from '@schools/shared-api';
import { useChanged } from '../hooks/useChanged';
import { useHydrating } from '../hooks/useHydrating';

export interface ImagePreloaderProps {
  src: string;
  /** What the picture shows; '' only for a purely decorative image. */
  alt: string;
  /** Intrinsic size: the box keeps this shape while the image loads, so nothing below it moves. */
  width?: number;
  height?: number;
  /** A fixed shape (width / height) instead, e.g. 3 / 2 for card pictures; the image covers it. */
  ratio?: number;
  fit?: 'cover' | 'contain';
  /** Above the fold: load at once with high priority. Everything else loads lazily. */
  eager?: boolean;
  className?: string;
  /** Told when the picture cannot be shown, so a parent can offer its own fallback. */
  onError?: () => void;
  /**
   * How wide the picture shows, for a library photograph's widths (the `sizes` of its sources):
   * '100vw' unless the slot says less, e.g. '(min-width: 1024px) 33vw, 100vw' for a card.
   */
  sizes?: string;
}

type LoadState = 'loading' | 'loaded' | 'failed';

/**
 * SPEC 2's image preloader: a placeholder of the image's size until it loads; the placeholder stays
 * when loading fails (SPEC 8), so a broken address never leaves a hole or a broken-image icon.
 */
export function ImagePreloader({ src, alt, width, height, ratio, fit = 'cover', eager = false, className, onError, sizes = '100vw' }: ImagePreloaderProps) {
  // The server's HTML has no script to fade a picture in: the browser shows it as it arrives. A
  // hydration of that HTML keeps it so (the picture may be there already).
  const [state, setState] = useState<LoadState>(useHydrating() ? 'loaded' : 'loading');
  const ref = useRef<HTMLImageElement>(null);
  // The latest callback without re-running the load check when a parent passes a new closure.
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;

  // Another picture loads afresh.
  if (useChanged(src)) setState('loading');
  useEffect(() => {
    // An image from the cache may have finished before React attached its listeners.
    const img = ref.current;
    if (img?.complete) {
      if (img.naturalWidth > 0) setState('loaded');
      else fail();
    }
  }, [src]);

  function fail() {
    setState('failed');
    onErrorRef.current?.();
  }

  const shape = ratio ?? (width && height ? width / height : undefined);
  const style: CSSProperties = shape ? { aspectRatio: String(shape) } : {};
  // A library photograph: AVIF and WebP at the widths stored, the browser choosing; its size is in its name.
  const sources = pictureSources(src);
  // Every crop (object-fit: cover) keeps the picture's focal point in view: the point at x% of the
  // picture lies at x% of the frame, whatever the frame's shape.
  const focus = pictureFocus(src);
  const img = (
    <img
      ref={ref}
      src={pictureFile(src)}
      alt={alt}
      width={width ?? sources?.width}
      height={height ?? sources?.height}
      style={focus.x === CENTRE.x && focus.y === CENTRE.y ? undefined : { objectPosition: `${focus.x}% ${focus.y}%` }}
      loading={eager ? 'eager' : 'lazy'}
      decoding={eager ? 'sync' : 'async'}
      {...(eager ? { fetchPriority: 'high' as const } : {})}
      onLoad={() => setState('loaded')}
      onError={fail}
    />
  );
  return (
    <span className={`ui-img ui-img--${fit}${shape ? ' ui-img--boxed' : ''}${className ? ` ${className}` : ''}`} style={style} data-state={state}>
      {sources ? (
        <picture>
          <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
          <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
          {img}
        </picture>
      ) : img}
    </span>
  );
}
