import { useCampus, useLang } from '../hooks/useSite';
import { Link } from './Link';
import { SectionPage } from './SectionPage';

const TEXT = {
  en: { body: (campus: string) => `This page is not offered at ${campus}.`, home: 'Back to the home page', contact: 'Contact us' },
  zh: { body: (campus: string) => `${campus}暂不提供此页面的内容。`, home: '返回首页', contact: '联系我们' },
};

/** What a page disabled on this campus (SPEC 2) shows at its direct address: a polite word and a way on. */
export function NotOffered() {
  const lang = useLang();
  const campus = useCampus();
  const text = TEXT[lang];
  return (
    <SectionPage>
      <p className="ui-not-offered">{text.body(campus.name[lang])}</p>
      <p className="ui-not-offered__links">
        <Link to="/home">{text.home}</Link>
        <Link to="/contact_us">{text.contact}</Link>
      </p>
    </SectionPage>
  );
}
