import type { Lang } from '@schools/shared-api';
import { FailureNotice, ImagePreloader, RichContent, SectionPage, useLang, useMenuItem } from '@schools/ui';
import { MENU } from '../../menus';

const MISSING: Record<Lang, string> = {
  en: 'This guide could not be found. It may have been moved or removed.',
  zh: '未找到这篇升学指导文章，可能已被移动或删除。',
};

/** /academics/counseling/detail?id=: a guidance article under its own title; back goes to college guidance. */
export function CounselingDetailPage() {
  const lang = useLang();
  const article = useMenuItem(MENU.counseling);
  const data = article.data;
  return (
    <SectionPage title={data?.title} pending={article.status === 'loading'}>
      {article.status === 'error' && <FailureNotice onRetry={article.retry} />}
      {article.status === 'ready' && !data && <p className="acad-missing">{MISSING[lang]}</p>}
      {data && (
        <div className="acad-article">
          {data.summary && <p className="acad-article__lead">{data.summary}</p>}
          {data.urls[0] && <ImagePreloader src={data.urls[0]} alt={data.alts[0] ?? ''} ratio={16 / 9} eager className="acad-article__picture" />}
          <RichContent blocks={data.blocks} />
        </div>
      )}
    </SectionPage>
  );
}
