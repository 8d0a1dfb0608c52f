import { useEffect } from 'react';
import { MenuCopyPage, useRoute } from '@schools/ui';
import { MENU } from '../../menus';

/** The heading of the application step in the copy: it starts with the step's number. */
const APPLICATION_STEP = /^3[.、．]/;

/** With isApply=true in the address, the page opens at the application step (the header's Apply Now). */
function ApplicationStep() {
  const isApply = useRoute()?.query.isApply === 'true';
  useEffect(() => {
    if (!isApply) return;
    const heading = [...document.querySelectorAll<HTMLElement>('[data-route="/admissions/apply"] h3')]
      .find((h) => APPLICATION_STEP.test(h.textContent?.trim() ?? ''));
    if (!heading) return;
    heading.tabIndex = -1;
    heading.scrollIntoView({ block: 'start' });
    heading.focus({ preventScroll: true });
  }, [isApply]);
  return null;
}

/** /admissions/apply: the steps, documents and fee rule, with the campus's application portal. */
export function ApplyPage() {
  return (
    <MenuCopyPage menuId={MENU.admissions} copyKey="admissions.apply">
      <ApplicationStep />
    </MenuCopyPage>
  );
}
