import type { ReactNode } from 'react';
import { copyOf } from '@schools/shared-api';
import { useMenuCopy } from '../hooks/useMenuCopy';
import { ContentPage } from './ContentPage';

export interface MenuCopyPageProps {
  /** The menu whose content-by-menu holds the copy, e.g. '0302'. */
  menuId: string;
  /** The copy item's key, e.g. 'studService.Dining'. */
  copyKey: string;
  /** What follows the copy once it is loaded (a list from another call, a call to action). */
  children?: ReactNode;
}

/** A content page whose copy is one item of a menu's page copy. */
export function MenuCopyPage({ menuId, copyKey, children }: MenuCopyPageProps) {
  const copy = useMenuCopy(menuId);
  const blocks = copy.status === 'ready' ? copyOf(copy.data, copyKey) : [];
  return (
    <ContentPage blocks={blocks} onRetry={copy.status === 'error' ? copy.retry : undefined}>
      {copy.status === 'ready' && children}
    </ContentPage>
  );
}
