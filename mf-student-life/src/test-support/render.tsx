import type { CampusCode, Lang } from '@schools/shared-api';
import { renderSection } from '@schools/ui/testing';
import { StudentLifeApp } from '../StudentLifeApp';

export { go, item, text } from '@schools/ui/testing';

/** The Student Life section as the site mounts it. */
export const renderStudentLife = (hash: string, options: { campus?: CampusCode; lang?: Lang; width?: number } = {}) =>
  renderSection(StudentLifeApp, '@schools/student-life', hash, options);
