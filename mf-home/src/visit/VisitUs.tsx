import {
  CAREERS_URL, ICP_FILING_URL, contactField, htmlLang, publicSecurityFilingUrl, sisterCampuses, sisterHref, telHref,
  type Block, type ContentItem,
} from '@schools/shared-api';
import { Link, RichContent, useCampus, useLang } from '@schools/ui';

const TEXT = {
  en: {
    contact: 'Contact us', admissions: 'Admissions', reception: 'Reception', email: 'E-mail',
    directions: 'Directions and office hours', sisters: 'Our sister schools', follow: 'Follow us', more: 'More',
    portal: 'Online application', careers: 'Careers at Lumina', rights: 'All rights reserved.', newTab: '(opens in a new tab)',
    wechat: (account: string) => `WeChat: ${account}`,
    weibo: 'Weibo', video: 'Bilibili', linkedin: 'LinkedIn',
  },
  zh: {
    contact: '联系我们', admissions: '招生咨询', reception: '总机', email: '电子邮箱',
    directions: '交通指引与办公时间', sisters: '姊妹学校', follow: '关注我们', more: '更多',
    portal: '在线申请', careers: '招贤纳士', rights: '版权所有', newTab: '（在新标签页打开）',
    wechat: (account: string) => `微信公众号：${account}`,
    weibo: '微博', video: '哔哩哔哩', linkedin: '领英',
  },
};

/**
 * The last screen, where another page has its footer: the invitation to apply and visit (the API's
 * copy), the campus's address, numbers and admissions e-mail as Contact Us gives them, and the links a
 * footer gives: sister schools, social accounts, the portal, careers and the filing numbers.
 */
export function VisitUs({ invitation, contact }: { invitation: Block[]; contact: readonly ContentItem[] }) {
  const campus = useCampus();
  const lang = useLang();
  const text = TEXT[lang];
  // The server, which renders the page first, links sister schools at their published addresses.
  const here = typeof window === 'undefined' ? { hostname: '', port: '', protocol: 'https:' } : window.location;
  const address = contactField(contact, 'schoolAdd');
  const phones = [
    [text.admissions, contactField(contact, 'number_2')],
    [text.reception, contactField(contact, 'number_1')],
  ].filter(([, number]) => number);
  const email = contactField(contact, 'value_1');
  const { wechat, weibo, video, linkedin, applicationPortal } = campus.links;
  const newTab = <span className="ui-visually-hidden"> {text.newTab}</span>;
  const external = (href: string, label: string) => (
    <a href={href} target="_blank" rel="noopener noreferrer">{label}{newTab}</a>
  );
  const social = [[weibo, text.weibo], [video, text.video], [linkedin, text.linkedin]].filter(([href]) => href);
  // The filing numbers are Chinese on every page: an English page's screen reader switches voice for them.
  const filingLang = lang === 'zh' ? undefined : htmlLang('zh');
  return (
    <div className="home-visit">
      <div className="home-visit__main home-band">
        {invitation.length > 0 && <RichContent blocks={invitation} className="home-visit__invitation" />}
        <section className="home-visit__contact" aria-labelledby="home-visit-contact">
          <h3 id="home-visit-contact" className="home-visit__heading">{text.contact}</h3>
          {(address || phones.length > 0 || email) && (
            <address className="home-visit__details">
              {address && <p className="home-visit__address">{address}</p>}
              <dl>
                {phones.map(([label, number]) => (
                  <div key={label}><dt>{label}</dt><dd><a href={telHref(number!)}>{number}</a></dd></div>
                ))}
                {email && (
                  <div><dt>{text.email}</dt><dd><a href={`mailto:${email}`}>{email}</a></dd></div>
                )}
              </dl>
            </address>
          )}
          <Link to="/contact_us" className="home-more">{text.directions}</Link>
        </section>
      </div>
      <div className="home-visit__foot">
        <div className="home-visit__links home-band">
          <nav className="home-visit__row" aria-labelledby="home-visit-sisters">
            <p className="home-visit__label" id="home-visit-sisters">{text.sisters}</p>
            <ul>
              {sisterCampuses(campus).map((c) => (
                <li key={c.sname}><a href={sisterHref(c, here, lang)}>{c.name[lang]}</a></li>
              ))}
            </ul>
          </nav>
          <div className="home-visit__pair">
          <div className="home-visit__row">
            <p className="home-visit__label" id="home-visit-follow">{text.follow}</p>
            <ul aria-labelledby="home-visit-follow">
              {wechat.account && <li>{text.wechat(wechat.account)}</li>}
              {social.map(([href, label]) => <li key={href}>{external(href!, label!)}</li>)}
            </ul>
          </div>
          <nav className="home-visit__row" aria-labelledby="home-visit-more">
            <p className="home-visit__label" id="home-visit-more">{text.more}</p>
            <ul>
              {applicationPortal && <li>{external(applicationPortal, text.portal)}</li>}
              <li><Link to="/contact_us">{text.contact}</Link></li>
              <li>{external(CAREERS_URL, text.careers)}</li>
            </ul>
          </nav>
          </div>
        </div>
        <p className="home-visit__legal home-band">
          <span>© {new Date().getFullYear()} {campus.name[lang]}{lang === 'zh' ? ' ' : '. '}{text.rights}</span>
          <a href={ICP_FILING_URL} target="_blank" rel="noopener noreferrer"><span lang={filingLang}>{campus.filing.icp}</span>{newTab}</a>
          <a href={publicSecurityFilingUrl(campus.filing)} target="_blank" rel="noopener noreferrer"><span lang={filingLang}>{campus.filing.publicSecurity}</span>{newTab}</a>
        </p>
      </div>
    </div>
  );
}
