import { FailureNotice, ImagePreloader, MenuCopyPage, RichContent, useLang, useMenuList } from '@schools/ui';
import type { Lang } from '@schools/shared-api';
import { MENU } from '../../menus';

const HEADING: Record<Lang, string> = { en: 'Meet some of our teachers', zh: '认识我们的老师' };
/** More profiles than a campus publishes: they come in one page. */
const PROFILES = 24;

/** The teachers' profiles: portrait, name, role and a short biography. */
function Profiles() {
  const lang = useLang();
  const profiles = useMenuList(MENU.teachers, PROFILES);
  if (profiles.status === 'error') return <FailureNotice onRetry={profiles.retry} />;
  if (!profiles.data?.length) return null;
  return (
    <section className="acad-teachers" aria-labelledby="acad-teachers-heading">
      <h2 id="acad-teachers-heading">{HEADING[lang]}</h2>
      <ul className="acad-teachers__list">
        {profiles.data.map((t) => (
          <li key={t.id} className="acad-teacher">
            {t.urls[0] && <ImagePreloader src={t.urls[0]} alt={t.title} ratio={1} className="acad-teacher__portrait" />}
            <div className="acad-teacher__text">
              <h3>{t.title}</h3>
              {t.summary && <p className="acad-teacher__role">{t.summary}</p>}
              <RichContent blocks={t.blocks} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /academics/our_teacher: the faculty in figures and words, then some of its teachers. */
export function TeachersPage() {
  return (
    <MenuCopyPage menuId={MENU.academics} copyKey="academics.our_teacher">
      <Profiles />
    </MenuCopyPage>
  );
}
