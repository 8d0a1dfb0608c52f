import { copyOf, splitCopy } from '@schools/shared-api';
import { FailureNotice, RichContent, SectionPage, useMenuCopy } from '@schools/ui';
import { MENU } from '../../menus';
import { ContactCard } from './ContactCard';

/** /contact_us: the campus's address, numbers and e-mails first, then the admissions office and how to get there. */
export function ContactPage() {
  const general = useMenuCopy(MENU.contactUs);
  const copy = useMenuCopy(MENU.admissions);
  const { banner, intro, body } = splitCopy(copy.status === 'ready' ? copyOf(copy.data, 'admissions.contactUs') : []);
  return (
    <SectionPage banner={banner}>
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
