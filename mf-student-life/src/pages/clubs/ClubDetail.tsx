import { isNotFound, type Lang } from '@schools/shared-api';
import { FailureNotice, ImagePreloader, Link, SectionPage, useLang } from '@schools/ui';
import { CLUBS_PATH, useClub } from './useClubs';

const TEXT: Record<Lang, { missing: string; all: string }> = {
  en: { missing: 'This club could not be found. It may no longer meet.', all: 'See all clubs' },
  zh: { missing: '未找到该社团，它可能已不再开设。', all: '查看全部社团' },
};

/** One club: its name as the page's heading, category, picture and description, and the way back. */
export function ClubDetail({ id }: { id: number }) {
  const lang = useLang();
  const club = useClub(id);
  const data = club.data;
  const missing = club.status === 'error' && isNotFound(club.error);
  return (
    <SectionPage title={data?.name} pending={club.status === 'loading'}>
      {data && (
        <div className="stulife-club">
          <p className="stulife-club__category">{data.category}</p>
          {data.pic && <ImagePreloader src={data.pic} alt={data.picAlt} ratio={16 / 9} eager className="stulife-club__picture" />}
          {data.description.split(/\n{2,}/).map((paragraph, i) => <p key={i}>{paragraph}</p>)}
        </div>
      )}
      {missing && <p className="stulife-empty">{TEXT[lang].missing}</p>}
      {club.status === 'error' && !missing && <FailureNotice onRetry={club.retry} />}
      {(data || missing) && <p className="stulife-club__all"><Link to={CLUBS_PATH}>{TEXT[lang].all}</Link></p>}
    </SectionPage>
  );
}
