import { Link, useCampus, useLang, useRoutes } from '@schools/ui';
import { injectStyles, isListedOn } from '@schools/shared-api';
import css from './home.css';

injectStyles('home', css);

const WELCOME = { en: 'Welcome to', zh: '欢迎来到' };

/** The home page: the campus's name and the sections of the site. */
export function HomeApp() {
  const campus = useCampus();
  const lang = useLang();
  const sections = useRoutes().filter(
    (r) => r.path !== '/home' && isListedOn(r, campus.sname),
  );
  return (
    <div className="home" data-route="/home">
      <section className="home__hero">
        <p className="home__welcome">{WELCOME[lang]}</p>
        <h1 className="home__title">{campus.name[lang]}</h1>
        <p className="home__city">{campus.city[lang]}</p>
      </section>
      <ul className="home__sections">
        {sections.map((r) => (
          <li key={r.path}>
            <Link to={r.path} className="home__section">{r.meta.nav_title[lang]}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
