import { FailureNotice, MenuCopyPage, RichContent, useLang } from '@schools/ui';
import { MENU } from '../../menus';
import { tuitionBlocks } from './tuitionBlocks';
import { useTuition } from './useTuition';

function FeeTables() {
  const lang = useLang();
  const tuition = useTuition();
  if (tuition.status === 'error') return <FailureNotice onRetry={tuition.retry} />;
  return tuition.data ? <RichContent blocks={tuitionBlocks(tuition.data, lang)} className="adm-fees" /> : null;
}

/** /admissions/tuition: what the fees cover, then the campus's fee tables from the API. */
export function TuitionPage() {
  return (
    <MenuCopyPage menuId={MENU.admissions} copyKey="admissions.tuition">
      <FeeTables />
    </MenuCopyPage>
  );
}
