import type { CampusCode, Lang } from '@schools/shared-api';
import { renderSection } from '@schools/ui/testing';
import { AdmissionsApp } from '../AdmissionsApp';

export { go, item, text } from '@schools/ui/testing';

/** The Admissions section as the site mounts it. */
export const renderAdmissions = (hash: string, options: { campus?: CampusCode; lang?: Lang; width?: number } = {}) =>
  renderSection(AdmissionsApp, '@schools/admissions', hash, options);
