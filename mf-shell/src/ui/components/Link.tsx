import type { MouseEvent, ReactNode } from 'react';
import { currentLang, linkAddress, navigate, type Query } from '@schools/shared-api';

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
 * rendering of a page writes the page's real address instead of its hash (linkAddress).
 */
export function Link({ to, query = {}, className, children, onClick: before, ...rest }: LinkProps) {
  const href = linkAddress(to, query, currentLang());
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
