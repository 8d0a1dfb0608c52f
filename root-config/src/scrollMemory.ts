// Scroll position of cached pages on phones (SPEC 2 and 9): a cached (keepAlive) page left beyond
// 100 px of scroll on a screen narrower than 450 px gets its position back when the visitor returns.
// Every other navigation starts at the top.
import type { RouteDef } from '@schools/shared-api';

export const MOBILE_BREAKPOINT_PX = 450;
export const SCROLL_RESTORE_MIN_PX = 100;
/** How long a restore waits for the page to be tall enough again. */
const RESTORE_PATIENCE_MS = 1500;

export class ScrollMemory {
  private readonly positions = new Map<string, number>();
  private pending: (() => void) | undefined;

  constructor(
    private readonly win: Window,
    private readonly isCached: (path: string) => boolean,
  ) {}

  /** Called before the route changes, while the page being left is still on screen. */
  leave(path: string): void {
    if (!this.isCached(path) || this.win.innerWidth >= MOBILE_BREAKPOINT_PX) return;
    const y = this.win.scrollY;
    if (y > SCROLL_RESTORE_MIN_PX) this.positions.set(path, y);
    else this.positions.delete(path);
  }

  /** Called once the route changed: back to the remembered position, or to the top. */
  enter(path: string): void {
    this.pending?.();
    this.pending = undefined;
    const saved = this.isCached(path) && this.win.innerWidth < MOBILE_BREAKPOINT_PX ? this.positions.get(path) : undefined;
    this.win.scrollTo(0, 0);
    if (saved === undefined) return;
    // The page shows again only once its application has rendered: retry each frame until the
    // document is tall enough to scroll there, for a short while.
    const started = Date.now();
    let frame = 0;
    const attempt = () => {
      const room = this.win.document.documentElement.scrollHeight - this.win.innerHeight;
      if (room >= saved || Date.now() - started > RESTORE_PATIENCE_MS) {
        this.win.scrollTo(0, Math.min(saved, Math.max(room, 0)));
        this.pending = undefined;
        return;
      }
      frame = this.win.requestAnimationFrame(attempt);
    };
    frame = this.win.requestAnimationFrame(attempt);
    this.pending = () => this.win.cancelAnimationFrame(frame);
  }
}

/** The paths whose pages keep their state (route meta keepAlive). */
export function keepAlivePaths(routes: readonly RouteDef[]): Set<string> {
  const paths = new Set<string>();
  const walk = (list: readonly RouteDef[]) =>
    list.forEach((r) => {
      if (r.meta.keepAlive) paths.add(r.path);
      walk(r.children ?? []);
    });
  walk(routes);
  return paths;
}
