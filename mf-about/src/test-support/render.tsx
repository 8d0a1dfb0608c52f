// Renders the About section as the page would, on a route, with the route table; for the pages' tests.
import type { RenderResult } from '@testing-library/react';
import type { CampusCode, ContentItem, Lang } from '@schools/shared-api';
import { item as anyItem, renderSection } from '@schools/ui/testing';
import { AboutApp } from '../AboutApp';

export { go, text } from '@schools/ui/testing';

export const renderAbout = (hash: string, campus: CampusCode = 'BISZ', lang: Lang = 'en'): RenderResult =>
  renderSection(AboutApp, '@schools/about', hash, { campus, lang });

/** An item of the About group (menu 02) unless the test says otherwise. */
export const item = (fields: Partial<ContentItem> & Pick<ContentItem, 'key'>): ContentItem => anyItem({ menuId: '02', ...fields });
