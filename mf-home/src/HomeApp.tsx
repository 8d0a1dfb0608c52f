import { Link, useApiData, useCampus, useLang, useRoutes } from '@schools/ui';
import { Carousel, FullPageScroller } from '@schools/ui-motion';
import { getApi, isListedOn } from '@schools/shared-api';
import './home.css';

const TEXT = {
  en: { welcome: 'Welcome to', highlights: 'Campus highlights', explore: 'Explore our school' },
  zh: { welcome: '欢迎来到', highlights: '校园风采', explore: '走进学校' },
};

/** The home page: the campus's carousel, then the sections of the site, one screen each on desktop. */
export function HomeApp() {
  const campus = useCampus();
  const lang = useLang();
  const text = TEXT[lang];
  const banner = useApiData(() => getApi().homeBanner(), [campus.sname, lang]);
  const sections = useRoutes().filter((r) => r.path !== '/home' && isListedOn(r, campus.sname));

  const hero = (
    <>
      {banner.status === 'ready' ? (
        <>
          {/* The slides' titles are their own headings; the page's title is the campus. */}
          <h1 className="ui-visually-hidden">{campus.name[lang]}</h1>
          <Carousel
            slides={banner.data.slides}
            vrLink={banner.data.VRLink}
            vrList={banner.data.VRList}
            campusName={campus.name[lang]}
          />
        </>
      ) : (
        // While the banner loads (and if it cannot), the campus's name holds the carousel's place.
        <div className="home__hero">
          <p className="home__welcome">{text.welcome}</p>
          <h1 className="home__title">{campus.name[lang]}</h1>
          <p className="home__city">{campus.city[lang]}</p>
        </div>
      )}
    </>
  );

  const explore = (
    <div className="home__explore">
      <h2 className="home__heading">{text.explore}</h2>
      <ul className="home__sections">
        {sections.map((r) => (
          <li key={r.path}>
            <Link to={r.path} className="home__section">{r.meta.nav_title[lang]}</Link>
          </li>
        ))}
      </ul>
    </div>
  );

  return (
    <div className="home" data-route="/home">
      <FullPageScroller
        sections={[
          { id: 'home-highlights', label: text.highlights, content: hero },
          { id: 'home-explore', label: text.explore, content: explore },
        ]}
      />
    </div>
  );
}
