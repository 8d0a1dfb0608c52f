// After an in-site navigation a keyboard or screen-reader user lands on the new page: focus moves to
// its heading and the new title is announced. The first load keeps the browser's own behaviour.

/** How long to wait for the new page's heading to render (its data may still be loading). */
const HEADING_PATIENCE_MS = 5000;

export class PageFocus {
  private readonly announcer: HTMLElement;
  private stop: (() => void) | undefined;

  constructor(private readonly doc: Document) {
    this.announcer = doc.createElement('div');
    this.announcer.id = 'route-announcer';
    this.announcer.className = 'ui-visually-hidden';
    this.announcer.setAttribute('aria-live', 'assertive');
    this.announcer.setAttribute('aria-atomic', 'true');
    doc.body.append(this.announcer);
  }

  /** The page of `path` became current under `title`. */
  arrived(path: string, title: string): void {
    this.stop?.();
    // A fresh text node, a moment later, so screen readers notice the change even for equal titles.
    this.announcer.textContent = '';
    const timer = setTimeout(() => (this.announcer.textContent = title), 100);
    const heading = () => this.visibleHeading(path);
    const found = heading();
    if (found) {
      this.focus(found);
      this.stop = () => clearTimeout(timer);
      return;
    }
    const observer = new MutationObserver(() => {
      const h = heading();
      if (!h) return;
      cleanup();
      this.focus(h);
    });
    const giveUp = setTimeout(() => cleanup(), HEADING_PATIENCE_MS);
    const cleanup = () => {
      observer.disconnect();
      clearTimeout(giveUp);
    };
    observer.observe(this.doc.getElementById('page') ?? this.doc.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['hidden'] });
    this.stop = () => {
      cleanup();
      clearTimeout(timer);
    };
  }

  private visibleHeading(path: string): HTMLElement | undefined {
    const candidates = this.doc.querySelectorAll<HTMLElement>('#page [data-route] h1, #page .not-found h1');
    return [...candidates].find((h) => {
      const owner = h.closest<HTMLElement>('[data-route]');
      return (!owner || owner.dataset.route === path) && !h.closest('[hidden]');
    });
  }

  private focus(heading: HTMLElement): void {
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  }
}
