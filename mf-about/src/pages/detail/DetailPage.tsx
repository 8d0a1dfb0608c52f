import type { Lang } from '@schools/shared-api';
import { FailureNotice, formatDate, ImagePreloader, RichContent, SectionPage, useLang, useMenuItem } from '@schools/ui';
import { AAD_MENU_ID } from '../aad/useAwards';
import { MANAGEMENT_MENU_ID } from '../management/useLeaders';

const NOT_FOUND: Record<Lang, string> = {
  en: 'This page could not be found. It may have been moved or removed.',
  zh: '未找到该页面，可能已被移动或删除。',
};

/**
 * A leader's profile or an award: the name or the award as the page's heading, picture, the role or
 * the date, then the copy. The kit's back button returns to the list, kept as the visitor left it.
 */
export function DetailPage({ kind }: { kind: 'leader' | 'award' }) {
  const item = useMenuItem(kind === 'leader' ? MANAGEMENT_MENU_ID : AAD_MENU_ID);
  const lang = useLang();
  const data = item.status === 'ready' ? item.data : null;
  return (
    <SectionPage title={data?.title} pending={item.status === 'loading'}>
      {item.status === 'error' && <FailureNotice onRetry={item.retry} />}
      {item.status === 'ready' && !data && <p className="about-detail__missing">{NOT_FOUND[lang]}</p>}
      {data && kind === 'leader' && (
        <div className="about-detail about-detail--leader">
          {data.urls[0] && (
            <div className="about-detail__picture">
              <ImagePreloader src={data.urls[0]} alt={data.alts[0] || data.title} ratio={16 / 9} eager />
            </div>
          )}
          <div className="about-detail__text">
            {data.summary && <p className="about-detail__role">{data.summary}</p>}
            <RichContent blocks={data.blocks} />
          </div>
        </div>
      )}
      {data && kind === 'award' && (
        <div className="about-detail about-detail--award">
          {data.date && (
            <p className="about-detail__date"><time dateTime={data.date}>{formatDate(data.date, lang)}</time></p>
          )}
          {data.urls[0] && (
            <div className="about-detail__picture">
              <ImagePreloader src={data.urls[0]} alt={data.alts[0] ?? ''} ratio={16 / 9} eager />
            </div>
          )}
          <RichContent blocks={data.blocks} />
        </div>
      )}
    </SectionPage>
  );
}

export const LeaderDetailPage = () => <DetailPage kind="leader" />;
export const AwardDetailPage = () => <DetailPage kind="award" />;
