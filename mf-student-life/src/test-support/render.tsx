import type { CampusCode, Lang } from '@schools/shared-api';
import { renderSection } from '../../../mf-shell/test/renderSection';
import { StudentLifeApp } from '../StudentLifeApp';

export { go, item, text } from '../../../mf-shell/test/renderSection';

/** The Student Life section as the site mounts it. */
export const renderStudentLife = (hash: string, options: { campus?: CampusCode; lang?: Lang; width?: number } = {}) =>
  renderSection(StudentLifeApp, '@schools/student-life', hash, options);
