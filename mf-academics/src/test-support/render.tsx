import type { CampusCode, Lang } from '@schools/shared-api';
import { renderSection } from '@schools/ui/testing';
import { AcademicsApp } from '../AcademicsApp';

export { go, item, text } from '@schools/ui/testing';

/** The Academics section as the site mounts it. */
export const renderAcademics = (hash: string, options: { campus?: CampusCode; lang?: Lang; width?: number } = {}) =>
  renderSection(AcademicsApp, '@schools/academics', hash, options);
