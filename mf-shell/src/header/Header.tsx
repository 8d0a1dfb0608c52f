import { Link, useCampus, useLang } from '@schools/ui';
import { LanguageSwitch } from './LanguageSwitch';
import { MobileMenu } from './MobileMenu';
import { TopMenu } from './TopMenu';
import type { NavNode } from '../navigation/navTree';

const APPLY = { en: 'Apply Now', zh: '立即申请' };

export function Header({ tree }: { tree: NavNode[] }) {
  const campus = useCampus();
  const lang = useLang();
  return (
    <header className="shell-header">
      <Link to="/home" className="shell-header__logo">
        <span className="shell-header__mark" aria-hidden="true">{campus.sname}</span>
        <span className="shell-header__name">{campus.name[lang]}</span>
      </Link>
      <TopMenu tree={tree} />
      <div className="shell-header__tools">
        <Link to="/admissions/recruit" className="shell-header__apply">{APPLY[lang]}</Link>
        <LanguageSwitch />
      </div>
      <MobileMenu tree={tree} />
    </header>
  );
}
