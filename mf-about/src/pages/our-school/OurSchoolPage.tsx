import { copyOf, firstPicture, type Lang } from '@schools/shared-api';
import { ContentPage, RichContent, useLang, useMenuCopy } from '@schools/ui';
import { offersBoarding } from './boarding';

export const OUR_SCHOOL_MENU_ID = '0203';

const HEADINGS: Record<Lang, { campus: string; boarding: string }> = {
  en: { campus: 'Our campus', boarding: 'Boarding life' },
  zh: { campus: '校园环境', boarding: '寄宿生活' },
};

/** Our School: who we are with the key facts, the campus with its gallery, and boarding where there is some. */
export function OurSchoolPage() {
  const copy = useMenuCopy(OUR_SCHOOL_MENU_ID);
  const headings = HEADINGS[useLang()];
  const items = copy.status === 'ready' ? copy.data : [];
  const desc1 = copyOf(items, 'our_school.article_desc1');
  const desc2 = copyOf(items, 'our_school.article_desc2');
  const dorm = copyOf(items, 'our_school.dormLife');
  return (
    <ContentPage blocks={desc1} banner={firstPicture(desc2)} onRetry={copy.status === 'error' ? copy.retry : undefined}>
      {desc2.length > 0 && (
        <section className="ui-article__part">
          <h2 className="ui-rich__h2">{headings.campus}</h2>
          <RichContent blocks={desc2} />
        </section>
      )}
      {offersBoarding(dorm) && (
        <section className="ui-article__part">
          <h2 className="ui-rich__h2">{headings.boarding}</h2>
          <RichContent blocks={dorm} />
        </section>
      )}
    </ContentPage>
  );
}
