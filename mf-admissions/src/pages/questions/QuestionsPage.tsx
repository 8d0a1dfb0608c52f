import { FailureNotice, MenuCopyPage } from '@schools/ui';
import { MENU } from '../../menus';
import { FaqAccordion } from './FaqAccordion';
import { useFaq } from './useFaq';

function Faq() {
  const faq = useFaq();
  if (faq.status === 'error') return <FailureNotice onRetry={faq.retry} />;
  return faq.data && faq.data.length > 0 ? <FaqAccordion items={faq.data} /> : null;
}

/** /admissions/questions: a short introduction, then the campus's questions and answers. */
export function QuestionsPage() {
  return (
    <MenuCopyPage menuId={MENU.admissions} copyKey="admissions.questions">
      <Faq />
    </MenuCopyPage>
  );
}
