// The pictures every seed references, until a school uploads photographs: people as their initials,
// everything else as a topic scene (scenes.ts), an unDraw illustration of what the picture is about
// (topics.ts) in the campus's colours.
import { type Block, BRAND } from '@schools/shared-api';
import type { CampusSeed, RichText } from '../modules/content/campusContent';
import { hash } from './fixtures/facts';
import type { StoredPicture } from './hashedPictures';
import { scene, type Placement } from './scenes';
import { DEFAULT_TOPIC, TOPICS, topicOf, type Topic } from './topics';
import { MENU_IDS } from '../modules/content/menuIds';

/** The portraits' backgrounds, picked by a hash of the file name. */
const PALETTES: [string, string, string, string][] = [
  ['#fde2e4', '#fad2e1', '#c81d25', '#ffffff'],
  ['#e2ece9', '#bee1e6', '#1d6f72', '#ffffff'],
  ['#fff1e6', '#fde4cf', '#d9480f', '#ffffff'],
  ['#e8e8f7', '#cddafd', '#3a4f9c', '#ffffff'],
  ['#f0efeb', '#dfe7c8', '#5a7d2a', '#ffffff'],
  ['#fef9e7', '#fbe3b9', '#b7791f', '#ffffff'],
];

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

function caption(label: string): string {
  const clean = label.replace(/\s+/g, ' ').trim();
  return clean.length > 46 ? `${clean.slice(0, 45).trimEnd()}…` : clean;
}

/** Every illustration's viewBox and intrinsic size; image blocks state it as their width and height. */
export const ILLUSTRATION_SIZE = { width: 800, height: 450 } as const;

/** A person's pictures: leaders', teachers' and seniors' portraits (not their posts). */
const PORTRAIT = /\/(leader|teacher)-\d+\.svg$|\/student-\d+\.svg$/;

/** "Dr. Sarah Mitchell, Head of School" → "SM": the first and last names' initials. */
export function initialsOf(label: string): string {
  const words = label.split(',')[0]!.replace(/^(Dr|Mr|Mrs|Ms|Prof)\.?\s+/i, '').trim().split(/\s+/).filter(Boolean);
  const letters = [words[0], words.length > 1 ? words[words.length - 1] : undefined].map((w) => (w ? [...w][0]!.toUpperCase() : ''));
  return letters.join('');
}

/**
 * A portrait until the school uploads a photograph: the person's initials on a calm disc, honestly a
 * monogram rather than shapes that pass for a face. The alt text still names the person.
 */
function portrait(name: string, label: string): string {
  const h = hash(name);
  const [from, to] = PALETTES[h % PALETTES.length] ?? ['#eeeeee', '#dddddd'];
  const id = h.toString(36);
  const { width: W, height: H } = ILLUSTRATION_SIZE;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${escapeXml(caption(label))}">` +
    `<defs><linearGradient id="g${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#g${id})"/>` +
    `<circle cx="${W / 2}" cy="${H / 2}" r="150" fill="#1b2a4e"/><circle cx="${W / 2}" cy="${H / 2}" r="138" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="3"/>` +
    `<text x="${W / 2}" y="${H / 2}" dy=".35em" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="120" letter-spacing="6" fill="#fff">${escapeXml(initialsOf(label))}</text>` +
    `</svg>`
  );
}

/** A home carousel slide's picture: its title lies over the bottom, so the illustration keeps above it. */
const BANNER = /\/banner-\d+\.svg$/;

export function isPortrait(file: string): boolean {
  return PORTRAIT.test(file);
}

/** A picture as the seed stores it: `stored` names the scene file that pictures of one content share. */
export type Picture = StoredPicture;

/** The pictures that written-out blocks of page copy show (Markdown copy has none), with their English alt. */
export function blockImages(text: RichText): { src: string; alt: string; width: number; height: number }[] {
  const parts = Array.isArray(text) ? text : [text];
  return parts.flatMap((part) => (typeof part.en === 'string' ? [] : (part.en as Block[])))
    .flatMap((b) => (b.type === 'image' ? [b] : b.type === 'gallery' ? b.images : []));
}

/** How many of the newest stories the home page shows (its latest news). */
export const HOME_NEWS_COUNT = 3;

/**
 * The pictures the home page shows together: the carousel's slides and the places of its tour, the
 * pictures of its own copy, its cards of the site's sections and the newest stories.
 */
export function homePictures(s: CampusSeed): string[] {
  const copy = Object.values(s.groups.home).flatMap((text: RichText) => blockImages(text).map((i) => i.src));
  return [
    ...s.banner.slides.map((slide) => slide.image),
    ...s.banner.vrList.map((vr) => vr.pic),
    ...copy,
    ...s.lists.filter((item) => item.menuId === MENU_IDS.home).map((item) => item.image),
    ...s.news.slice(0, HOME_NEWS_COUNT).map((a) => a.image),
  ];
}

/** Each illustration's topic (the first that names it), for a picture that borrows another topic's. */
const ART_TOPIC = new Map<string, Topic>([...TOPICS, DEFAULT_TOPIC].flatMap((t) => t.art.map((a) => [a, t] as const)).reverse());

/**
 * Every image path the seeds reference, each with its picture (one entry per path). A content
 * picture's scene is its campus's (the folder), its topic's and its turn's: a campus's pictures of
 * one topic take the topic's illustrations in turn, so neighbours in a list differ, and pictures of
 * the same campus, topic and illustration share one scene, stored once as
 * `<campus>/scene-<topic>-<illustration>[-banner|-page].svg`. The pictures of one home page never
 * share an illustration: one whose topic's turn falls on an illustration the page already shows takes
 * the topic's next, else the general topic's, else any other one the page does not show yet.
 */
export function allImages(seeds: CampusSeed[]): Picture[] {
  const labels = new Map<string, string>();
  const add = (file: string, label: string): void => {
    if (!labels.has(file)) labels.set(file, label.replace(/\{brand\}/g, BRAND.en));
  };
  for (const s of seeds) {
    for (const slide of s.banner.slides) add(slide.image, slide.title.en);
    for (const c of s.copy) for (const image of blockImages(c.text)) add(image.src, image.alt);
    for (const item of s.lists) {
      add(item.image, item.title.en);
      if (item.body) for (const image of blockImages(item.body)) add(image.src, image.alt);
    }
    for (const vr of s.banner.vrList) add(vr.pic, vr.name.en);
    for (const a of s.news) add(a.image, a.title.en);
    for (const a of s.aad) add(a.image, a.title.en);
    for (const c of s.clubs) add(c.image, c.name.en);
    for (const l of s.leaders) add(l.image, `${l.name.en}, ${l.role.en}`);
    for (const c of s.calendars) if (/\.svg$/i.test(c.url)) add(c.url, c.title.en);
    for (const text of Object.values(s.groups).flatMap((fields) => Object.values(fields as Record<string, RichText>))) {
      for (const image of blockImages(text)) add(image.src, image.alt);
    }
    for (const st of s.students) {
      add(st.image, st.name.en);
      for (const p of st.posts) add(p.image, p.title.en);
    }
  }
  // A page's leading picture becomes its banner (the kit's ContentPage): its art must fit a banner's band.
  const leading = new Set<string>();
  const lead = (text: RichText): void => {
    const first = (Array.isArray(text) ? text : [text])[0];
    const block = first && typeof first.en !== 'string' ? (first.en as Block[])[0] : undefined;
    if (block?.type === 'image') leading.add(block.src);
  };
  for (const s of seeds) {
    for (const c of s.copy) lead(c.text);
    for (const item of s.lists) if (item.body) lead(item.body);
    for (const text of Object.values(s.groups).flatMap((fields) => Object.values(fields as Record<string, RichText>))) lead(text);
  }
  const onHome = new Set(seeds.flatMap(homePictures));
  /** The illustrations each campus's home page already shows. */
  const homeArt = new Map<string, Set<string>>();
  const turns = new Map<string, number>();
  const scenes = new Map<string, string>();
  return [...labels].map(([file, label]): Picture => {
    if (PORTRAIT.test(file)) return { file, svg: portrait(file, label) };
    const dir = file.slice(0, file.lastIndexOf('/'));
    const topic = topicOf(file, label);
    const turn = turns.get(`${dir}/${topic.name}`) ?? 0;
    turns.set(`${dir}/${topic.name}`, turn + 1);
    let art = topic.art[turn % topic.art.length]!;
    if (onHome.has(file)) {
      const shown = homeArt.get(dir) ?? new Set<string>();
      homeArt.set(dir, shown);
      const own = topic.art.map((_, i) => topic.art[(turn + i) % topic.art.length]!);
      art = [...own, ...DEFAULT_TOPIC.art, ...ART_TOPIC.keys()].find((a) => !shown.has(a)) ?? art;
      shown.add(art);
    }
    const owner = ART_TOPIC.get(art) ?? topic;
    const placement: Placement = BANNER.test(file) ? 'banner' : leading.has(file) ? 'page' : 'centre';
    const stored = `${dir ? `${dir}/` : ''}scene-${owner.name}-${art}${placement === 'centre' ? '' : `-${placement}`}.svg`;
    let svg = scenes.get(stored);
    if (svg === undefined) scenes.set(stored, (svg = scene(dir, art, placement)));
    return { file, svg, stored };
  });
}
