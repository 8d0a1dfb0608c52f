import { CardList, FailureNotice, formatDate, ImagePreloader, SectionPage, useItemMissing, useLang, useRoute, type CardItem } from '@schools/ui';
import { ProjectFacts } from '../senior-project/ProjectFacts';
import { PROJECT_TEXT } from '../senior-project/projectText';
import { useStudents } from '../senior-project/useStudents';
import { usePosts } from './usePosts';

export const POST = '/academics/senior_project/blog_detail';

/** /academics/senior_project/blog?id=: a senior's project and blog posts; back goes to senior projects. */
export function ProjectBlogPage() {
  const lang = useLang();
  const t = PROJECT_TEXT[lang];
  const studentId = Number(useRoute()?.query.id);
  const students = useStudents();
  const posts = usePosts(studentId);
  const student = students.data?.find((s) => s.id === studentId);
  const missing = (students.status === 'ready' && !student) || (posts.status === 'ready' && !posts.data);
  // eslint-disable-next-line react-hooks/rules-of-hooks -- SERVER_RENDERING is a constant of the build (serverData.ts): a build calls this hook in every render or in none, and the browser's has no code for it
  if (process.env.SERVER_RENDERING) useItemMissing(missing);
  const cards: CardItem[] = (posts.data ?? []).map((p) => ({
    urls: p.pic ? [p.pic] : [], alts: [p.picAlt], title: p.title, summary: `${formatDate(p.date, lang)} · ${p.summary}`,
    path: POST, query: { student: String(studentId), id: String(p.id) },
  }));
  return (
    <SectionPage title={student?.name} pending={students.status === 'loading'}>
      {(students.status === 'error' || posts.status === 'error') && <FailureNotice onRetry={() => { students.retry(); posts.retry(); }} />}
      {missing && <p className="acad-missing">{t.missingStudent}</p>}
      {student && !missing && (
        <div className="acad-profile">
          {student.pic && <ImagePreloader src={student.pic} alt={student.picAlt} ratio={4 / 3} eager className="acad-profile__picture" />}
          <ProjectFacts student={student} />
        </div>
      )}
      {cards.length > 0 && (
        <section className="acad-posts" aria-labelledby="acad-posts-heading">
          <h2 id="acad-posts-heading">{t.posts}</h2>
          <CardList items={cards} headingLevel={3} />
        </section>
      )}
    </SectionPage>
  );
}
