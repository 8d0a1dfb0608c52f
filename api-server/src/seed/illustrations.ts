// The pictures every seed references, until a school uploads photographs: people as their initials,
// everything else as a topic scene (scenes.ts), an unDraw illustration of what the picture is about
// (topics.ts) in the campus's colours.
import { type Block, BRAND } from '@schools/shared-api';
import type { CampusSeed, RichText, TextGroups } from '../modules/content/campusContent';
import { hash } from './fixtures/facts';
import type { StoredPicture } from './hashedPictures';
import { scene, sceneFocus, type Placement } from './scenes';
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

/**
 * A home carousel slide's picture, and the virtual tour's (`vr-00`, behind the tour slide, and its
 * places'): its title lies over the bottom, so the illustration keeps above it.
 */
const BANNER = /\/(banner|vr)-\d+\.svg$/;

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
    ...(s.banner.vrPic ? [s.banner.vrPic] : []),
    ...s.banner.vrList.map((vr) => vr.pic),
    ...copy,
    ...s.lists.filter((item) => item.menuId === MENU_IDS.home).map((item) => item.image),
    ...s.news.slice(0, HOME_NEWS_COUNT).map((a) => a.image),
  ];
}

/** A page a visitor sees and the pictures it shows together (a file at most once). */
export interface SeedPage {
  name: string;
  files: string[];
}

/** A news list's page of stories (mf-news's NEWS_PAGE_SIZE). */
const NEWS_PAGE_SIZE = 7;

/**
 * Every page of a campus that shows pictures, each with the pictures it shows together: the home page;
 * each page of copy (a text group's field, a course area's or a curriculum stage's copy, a course's
 * own page) with its images and galleries; the pages that show their copy with cards (a course area
 * with its courses, the curriculum with its seven stages, the library with its three pages, its
 * resources' pages, the clubs, Our School's three articles); the section hubs' cards (each child
 * page's first picture); the lists of awards, stories and a senior's posts. A person's portrait is a
 * monogram, not an illustration, and is left out.
 */
export function seedPages(s: CampusSeed): SeedPage[] {
  const pages: SeedPage[] = [];
  const page = (name: string, files: (string | undefined)[]): void => {
    const kept = [...new Set(files.filter((f): f is string => Boolean(f) && !PORTRAIT.test(f!)))];
    if (kept.length > 0) pages.push({ name, files: kept });
  };
  const images = (text: RichText | undefined): string[] => (text ? blockImages(text).map((i) => i.src) : []);
  const first = (text: RichText | undefined): string | undefined => images(text)[0];
  const copyOf = (menuId: string, key: string): RichText | undefined => s.copy.find((c) => c.menuId === menuId && c.key === key)?.text;
  const group = <G extends keyof TextGroups>(g: G, field: keyof TextGroups[G]): RichText | undefined => (s.groups[g] as Record<string, RichText> | undefined)?.[field as string];
  const lists = (menuId: string) => s.lists.filter((i) => i.menuId === menuId);

  page('Home', homePictures(s));
  // Each text of copy on its own page.
  for (const [g, fields] of Object.entries(s.groups)) {
    if (g === 'home') continue;
    for (const [field, text] of Object.entries(fields as Record<string, RichText>)) page(`${g}.${field}`, images(text));
  }
  // A page's copy with its list's cards: a course area, the curriculum's stages, a course's own page.
  const menus = [...new Set([...s.copy.map((c) => c.menuId), ...s.lists.map((i) => i.menuId)])];
  for (const menuId of menus) {
    if (menuId === MENU_IDS.home || menuId === MENU_IDS.library) continue;
    const copy = s.copy.filter((c) => c.menuId === menuId);
    if (menuId === '0401') {
      for (const c of copy) page(c.key, images(c.text));
      page('Curriculum', [...images(group('academics', 'curriculum')), ...copy.map((c) => first(c.text))]);
      continue;
    }
    page(`menu ${menuId}`, [...copy.flatMap((c) => images(c.text)), ...lists(menuId).map((i) => i.image)]);
    for (const item of lists(menuId)) if (item.body) page(item.key, [item.image, ...images(item.body)]);
  }
  page('Our School', ['article_desc1', 'article_desc2', 'dormLife'].flatMap((f) => images(group('our_school', f as 'dormLife'))));
  const library = ['catalog', 'databases', 'digital'] as const;
  page('Library', [
    ...[1, 2, 3, 4, 5, 6, 7, 8].flatMap((n) => images(group('library', `content_${n}` as 'content_1'))),
    ...library.map((k) => first(group('library_pages', k))),
  ]);
  for (const [key, path] of [['databases', '/subscribed-databases'], ['digital', '/digital-resources']] as const) {
    page(`Library ${key}`, [...images(group('library_pages', key)), ...lists(MENU_IDS.library).filter((i) => i.path === path).map((i) => i.image)]);
  }
  page('Clubs', [...images(group('campus', 'CLUBS')), ...s.clubs.map((c) => c.image)]);
  // The section hubs: each child page's first picture (mf-about, mf-student-life, mf-academics, mf-admissions).
  page('About Us', [
    ...(['mission', 'our_story', 'join_us', 'CA', 'AP', 'IB'] as const).map((f) => first(group('about', f))),
    first(group('our_school', 'article_desc2')),
    s.aad[0]?.image,
  ]);
  page('Student Life', [
    first(group('library', 'content_1')),
    ...(['Dining', 'schoolBus', 'schoolUniform', 'Counseling'] as const).map((f) => first(group('studService', f))),
    first(group('stay', 'article_desc')),
    ...(['CLUBS', 'FEATURED EVENTS', 'COMMUNITY SERVICE', 'FIELD TRIPS'] as const).map((f) => first(group('campus', f))),
    first(copyOf(`${MENU_IDS.course}02`, 'course.intro')),
  ]);
  page('Academics', (['curriculum', 'our_teacher', 'counseling'] as const).map((f) => first(group('academics', f))));
  page('Admissions', (['apply', 'tuition', 'recruit', 'scholarship', 'questions'] as const).map((f) => first(group('admissions', f))));
  page('Awards', s.aad.map((a) => a.image));
  const news = [...s.news].sort((a, b) => b.date.localeCompare(a.date));
  for (let i = 0; i < news.length; i += NEWS_PAGE_SIZE) page(`News, page ${i / NEWS_PAGE_SIZE + 1}`, news.slice(i, i + NEWS_PAGE_SIZE).map((a) => a.image));
  for (const st of s.students) page(`${st.name.en}'s posts`, st.posts.map((p) => p.image));
  return pages;
}

/** Each illustration's topic (the first that names it), for a picture that borrows another topic's. */
const ART_TOPIC = new Map<string, Topic>([...TOPICS, DEFAULT_TOPIC].flatMap((t) => t.art.map((a) => [a, t] as const)).reverse());

/**
 * The illustrations close to a topic's, for a picture whose topic's illustrations are all on its page
 * already: a library lesson is a presentation and reading on a tablet is learning, an information
 * session is a presentation, day students walk to the bus, an Art Festival's picture is a celebration.
 */
const NEAR_ART: Record<string, readonly string[]> = {
  library: ['presentation', 'learning', 'education', 'teacher'],
  science: ['learning', 'presentation', 'team-spirit'],
  welcome: ['presentation', 'conversation', 'questions'],
  teaching: ['team-spirit', 'learning', 'questions', 'conversation'],
  bus: ['walking-together', 'coming-home'],
  arts: ['celebration', 'celebrating'],
};

/**
 * What a picture takes when its topic's and the general illustrations are all on its page already:
 * first the ones of school life that suit most pages (lessons, talk, people together), then any other.
 */
const FALLBACK_ART = [...new Set([
  'teacher', 'presentation', 'teaching', 'conversation', 'questions', 'walking-together', 'team-spirit', 'welcoming',
  ...ART_TOPIC.keys(),
])];

/**
 * Every image path the seeds reference, each with its picture (one entry per path). A content
 * picture's scene is its campus's (the folder), its topic's and its turn's: a campus's pictures of
 * one topic take the topic's illustrations in turn, so neighbours in a list differ, and pictures of
 * the same campus, topic and illustration share one scene, stored once as
 * `<campus>/scene-<topic>-<illustration>[-banner|-page].svg`. The pictures of one page (seedPages)
 * never share an illustration: one whose topic's turn falls on an illustration a page it is on already
 * shows takes the topic's next, else one close to its topic's (NEAR_ART), else one of another topic its
 * label names, else a general one, else another (FALLBACK_ART) none of its pages shows yet. The
 * pictures with an alt text of their own choose first, so that their words keep describing their scene.
 */
export function allImages(seeds: CampusSeed[]): Picture[] {
  const labels = new Map<string, string>();
  const add = (file: string, label: string): void => {
    if (!labels.has(file)) labels.set(file, label.replace(/\{brand\}/g, BRAND.en));
  };
  /** The pictures of page copy, each with an alt text of its own. */
  const described = new Set<string>();
  const addImage = (image: { src: string; alt: string }): void => {
    described.add(image.src);
    add(image.src, image.alt);
  };
  for (const s of seeds) {
    for (const slide of s.banner.slides) add(slide.image, slide.title.en);
    for (const c of s.copy) for (const image of blockImages(c.text)) addImage(image);
    for (const item of s.lists) {
      add(item.image, item.title.en);
      if (item.body) for (const image of blockImages(item.body)) addImage(image);
    }
    // The tour slide's own picture (vr-00): a route with its stops, the tour topic's own.
    if (s.banner.vrPic) add(s.banner.vrPic, 'Campus tour');
    for (const vr of s.banner.vrList) add(vr.pic, vr.name.en);
    for (const a of s.news) add(a.image, a.title.en);
    for (const a of s.aad) add(a.image, a.title.en);
    for (const c of s.clubs) add(c.image, c.name.en);
    for (const l of s.leaders) add(l.image, `${l.name.en}, ${l.role.en}`);
    for (const c of s.calendars) if (/\.svg$/i.test(c.url)) add(c.url, c.title.en);
    for (const text of Object.values(s.groups).flatMap((fields) => Object.values(fields as Record<string, RichText>))) {
      for (const image of blockImages(text)) addImage(image);
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
  // The pages each picture is shown on, and the illustrations each page shows so far.
  const pagesOf = new Map<string, Set<string>[]>();
  for (const s of seeds) {
    for (const page of seedPages(s)) {
      const shown = new Set<string>();
      for (const file of page.files) pagesOf.set(file, [...(pagesOf.get(file) ?? []), shown]);
    }
  }
  // Each picture's topic and turn, in the order the seeds name them.
  const turns = new Map<string, number>();
  const chosen = new Map<string, { topic: Topic; own: string[] }>();
  for (const [file, label] of labels) {
    if (PORTRAIT.test(file)) continue;
    const dir = file.slice(0, file.lastIndexOf('/'));
    const topic = topicOf(file, label);
    const turn = turns.get(`${dir}/${topic.name}`) ?? 0;
    turns.set(`${dir}/${topic.name}`, turn + 1);
    chosen.set(file, { topic, own: topic.art.map((_, i) => topic.art[(turn + i) % topic.art.length]!) });
  }
  // The illustrations, the pictures with an alt text of their own (a page's images and galleries) first,
  // so that a page's own picture keeps an illustration its words describe and a card takes what is left.
  const arts = new Map<string, string>();
  for (const [file, label] of [...labels].filter(([f]) => described.has(f)).concat([...labels].filter(([f]) => !described.has(f)))) {
    const pick = chosen.get(file);
    if (!pick) continue;
    const { topic, own } = pick;
    const pages = pagesOf.get(file) ?? [];
    // Next those close to its topic's, then the illustrations of the other topics its label names ("A
    // drawing robot at work" at the Art Festival), then the general ones, then any other.
    const named = TOPICS.filter((t) => t !== topic && t.pattern.test(label)).flatMap((t) => t.art);
    const art = [...own, ...(NEAR_ART[topic.name] ?? []), ...named, ...DEFAULT_TOPIC.art, ...FALLBACK_ART]
      .find((a) => pages.every((shown) => !shown.has(a))) ?? own[0]!;
    for (const shown of pages) shown.add(art);
    arts.set(file, art);
  }
  const scenes = new Map<string, string>();
  return [...labels].map(([file, label]): Picture => {
    if (PORTRAIT.test(file)) return { file, svg: portrait(file, label) };
    const dir = file.slice(0, file.lastIndexOf('/'));
    const art = arts.get(file)!;
    const owner = ART_TOPIC.get(art) ?? chosen.get(file)!.topic;
    const placement: Placement = BANNER.test(file) ? 'banner' : leading.has(file) ? 'page' : 'centre';
    const stored = `${dir ? `${dir}/` : ''}scene-${owner.name}-${art}${placement === 'centre' ? '' : `-${placement}`}.svg`;
    let svg = scenes.get(stored);
    if (svg === undefined) scenes.set(stored, (svg = scene(dir, art, placement)));
    return { file, svg, stored, focus: sceneFocus(art, placement) };
  });
}
