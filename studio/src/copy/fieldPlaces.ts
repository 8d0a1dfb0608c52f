// Where a target's fields show on the site, from what part of its page the target is (its place) and
// the field: the words are placeText.ts's; the page's layout rules are the kit's (ContentPage: a
// leading picture is the banner, the paragraph after it the introduction).
import { findRoute, type RouteDef } from '@schools/shared-api';
import { pageHeading, type TargetPlace, type TargetSummary } from '@schools/api-server/staff-contract';
import type { StaffLang } from '../staffText';
import { PLACE_TEXT } from './placeText';

type Placed = Pick<TargetSummary, 'kind' | 'place'>;

/** Where a field shows: a content item's title or summary, or another kind's field by its path (slides[2].title); undefined where there is nothing to say. */
export function fieldPlace(target: Placed, path: string, lang: StaffLang): string | undefined {
  const words = PLACE_TEXT[lang];
  if (target.kind === 'content') {
    if (path !== 'title' && path !== 'summary') return undefined;
    return words[path][target.place] ?? words.notShown;
  }
  return words.fields[path.replace(/\[\d+\]/g, '')];
}

/** What a column of blocks is on the page. */
export const blocksPlace = (place: TargetPlace, lang: StaffLang): string | undefined => PLACE_TEXT[lang].blocks[place];

/** Where one block shows, where its position decides it: a page's banner picture and its introduction. */
export function blockPlace(place: TargetPlace, blocks: readonly { type: string }[], index: number, lang: StaffLang): string | undefined {
  if (place !== 'page') return undefined;
  const banner = blocks[0]?.type === 'image';
  if (banner && index === 0) return PLACE_TEXT[lang].banner;
  return index === (banner ? 1 : 0) && blocks[index]?.type === 'paragraph' ? PLACE_TEXT[lang].intro : undefined;
}

/** What the note above a target's fields says about its page's heading and its name in the top menu. */
export interface PageNote {
  /** the heading visitors read on the target's page, where the studio does not edit it */
  heading?: string;
  /** the page's heading is the target's own Title */
  headingIsTitle: boolean;
  /** the menu title of the same page, with its name, when the target is not it */
  menu?: { target: TargetSummary; title: string };
}

export function pageNote(target: TargetSummary, targets: readonly TargetSummary[], routes: readonly RouteDef[], lang: StaffLang): PageNote {
  if (target.place === 'item') return { headingIsTitle: true };
  // A page's copy and its menu title: the heading is neither (the route table's), which is what the note is for.
  const path = target.place === 'menu' ? target.route?.split('?')[0] : target.place === 'page' ? target.page : undefined;
  const route = path ? findRoute(routes, path) : undefined;
  if (!route) return { headingIsTitle: false };
  const menu = target.place === 'page' ? targets.find((t) => t.place === 'menu' && t.route === path) : undefined;
  return { heading: pageHeading(route)[lang], headingIsTitle: false, ...(menu ? { menu: { target: menu, title: menu.label[lang] } } : {}) };
}
