import { useEffect, useRef, useState, type CSSProperties } from 'react';

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
}

type LoadState = 'loading' | 'loaded' | 'failed';

/**
 * SPEC 2's image preloader: a placeholder of the image's size until it loads; the placeholder stays
 * when loading fails (SPEC 8), so a broken address never leaves a hole or a broken-image icon.
 */
export function ImagePreloader({ src, alt, width, height, ratio, fit = 'cover', eager = false, className }: ImagePreloaderProps) {
  const [state, setState] = useState<LoadState>('loading');
  const ref = useRef<HTMLImageElement>(null);

  useEffect(() => {
    setState('loading');
    // An image from the cache may have finished before React attached its listeners.
    const img = ref.current;
    if (img?.complete) setState(img.naturalWidth > 0 ? 'loaded' : 'failed');
  }, [src]);

  const shape = ratio ?? (width && height ? width / height : undefined);
  const style: CSSProperties = shape ? { aspectRatio: String(shape) } : {};
  return (
    <span className={`ui-img ui-img--${fit}${shape ? ' ui-img--boxed' : ''}${className ? ` ${className}` : ''}`} style={style} data-state={state}>
      <img
        ref={ref}
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        {...(eager ? { fetchPriority: 'high' as const } : {})}
        onLoad={() => setState('loaded')}
        onError={() => setState('failed')}
      />
    </span>
  );
}
