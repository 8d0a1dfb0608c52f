import { CONTACT_MENU_ID, getApi, type ContentItem } from '@schools/shared-api';
import { useApiData, useCampus, useLang, type ApiData } from '@schools/ui';

/** The home group's menu: its copy (home.welcome, home.sections, home.apply) and its list of cards. */
export const HOME_MENU_ID = '01';
/** More than the site has sections: the cards come in one page. */
const CARDS_PAGE_SIZE = 12;

export interface HomeCopy {
  /** page copy by key (content-by-menu) */
  copy: ContentItem[];
  /** one card per section of the site: title, summary, picture, path (content-list) */
  cards: ContentItem[];
  /** the campus's GeneralInformation copy, as Contact Us shows it (address, numbers, e-mails); empty if it could not load */
  contact: ContentItem[];
}

/** Everything the home page says below its carousel, in the page's campus and language. */
export function useHomeCopy(): ApiData<HomeCopy> {
  const campus = useCampus();
  const lang = useLang();
  return useApiData(async () => {
    const api = getApi();
    const [copy, cards, contact] = await Promise.all([
      api.contentByMenu({ menuId: HOME_MENU_ID }),
      api.contentList({ menuId: HOME_MENU_ID, page: 1, size: CARDS_PAGE_SIZE }),
      // Without its contact details the last screen still leads to Contact Us: no reason to fail the page.
      api.contentByMenu({ menuId: CONTACT_MENU_ID }).catch(() => [] as ContentItem[]),
    ]);
    return { copy, cards: cards.list, contact };
  }, [campus.sname, lang]);
}
