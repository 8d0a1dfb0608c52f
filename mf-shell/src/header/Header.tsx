import { findRoute } from '@schools/shared-api';
import { Link, useCampus, useLang, useRoute, useRoutes } from '@schools/ui';
import { useScrolledPast } from '../frame/useScrolledPast';
import type { NavNode } from '../navigation/navTree';
import { PortalLink } from '../social/PortalLink';
import { SocialLinks } from '../social/SocialLinks';
import { LanguageSwitch } from './LanguageSwitch';
import { MobileMenu } from './MobileMenu';
import { SearchForm } from './SearchForm';
import { TopMenu } from './TopMenu';
import { Crest } from '../sites/Crest';

/** The header turns solid beyond this much scroll (SPEC 9). */
export const HEADER_SOLID_AFTER_PX = 88;

const TEXT = {
  en: { apply: 'Apply Now', home: 'home page' },
  zh: { apply: '立即申请', home: '首页' },
};

/**
 * Whether the page's top is a banner or hero the header may lie over: not on the pages SPEC 2 keeps
 * solid (route meta solidHeader), nor on the not-found page.
 */
export function useHeaderOverlay(): boolean {
  const route = useRoute();
  const routes = useRoutes();
  if (!route || route.id === 'not-found') return false;
  return !findRoute(routes, route.path)?.meta.solidHeader;
}

export function Header({ tree }: { tree: NavNode[] }) {
  const campus = useCampus();
  const lang = useLang();
  const text = TEXT[lang];
  const scrolled = useScrolledPast(HEADER_SOLID_AFTER_PX);
  const transparent = useHeaderOverlay() && !scrolled;
  return (
    <header className={`shell-header${transparent ? ' is-transparent' : ''}`}>
      <div className="shell-header__utility">
        <SearchForm className="shell-header__search" />
        <PortalLink campus={campus} lang={lang} className="shell-header__portal" />
        <SocialLinks campus={campus} lang={lang} placement="below" />
        <LanguageSwitch />
      </div>
      <div className="shell-header__main">
        <Link to="/home" className="shell-header__logo">
          <Crest campus={campus.sname} className="shell-header__mark" />
          <span className="shell-header__name">{campus.name[lang]}</span>
          <span className="ui-visually-hidden"> {text.home}</span>
        </Link>
        <TopMenu tree={tree} />
        <Link to="/admissions/recruit" className="shell-header__apply">{text.apply}</Link>
        <MobileMenu tree={tree} />
      </div>
    </header>
  );
}
