import { copyOf, copyTitle, getApi, hubEntries, isDisabledOn, type Club, type Lang } from '@schools/shared-api';
import { Hub, HubList, HubPanel, Link, SectionPage, useApiData, useCampus, useCopyCards, useLang, useMenuCopy, useRoutes } from '@schools/ui';
import { CLUBS_PATH } from '../clubs/useClubs';
import { CARD_SOURCES } from './sources';

/** The section's own menu, whose copy is the hub's (api-server/src/seed/menu.ts). */
const STUDENT_LIFE_MENU_ID = '03';

const TEXT: Record<Lang, { clubs: string; allClubs: string }> = {
  en: { clubs: 'Clubs this year', allClubs: 'All clubs and activities' },
  zh: { clubs: '本学年社团', allClubs: '查看全部社团活动' },
};

/** The clubs by category, each linked to its page. */
function Clubs({ clubs, lang }: { clubs: readonly Club[]; lang: Lang }) {
  const categories = [...new Set(clubs.map((c) => c.category))];
  return (
    <HubPanel id="life-hub-clubs" title={TEXT[lang].clubs} more={{ to: CLUBS_PATH, label: TEXT[lang].allClubs }}>
      <ul className="ui-hub__dates">
        {categories.map((category) => (
          <li key={category}>
            <strong>{category}</strong>
            <span className="ui-hub__links">
              {clubs.filter((c) => c.category === category).map((c) => (
                <Link key={c.id} to={CLUBS_PATH} query={{ club: String(c.id) }}>{c.name}</Link>
              ))}
            </span>
          </li>
        ))}
      </ul>
    </HubPanel>
  );
}

/**
 * /stuLife: a school day as a family lives it, in the school's words and key facts, the day's timeline
 * and the clubs to choose from (where the campus offers them), then the section's pages as cards.
 */
export function StudentLifeHubPage() {
  const lang = useLang();
  const campus = useCampus();
  const routes = useRoutes();
  const copy = useMenuCopy(STUDENT_LIFE_MENU_ID);
  const offersClubs = !isDisabledOn(routes, CLUBS_PATH, campus.sname);
  const clubs = useApiData(() => (offersClubs ? getApi().clubList() : Promise.resolve([])), [campus.sname, lang, offersClubs]);
  const cards = useCopyCards(CARD_SOURCES);
  const items = copy.data ?? [];
  const day = hubEntries(copyOf(items, 'hub.day'));
  return (
    <SectionPage childCards={cards} pending={copy.status === 'loading' || clubs.status === 'loading' || !cards.ready}>
      <Hub intro={copyOf(items, 'hub.intro')}>
        {day.length > 0 && (
          <HubPanel id="life-hub-day" title={copyTitle(items, 'hub.day')}>
            <HubList entries={day} variant="times" />
          </HubPanel>
        )}
        {clubs.data && clubs.data.length > 0 && <Clubs clubs={clubs.data} lang={lang} />}
      </Hub>
    </SectionPage>
  );
}
