import { copyOf, splitCopy } from '@schools/shared-api';
import { FailureNotice, RichContent, SectionPage, useMenuCopy } from '@schools/ui';
import { MENU } from '../../menus';
import { ContactCard } from './ContactCard';

/** /contact_us: the campus's address, numbers and e-mails first, then the admissions office and how to get there. */
export function ContactPage() {
  const general = useMenuCopy(MENU.contactUs);
  const copy = useMenuCopy(MENU.admissions);
  const { banner, intro, body } = splitCopy(copy.status === 'ready' ? copyOf(copy.data, 'admissions.contactUs') : []);
  // Both calls settle before the page shows: the intro arriving after the contact card would push it down.
  const pending = general.status === 'loading' || copy.status === 'loading';
  return (
    <SectionPage banner={banner} pending={pending}>
      <div className="ui-article">
        {intro && <RichContent blocks={[intro]} className="ui-article__intro" />}
        {general.status === 'error' && <FailureNotice onRetry={general.retry} />}
        {general.data && <ContactCard items={general.data} />}
        {copy.status === 'error' && <FailureNotice onRetry={copy.retry} />}
        {body.length > 0 && <RichContent blocks={body} className="adm-directions" />}
      </div>
    </SectionPage>
  );
}
