import { CAREERS_URL, type Lang } from '@schools/shared-api';
import { MenuCopyPage, useLang } from '@schools/ui';

/** The About group's menu: its copy items are keyed about.mission, about.our_story, about.join_us, about.AP... */
export const ABOUT_MENU_ID = '02';

const CAREERS: Record<Lang, { lead: string; label: string; newTab: string }> = {
  en: { lead: 'See every opening across the network', label: 'Current openings', newTab: '(opens in a new tab)' },
  zh: { lead: '查看集团各校区的全部职位', label: '查看招聘职位', newTab: '（在新标签页打开）' },
};

/** An article of the About group by its key. */
function AboutCopyPage({ copyKey }: { copyKey: 'mission' | 'our_story' | 'join_us' | 'AP' | 'CA' | 'IB' }) {
  const careers = CAREERS[useLang()];
  return (
    <MenuCopyPage menuId={ABOUT_MENU_ID} copyKey={`about.${copyKey}`}>
      {copyKey === 'join_us' && (
        <aside className="about-cta" aria-label={careers.label}>
          <p className="about-cta__lead">{careers.lead}</p>
          <a className="about-cta__button" href={CAREERS_URL} target="_blank" rel="noopener noreferrer">
            {careers.label}
            <span className="ui-visually-hidden"> {careers.newTab}</span>
          </a>
        </aside>
      )}
    </MenuCopyPage>
  );
}

export const MissionPage = () => <AboutCopyPage copyKey="mission" />;
export const OurStoryPage = () => <AboutCopyPage copyKey="our_story" />;
export const JoinUsPage = () => <AboutCopyPage copyKey="join_us" />;
export const AdvancedPlacementPage = () => <AboutCopyPage copyKey="AP" />;
export const CollegeAcceptancesPage = () => <AboutCopyPage copyKey="CA" />;
export const BenchmarkingPage = () => <AboutCopyPage copyKey="IB" />;
