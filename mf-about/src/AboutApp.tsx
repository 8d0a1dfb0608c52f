import { PageSwitch, type PageTable } from '@schools/ui';
import { AadPage } from './pages/aad/AadPage';
import { AboutHomePage } from './pages/about-home/AboutHomePage';
import { AchievementsPage } from './pages/achievements/AchievementsPage';
import {
  AdvancedPlacementPage, BenchmarkingPage, CollegeAcceptancesPage, JoinUsPage, MissionPage, OurStoryPage,
} from './pages/content-page/AboutCopyPage';
import { AwardDetailPage, LeaderDetailPage } from './pages/detail/DetailPage';
import { ManagementPage } from './pages/management/ManagementPage';
import { OurSchoolPage } from './pages/our-school/OurSchoolPage';
import './about.css';

/** This section's pages by route path. */
const PAGES: PageTable = {
  '/about': AboutHomePage,
  '/about/mission': MissionPage,
  '/about/our_story': OurStoryPage,
  '/about/our_school': OurSchoolPage,
  '/about/join_us': JoinUsPage,
  '/about/management': ManagementPage,
  '/about/management/detail': LeaderDetailPage,
  '/about/achievements': AchievementsPage,
  '/about/achievements/AP': AdvancedPlacementPage,
  '/about/achievements/CA': CollegeAcceptancesPage,
  '/about/achievements/AAD': AadPage,
  '/about/achievements/IB': BenchmarkingPage,
  '/about/achievements/AAD/detail': AwardDetailPage,
};

/** Renders the page of the current route of this section. */
export function AboutApp() {
  return <PageSwitch pages={PAGES} />;
}
