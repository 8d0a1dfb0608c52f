import { PUBLIC_DOMAIN } from '@schools/shared-api';
import { useCampus, useLang } from '@schools/ui';
import { sisterCampuses, sisterHref } from '../sites/sisterLinks';

/** The group's careers site and the filing number shown on every campus site. */
export const CAREERS_URL = `https://careers.${PUBLIC_DOMAIN}/`;
export const FILING_NUMBER = '粤ICP备2026000000号';

const TEXT = {
  en: { sisters: 'Our sister schools', careers: 'Careers', rights: (name: string) => `${name}. All rights reserved.`, filing: 'ICP filing' },
  zh: { sisters: '姊妹学校', careers: '招贤纳士', rights: (name: string) => `${name} 版权所有`, filing: 'ICP备案' },
};

/** The footer of every page but home. */
export function Footer() {
  const campus = useCampus();
  const lang = useLang();
  const text = TEXT[lang];
  const year = new Date().getFullYear();
  return (
    <footer className="shell-footer">
      <div className="shell-footer__main">
        <div>
          <p className="shell-footer__campus">{campus.name[lang]}</p>
          <p className="shell-footer__city">{campus.city[lang]}</p>
        </div>
        <div>
          <p className="shell-footer__heading">{text.sisters}</p>
          <ul className="shell-footer__sisters">
            {sisterCampuses(campus).map((c) => (
              <li key={c.sname}>
                <a href={sisterHref(c, window.location, lang)}>{c.name[lang]}</a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="shell-footer__legal">
        <span>© {year} {text.rights(campus.name[lang])}</span>
        <a href={CAREERS_URL} target="_blank" rel="noopener noreferrer">{text.careers}</a>
        <span>{text.filing}: {FILING_NUMBER}</span>
      </div>
    </footer>
  );
}
