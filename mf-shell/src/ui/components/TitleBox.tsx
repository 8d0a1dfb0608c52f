import type { ReactNode } from 'react';
import { useResizedWidth } from '../hooks/useResizedWidth';

/** SPEC 9: "Title resize throttle: 500 ms". */
export const TITLE_RESIZE_THROTTLE_MS = 500;

// The title grows with the window between two steps of the type scale (22 px on a 320 px phone,
// --ui-text-3xl's 39 px from 1280 px on).
const MIN = { width: 320, size: 22 };
const MAX = { width: 1280, size: 39 };

/**
 * The title's font size in px for a window this wide: the stylesheet's clamp() to the fraction of a
 * pixel, so that the server's page, which only the stylesheet sizes, and the hydrated one look the same.
 */
export function titleFontSize(windowWidth: number): number {
  const t = Math.min(1, Math.max(0, (windowWidth - MIN.width) / (MAX.width - MIN.width)));
  return MIN.size + t * (MAX.size - MIN.size);
}

/**
 * The skewed title box that heads every inner page; its text follows the window's width: the
 * stylesheet's clamp() for the width the page opened at, this script's size (throttled, SPEC 9) once
 * the window is resized.
 */
export function TitleBox({ children }: { children: ReactNode }) {
  const width = useResizedWidth(TITLE_RESIZE_THROTTLE_MS);
  return (
    <div className="ui-title-box">
      <h1 className="ui-title-box__text" style={width === undefined ? undefined : { fontSize: `${titleFontSize(width)}px` }}>
        {children}
      </h1>
    </div>
  );
}
