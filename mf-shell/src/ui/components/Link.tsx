import type { MouseEvent, ReactNode } from 'react';
import { currentLang, linkAddress, navigate, type Query } from '@schools/shared-api';
import { useHydrating } from '../hooks/useHydrating';

interface LinkProps {
  to: string;
  query?: Query;
  className?: string;
  children: ReactNode;
  'aria-current'?: 'page';
  'aria-label'?: string;
  /** runs first; a handler that calls preventDefault takes the click over (e.g. a step back in history) */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * An in-site link: a real href (open in new tab works) that navigates through the router. The server's
 * rendering of a page writes the page's real address instead of its hash (linkAddress). A hydration
 * leaves that address as it is (the browser cannot write it, and React keeps an attribute the server
 * wrote), then gives the link its hash address, as every page the browser renders has.
 */
export function Link({ to, query = {}, className, children, onClick: before, ...rest }: LinkProps) {
  const hydrating = useHydrating();
  const href = process.env.SERVER_RENDERING || !hydrating ? linkAddress(to, query, currentLang()) : undefined;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    before?.(event);
    if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(to, query);
  };
  return (
    <a href={href} className={className} onClick={onClick} {...rest}>
      {children}
    </a>
  );
}
