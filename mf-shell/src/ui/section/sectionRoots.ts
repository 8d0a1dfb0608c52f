import { startTransition, type ReactNode } from 'react';
import ReactDOMClient, { type Root } from 'react-dom/client';

/** The roots single-spa-react asks for by its render type: `render` and `unmount` of either. */
export type SectionRoot = Pick<Root, 'render' | 'unmount'>;

/** The attribute of a region counting React's recoverable errors in its hydration (a mismatch of the two markups). */
export const RECOVERABLE_ERRORS_ATTRIBUTE = 'data-recoverable-errors';

/** Renders are transitions: React works in slices of a few milliseconds, never one long task. */
function sliced(root: Root): SectionRoot {
  return {
    render: (children) => startTransition(() => root.render(children)),
    unmount: () => root.unmount(),
  };
}

/**
 * createRoot and hydrateRoot whose renders are transitions: React renders (or hydrates) a section's page
 * in slices of a few milliseconds instead of one long task, so a visitor's tap or scroll is never held
 * while a section mounts. single-spa-react resolves mount once the render has been committed.
 */
export const transitionRoots = {
  createRoot(container: Element): SectionRoot {
    return sliced(ReactDOMClient.createRoot(container));
  },
  hydrateRoot(container: Element, children: ReactNode): SectionRoot {
    // Where the two markups differ React renders that part afresh and says so here: the region keeps
    // the count (the end-to-end tests expect none), and the console the reason.
    let errors = 0;
    const onRecoverableError = (error: unknown) => {
      container.setAttribute(RECOVERABLE_ERRORS_ATTRIBUTE, String(++errors));
      console.warn('[section] hydration', error);
    };
    let root!: Root;
    // In a transition, hydration too is sliced (a transition's hydration lane, not the default one).
    startTransition(() => {
      root = ReactDOMClient.hydrateRoot(container, children, { onRecoverableError });
    });
    return sliced(root);
  },
};
