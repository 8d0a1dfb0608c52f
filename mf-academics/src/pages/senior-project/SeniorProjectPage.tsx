import { copyOf, leadText } from '@schools/shared-api';
import { FailureNotice, ImagePreloader, Link, SectionPage, useLang, useMenuCopy } from '@schools/ui';
import { MENU } from '../../menus';
import { ProjectFacts } from './ProjectFacts';
import { PROJECT_TEXT } from './projectText';
import { useStudents } from './useStudents';

export const BLOG = '/academics/senior_project/blog';

/** /academics/senior_project: what the senior project is, then each senior's project, opening their blog. */
export function SeniorProjectPage() {
  const lang = useLang();
  const t = PROJECT_TEXT[lang];
  const students = useStudents();
  const copy = useMenuCopy(MENU.curriculum);
  const intro = copy.status === 'ready' ? leadText(copyOf(copy.data, 'curriculum.Capstone-Senior-Project')) : '';
  // Both calls settle before the page shows: an intro arriving after the students would push them down.
  const pending = students.status === 'loading' || copy.status === 'loading';
  return (
    <SectionPage pending={pending}>
      {intro && <p className="acad-lead">{intro}</p>}
      {students.status === 'error' && <FailureNotice onRetry={students.retry} />}
      {students.data?.length === 0 && <p className="acad-missing">{t.noStudents}</p>}
      <ul className="acad-students">
        {(students.data ?? []).map((s) => (
          <li key={s.id} className="acad-student">
            {s.pic && <ImagePreloader src={s.pic} alt={s.picAlt} ratio={4 / 3} className="acad-student__picture" />}
            <div className="acad-student__text">
              <h2>{s.name}</h2>
              <ProjectFacts student={s} />
              <Link to={BLOG} query={{ id: String(s.id) }} className="acad-button" aria-label={`${t.readBlog}: ${s.name}`}>
                {t.readBlog}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </SectionPage>
  );
}
