import { FailureNotice, formatDate, ImagePreloader, SectionPage, useItemMissing, useLang, useRoute } from '@schools/ui';
import { PROJECT_TEXT } from '../senior-project/projectText';
import { useStudents } from '../senior-project/useStudents';
import { Comments } from './Comments';
import { usePosts } from './usePosts';

/** /academics/senior_project/blog_detail?student=&id=: a post under its title, then its comments; back to the student's blog. */
export function BlogPostPage() {
  const lang = useLang();
  const query = useRoute()?.query ?? {};
  const studentId = Number(query.student);
  const postId = Number(query.id);
  const posts = usePosts(studentId);
  const students = useStudents();
  const post = posts.data?.find((p) => p.id === postId);
  const student = students.data?.find((s) => s.id === studentId);
  const missing = posts.status === 'ready' && !post;
  // eslint-disable-next-line react-hooks/rules-of-hooks -- SERVER_RENDERING is a constant of the build (serverData.ts): a build calls this hook in every render or in none, and the browser's has no code for it
  if (process.env.SERVER_RENDERING) useItemMissing(missing);
  return (
    <SectionPage title={post?.title} pending={posts.status === 'loading'} backQuery={{ id: String(studentId) }}>
      {posts.status === 'error' && <FailureNotice onRetry={posts.retry} />}
      {missing && <p className="acad-missing">{PROJECT_TEXT[lang].missingPost}</p>}
      {post && (
        <>
          <article className="acad-post">
            <p className="acad-post__meta">
              {student && <span>{student.name}</span>}
              <time dateTime={post.date}>{formatDate(post.date, lang)}</time>
            </p>
            {post.pic && <ImagePreloader src={post.pic} alt={post.picAlt} ratio={16 / 9} eager className="acad-post__picture" />}
            {post.body.split(/\n\s*\n/).map((paragraph, i) => <p key={i}>{paragraph}</p>)}
          </article>
          <Comments postId={post.id} />
        </>
      )}
    </SectionPage>
  );
}
