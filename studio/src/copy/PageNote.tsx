// The note above a target's fields: the page it is on, and where that page's heading comes from. A
// page's heading is its name in the route table, not the copy's Title: the note says so, with the
// page's menu title a button away, rather than leave an editor changing a field visitors never see.
import { ROUTES } from '@schools/root-config/routes';
import type { StaffLang } from '../staffText';
import type { CopyNode } from './copyTree';
import { pageNote } from './fieldPlaces';
import { PLACE_TEXT } from './placeText';
import type { TargetSummary } from './studioApi';

export function PageNote({ lang, target, targets, trail, onOpen }: {
  lang: StaffLang;
  target: TargetSummary;
  targets: readonly TargetSummary[];
  /** the tree's nodes above the target, its section first */
  trail: readonly CopyNode[];
  onOpen: (target: TargetSummary) => void;
}) {
  const words = PLACE_TEXT[lang];
  const note = pageNote(target, targets, ROUTES, lang);
  const menu = note.menu;
  return (
    <div className="studio-where">
      {target.page && <p>{words.onPage(trail.map((node) => node.title[lang]).join(' › '))}</p>}
      {note.headingIsTitle && <p>{words.headingIsTitle}</p>}
      {note.heading && <p>{words.heading(note.heading)}{menu && `${lang === 'zh' ? '' : ' '}${menu.title === note.heading ? words.menuTitleSame : words.menuTitle(menu.title)}`}</p>}
      {menu && (
        <button type="button" className="staff-button staff-button--small staff-button--quiet studio-where__menu" onClick={() => onOpen(menu.target)}>
          {words.editMenuTitle}
        </button>
      )}
    </div>
  );
}
