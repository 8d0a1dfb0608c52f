import { CAREERS_URL, ICP_FILING_URL, htmlLang, publicSecurityFilingUrl, sisterCampuses, sisterHref, storageUrl, telHref, visitorLocation } from '@schools/shared-api';
import { Link, useCampus, useLang } from '@schools/ui';
import { PoliceEmblem } from '../social/icons';
import { Crest } from '../sites/Crest';
import { SOCIAL_TEXT, SocialLinks } from '../social/SocialLinks';
import { useFooterContact } from './useFooterContact';

const TEXT = {
  en: {
    sisters: 'Our sister schools', follow: 'Follow us', more: 'More', careers: 'Careers at Lumina', contact: 'Contact Us',
    apply: 'Apply Now', rights: 'All rights reserved.', newTab: '(opens in a new tab)', phone: 'Tel. ', admissions: 'Admissions: ',
  },
  zh: {
    sisters: '姊妹学校', follow: '关注我们', more: '更多', careers: '招贤纳士', contact: '联系我们',
    apply: '立即申请', rights: '版权所有', newTab: '（在新标签页打开）', phone: '电话：', admissions: '招生咨询：',
  },
};

// UTC+8 all year; kept here rather than shared (see the kit's formatDate: the first-load budget).
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The year in China (UTC+8 all year), the schools' own: the server's rendering and the browser's agree on it. */
function yearInChina(): number {
  return new Date(Date.now() + CHINA_OFFSET_MS).getUTCFullYear();
}

/** The footer of every page but home. */
export function Footer() {
  const campus = useCampus();
  const lang = useLang();
  const text = TEXT[lang];
  const year = yearInChina();
  const contact = useFooterContact();
  const { wechat } = campus.links;
  const newTab = <span className="ui-visually-hidden"> {text.newTab}</span>;
  // The filing numbers are Chinese on every page (粤ICP备…): on an English page a screen reader must
  // switch voice for them (WCAG 3.1.2), and only for them.
  const filingLang = lang === 'zh' ? undefined : htmlLang('zh');
  return (
    <footer className="shell-footer">
      <div className="shell-footer__main">
        <div className="shell-footer__identity">
          <Crest campus={campus.sname} className="shell-footer__crest" />
          <p className="shell-footer__campus">{campus.name[lang]}</p>
          <p className="shell-footer__city">{campus.city[lang]}</p>
          {contact && (
            <address className="shell-footer__contact">
              {contact.address && <span>{contact.address}</span>}
              {contact.phone && <span>{text.phone}<a href={telHref(contact.phone)}>{contact.phone}</a></span>}
              {contact.email && <span>{text.admissions}<a href={`mailto:${contact.email}`}>{contact.email}</a></span>}
            </address>
          )}
          <p className="shell-footer__heading" id="footer-follow">{text.follow}</p>
          <SocialLinks campus={campus} lang={lang} placement="above" wechat={false} />
          {wechat.account && (
            <figure className="shell-footer__qr">
              <img src={storageUrl(wechat.qr)} alt={SOCIAL_TEXT[lang].qr(wechat.account)} width={96} height={96} loading="lazy" />
              <figcaption>{SOCIAL_TEXT[lang].scan}<strong className="shell-footer__account">{wechat.account}</strong></figcaption>
            </figure>
          )}
        </div>
        <nav className="shell-footer__sisters-block" aria-labelledby="footer-sisters">
          <p className="shell-footer__heading" id="footer-sisters">{text.sisters}</p>
          <ul className="shell-footer__sisters">
            {sisterCampuses(campus).map((c) => (
              <li key={c.sname}>
                <a href={sisterHref(c, visitorLocation(), lang)}>{c.name[lang]}</a>
              </li>
            ))}
          </ul>
        </nav>
        <nav className="shell-footer__more" aria-labelledby="footer-more">
          <p className="shell-footer__heading" id="footer-more">{text.more}</p>
          <ul>
            <li><Link to="/admissions/recruit">{text.apply}</Link></li>
            <li><Link to="/contact_us">{text.contact}</Link></li>
            <li><a href={CAREERS_URL} target="_blank" rel="noopener noreferrer">{text.careers}{newTab}</a></li>
          </ul>
        </nav>
      </div>
      <div className="shell-footer__legal">
        <span>© {year} {campus.name[lang]}{lang === 'zh' ? ' ' : '. '}{text.rights}</span>
        <a href={ICP_FILING_URL} target="_blank" rel="noopener noreferrer"><span lang={filingLang}>{campus.filing.icp}</span>{newTab}</a>
        <a href={publicSecurityFilingUrl(campus.filing)} target="_blank" rel="noopener noreferrer" className="shell-footer__police">
          <PoliceEmblem />
          <span lang={filingLang}>{campus.filing.publicSecurity}</span>{newTab}
        </a>
      </div>
    </footer>
  );
}
