import { CONTACT_EMAILS, CONTACT_PHONES, contactField, telHref, type ContentItem, type Lang } from '@schools/shared-api';
import { useLang } from '@schools/ui';

/** GeneralInformation's fields, by what they are (SPEC 1): e-mails value_1..4, phones number_1..5. */
const LABELS: Record<Lang, { address: string; phones: string; emails: string; fields: Record<string, string> }> = {
  en: {
    address: 'Address', phones: 'Telephone', emails: 'E-mail',
    fields: {
      number_1: 'Reception', number_2: 'Admissions', number_3: 'School bus', number_4: 'Health office', number_5: 'From outside China',
      value_1: 'Admissions', value_2: 'General enquiries', value_3: 'Careers', value_4: 'Finance',
    },
  },
  zh: {
    address: '地址', phones: '电话', emails: '电子邮箱',
    fields: {
      number_1: '总机', number_2: '招生办公室', number_3: '校车服务', number_4: '校医室', number_5: '境外来电',
      value_1: '招生咨询', value_2: '综合咨询', value_3: '招聘', value_4: '财务',
    },
  },
};


/** The campus's address, phone numbers (tel: links) and e-mail addresses (mailto: links). */
export function ContactCard({ items }: { items: readonly ContentItem[] }) {
  const x = LABELS[useLang()];
  const address = contactField(items, 'schoolAdd');
  const phones = CONTACT_PHONES.map((f) => [f, contactField(items, f)] as const).filter(([, v]) => v);
  const emails = CONTACT_EMAILS.map((f) => [f, contactField(items, f)] as const).filter(([, v]) => v);
  return (
    <div className="adm-contact">
      {address && (
        <section className="adm-contact__group">
          <h2>{x.address}</h2>
          <address className="adm-contact__address">{address}</address>
        </section>
      )}
      {phones.length > 0 && (
        <section className="adm-contact__group">
          <h2>{x.phones}</h2>
          <dl>
            {phones.map(([field, number]) => (
              <div key={field}>
                <dt>{x.fields[field]}</dt>
                <dd><a href={telHref(number)}>{number}</a></dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {emails.length > 0 && (
        <section className="adm-contact__group">
          <h2>{x.emails}</h2>
          <dl>
            {emails.map(([field, email]) => (
              <div key={field}>
                <dt>{x.fields[field]}</dt>
                <dd><a href={`mailto:${email}`}>{email}</a></dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </div>
  );
}
