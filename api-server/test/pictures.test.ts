// The seeded pictures: people as monograms, everything else as a topic scene (an unDraw illustration
// in the campus's colours), each distinct scene stored once.
import fs from 'node:fs';
import path from 'node:path';
import { CAMPUS_CODES, pictureFile, pictureFocus, withFocus, type FocalPoint } from '@schools/shared-api';
import { CAMPUS_SEEDS } from '../src/seed/fixtures';
import { contentHashedName } from '../src/platform/storage/contentHash';
import { withHashedPictures } from '../src/seed/hashedPictures';
import { allImages, isPortrait, seedPages, type Picture } from '../src/seed/illustrations';
import { artOf, artPath, paletteOf, scene } from '../src/seed/scenes';
import { DEFAULT_TOPIC, TOPICS, topicOf } from '../src/seed/topics';

const pictures = allImages(CAMPUS_SEEDS);
const byFile = new Map(pictures.map((p) => [p.file, p]));
const SCENE = /^([a-z]+)\/scene-([a-z]+)-([a-z-]+?)(?:-(banner|page))?\.svg$/;

/** The stored scene's topic and illustration: `bigz/scene-library-open-book.svg` → library, open-book. */
function sceneOf(file: string): { campus: string; topic: string; art: string; placement: string } {
  const p = byFile.get(file);
  const m = SCENE.exec(p?.stored ?? '');
  if (!m) throw new Error(`${file} is no scene (${p?.stored})`);
  return { campus: m[1]!, topic: m[2]!, art: m[3]!, placement: m[4] ?? 'centre' };
}

/** Where a scene's illustration stands: x, y, width, height of its nested <svg>. */
function artBoxOf(svg: string): [number, number, number, number] {
  return /<svg\b[^>]*? x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"/.exec(svg)!.slice(1).map(Number) as [number, number, number, number];
}

/** The numbers of an SVG's geometry, in document order. */
function geometryNumbers(svg: string): number[] {
  const values = [...svg.matchAll(/\s(?:d|points|transform|x|y|x1|x2|y1|y2|cx|cy|r|rx|ry|width|height)="([^"]*)"/g)].map((m) => m[1]!);
  return values.flatMap((v) => [...v.matchAll(/[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/gi)].map((n) => Number(n[0])));
}

describe('topic scenes', () => {
  it('shows every picture of the seeds as a topic scene or, for a person, a monogram: no shapes are left', () => {
    expect(pictures.length).toBeGreaterThan(1500);
    const art = new Set([...TOPICS, DEFAULT_TOPIC].flatMap((t) => t.art));
    for (const p of pictures) {
      if (isPortrait(p.file)) {
        expect([p.file, p.stored, /<text[^>]*>[A-Z]{1,2}<\/text>/.test(p.svg)]).toEqual([p.file, undefined, true]);
        continue;
      }
      const s = sceneOf(p.file);
      expect([p.file, s.campus]).toEqual([p.file, p.file.split('/')[0]]);
      expect(art).toContain(s.art);
      // The illustration nested in the campus's colour, and nothing the old generator drew (random
      // circles, rotated squares, triangles, a calendar grid) or any words.
      expect(p.svg).toMatch(new RegExp(`<svg(?: xmlns:xlink="[^"]+")? x="[\\d.]+" y="[\\d.]+" width="[\\d.]+" height="[\\d.]+" viewBox="[\\d. ]+" color="${paletteOf(s.campus).accent}">`));
      expect([p.file, /<text|<pattern|aria-label|rotate\(\d+ \d+ \d+\)/.test(p.svg)]).toEqual([p.file, false]);
    }
    // Every topic is used somewhere, so none of the table is dead.
    const used = new Set(pictures.filter((p) => p.stored).map((p) => sceneOf(p.file).topic));
    for (const topic of TOPICS.filter((t) => t.name !== 'calendar')) expect(used).toContain(topic.name);
    expect(used).toContain(DEFAULT_TOPIC.name);
  });

  it.each(CAMPUS_SEEDS.map((s) => [s.code, s] as const))('shows no illustration twice on the home page of %s', (_code, seed) => {
    // What home shows: the carousel's slides, its tour slide's own picture and its places', its copy's
    // pictures, the cards of the site's sections (menu 01) and the three newest stories.
    const copy = Object.values(seed.groups.home).flatMap((text) => (Array.isArray(text) ? text : [text]))
      .flatMap((part) => (typeof part.en === 'string' ? [] : part.en))
      .flatMap((b) => (b.type === 'image' ? [b.src] : []));
    const newest = [...seed.news].sort((a, b) => b.date.localeCompare(a.date)).slice(0, 3);
    const files = [
      ...seed.banner.slides.map((s) => s.image),
      seed.banner.vrPic!,
      ...seed.banner.vrList.map((v) => v.pic),
      ...copy,
      ...seed.lists.filter((i) => i.menuId === '01').map((i) => i.image),
      ...newest.map((a) => a.image),
    ];
    expect(copy.length).toBeGreaterThan(0);
    expect(new Set(files).size).toBe(files.length);
    const arts = files.map((file) => `${sceneOf(file).art} (${file})`);
    const repeated = arts.filter((a, i) => arts.findIndex((b) => b.split(' ')[0] === a.split(' ')[0]) !== i);
    expect(repeated).toEqual([]);
  });

  it('shows no illustration twice on any page of any campus', () => {
    const repeats: string[] = [];
    for (const seed of CAMPUS_SEEDS) {
      for (const page of seedPages(seed)) {
        const arts = page.files.map((file) => sceneOf(file).art);
        arts.forEach((art, i) => {
          if (arts.indexOf(art) !== i) repeats.push(`${seed.code}, ${page.name}, ${art}`);
        });
      }
    }
    expect(seedPages(CAMPUS_SEEDS[0]!).length).toBeGreaterThan(50);
    expect(repeats).toEqual([]);
  });

  it('finds the topic a picture is about from its name and label', () => {
    expect(sceneOf('bigz/life-school-bus.svg').topic).toBe('bus');
    expect(sceneOf('bigz/news-04.svg').topic).toBe('graduation'); // "Farewell to the Class of 2026"
    expect(sceneOf('bigz/vr-02.svg').topic).toBe('library'); // "Library"
    expect(sceneOf('bigz/club-02.svg').topic).toBe('sports'); // "Football Club"
    expect(sceneOf('bigz/life-dining-hall.svg').topic).toBe('dining');
    expect(sceneOf('bigz/course-ap-calculus.svg').topic).toBe('science');
    expect(sceneOf('bigz/news-06.svg').topic).toBe('outdoors'); // Earth Day on Baiyun Mountain
    expect(sceneOf('bigz/home-about.svg').topic).toBe(DEFAULT_TOPIC.name);
    // The first topic that matches wins: a house cook-off is food, not boarding; a sports day
    // won by a house is sport; "guidance" is not dance, and "throwing" is not rowing.
    expect(topicOf('x/news-08.svg', 'House cook-off crowns a winner').name).toBe('dining');
    expect(topicOf('x/news-05.svg', 'Sports day: Banyan House wins on the last relay').name).toBe('sports');
    expect(topicOf('x/guidance-programme.svg', 'College guidance, grade by grade').name).toBe('graduation');
    expect(topicOf('x/about-ca.svg', 'Seniors throwing their caps in the air').name).toBe('graduation');
    // The file name, which the fixtures choose by section, before the label.
    expect(topicOf('x/library-khan-academy.svg', 'Khan Academy').name).toBe('library');
    // JSTOR is about the library, though its card on the databases page, which shows eight, borrows
    // another topic's illustration once the library's three are taken.
    expect(topicOf('x/library-jstor.svg', 'JSTOR').name).toBe('library');
    expect(topicOf('x/admissions-info-session.svg', 'Parents at an information session in the Performing Arts Centre').name).toBe('welcome');
  });

  it('names only illustrations that undraw-svg 2.0.0 ships, each a small one', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8'));
    expect(pkg.dependencies['undraw-svg']).toBe('2.0.0');
    const installed = JSON.parse(fs.readFileSync(path.join(path.dirname(artPath('books')), '..', 'package.json'), 'utf8'));
    expect([installed.name, installed.version]).toEqual(['undraw-svg', '2.0.0']);
    for (const topic of [...TOPICS, DEFAULT_TOPIC]) {
      expect(topic.art.length).toBeGreaterThanOrEqual(1);
      expect(topic.art.length).toBeLessThanOrEqual(3);
      for (const name of topic.art) expect([name, fs.statSync(artPath(name)).size < 30_000]).toEqual([name, true]);
    }
  });

  it('keeps every illustration as drawn: its numbers rounded to a tenth, none merged or lost', () => {
    for (const name of new Set([...TOPICS, DEFAULT_TOPIC].flatMap((t) => t.art))) {
      const original = geometryNumbers(fs.readFileSync(artPath(name), 'utf8').replace(/^[\s\S]*?<svg\b[^>]*>/, ''));
      const kept = geometryNumbers(artOf(name).body);
      expect([name, kept.length]).toEqual([name, original.length]);
      const worst = Math.max(...kept.map((n, i) => Math.abs(n - original[i]!)));
      expect([name, worst <= 0.05 + 1e-9]).toEqual([name, true]);
    }
  });

  it('leaves no id that two scenes could share, nor the layer names', () => {
    const scenes = new Map(pictures.filter((p) => p.stored).map((p) => [p.stored!, p.svg]));
    const owner = new Map<string, string>();
    for (const [stored, svg] of scenes) {
      const [, campus, , art] = SCENE.exec(stored)!;
      expect([stored, /data-name=|<title|<metadata/.test(svg)]).toEqual([stored, false]);
      for (const [, id] of svg.matchAll(/\sid="([^"]+)"/g)) {
        // The scene's own gradient is named by the scene; an id of the illustration by the illustration.
        expect([stored, id!.startsWith(`s-${campus}-${art}-`) || id!.startsWith(`u-${art}-`)]).toEqual([stored, true]);
        if (id!.startsWith('s-')) {
          expect([id, owner.get(id!) ?? stored]).toEqual([id, stored]);
          owner.set(id!, stored);
        }
      }
      for (const [, url, href] of svg.matchAll(/url\(#([^)]+)\)|href="#([^"]+)"/g)) expect(svg).toContain(`id="${url ?? href}"`);
    }
  });

  it('keeps an id the illustration refers to under the illustration\'s name, and its reference with it', () => {
    // young-man-avatar clips with clip-path="url(#a)": no topic uses it, but any illustration may.
    const art = artOf('young-man-avatar');
    expect(art.body).toContain('<clipPath id="u-young-man-avatar-a">');
    expect(art.body).toContain('clip-path="url(#u-young-man-avatar-a)"');
    expect(art.body).not.toMatch(/id="a"|url\(#a\)/);
    expect(art.attrs).toBe(' xmlns:xlink="http://www.w3.org/1999/xlink"');
  });

  it('colours a topic in each campus\'s own colours, and draws the same illustration for all', () => {
    const accents = CAMPUS_CODES.map((code) => paletteOf(code.toLowerCase()).accent);
    expect(new Set(accents).size).toBe(CAMPUS_CODES.length);
    const library = (campus: string) => pictures.find((p) => p.stored === `${campus}/scene-library-open-book.svg`)!.svg;
    const [bigz, bisz] = [library('bigz'), library('bisz')];
    const colours = (svg: string) => [...svg.matchAll(/(?:stop-color|color|fill)="(#[0-9a-f]{6})"/g)].map((m) => m[1]);
    expect(colours(bigz)).not.toEqual(colours(bisz));
    expect(bigz).toContain(`color="${paletteOf('bigz').accent}"`);
    expect(bisz).toContain(`color="${paletteOf('bisz').accent}"`);
    // Apart from the colours (and the names that carry the campus), the same picture.
    const plain = (svg: string, campus: string) => svg.replace(/#[0-9a-f]{6}/g, '#').replaceAll(`s-${campus}-`, 's-');
    expect(plain(bigz, 'bigz')).toBe(plain(bisz, 'bisz'));
  });

  it('keeps a banner slide\'s illustration above its title and smaller than a card\'s', () => {
    const [, y, , h] = artBoxOf(scene('bigz', 'welcoming', 'banner'));
    const card = artBoxOf(scene('bigz', 'welcoming', 'centre'));
    // The carousel's title and shade cover the lower third.
    expect(y + h).toBeLessThanOrEqual(450 * 0.7);
    expect(h).toBeLessThan(card[3]);
    // A card's takes about three quarters of the height, its aspect kept.
    expect(card[3]).toBeGreaterThan(450 * 0.6);
    const [, , vw, vh] = artOf('welcoming').viewBox;
    expect(Math.abs(card[2] / card[3] - vw / vh)).toBeLessThan(0.01);
    expect(sceneOf('bigz/about-mission.svg').placement).toBe('page');
    expect(sceneOf('bigz/news-04.svg').placement).toBe('centre');
    expect(sceneOf('bigz/banner-01.svg').placement).toBe('banner');
  });

  it('gives every scene a focal point, the middle of its figures, which its address carries as a photograph\'s does', () => {
    const hashed = withHashedPictures(CAMPUS_SEEDS, pictures);
    const addresses = JSON.stringify(hashed.seeds);
    let offCentre = 0;
    for (const p of pictures.filter((picture) => picture.stored)) {
      const [x, y, w, h] = artBoxOf(p.svg);
      expect([p.file, p.focus]).toEqual([p.file, { x: Math.round(((x + w / 2) / 800) * 100), y: Math.round(((y + h / 2) / 450) * 100) }]);
      const address = withFocus(contentHashedName(p.stored!, p.svg), p.focus!);
      // The kit reads the point back from the address the seed stores, and fetches the file without it.
      expect(pictureFocus(address)).toEqual(p.focus);
      expect(hashed.pictures.map((f) => f.file)).toContain(pictureFile(address));
      if (address !== pictureFile(address)) {
        offCentre += 1;
        expect(addresses).toContain(`"${address}"`);
      }
    }
    // A banner's figures stand above its title (the carousel's shade lies over its lower third), off the middle.
    const banners = pictures.filter((p) => p.stored && sceneOf(p.file).placement === 'banner');
    expect(banners.length).toBeGreaterThan(50);
    for (const p of banners) expect([p.file, p.focus!.y !== 50 && p.focus!.y < 70]).toEqual([p.file, true]);
    expect(offCentre).toBeGreaterThanOrEqual(banners.length);
  });

  it('keeps every illustration whole in every frame it is shown in, on a 390 px phone and a 1280 px (and 1920 px) screen', () => {
    // What a frame shows of an 800 × 450 scene cropped to cover it around its focal point as the kit
    // crops (object-position at the point's percent: that point of the picture lies at the same
    // percent of the frame), less what the header lies over.
    const shown = ({ width, height, header = 0 }: Frame, focus: FocalPoint) => {
      const scale = Math.max(width / 800, height / 450);
      const w = width / scale;
      const h = height / scale;
      const left = ((800 - w) * focus.x) / 100;
      const top = ((450 - h) * focus.y) / 100;
      return { left, right: left + w, top: top + header / scale, bottom: top + h };
    };
    type Frame = { name: string; width: number; height: number; header?: number };
    const card = (ratio: number, name: string): Frame => ({ name, width: 1200, height: 1200 / ratio });
    // The frames of mf-shell's kit: the carousel (100vh on a desktop, 78vh on a phone, the header over
    // its top), a page's banner (below the header, max(252 px, 22vw) high), cards and detail pictures.
    const FRAMES: Record<string, Frame[]> = {
      banner: [{ name: 'carousel 1280', width: 1280, height: 800, header: 108 }, { name: 'carousel 390', width: 390, height: 844 * 0.78, header: 64 }, card(4 / 3, 'tour 4:3')],
      page: [{ name: 'banner 1280', width: 1280, height: 1280 * 0.22 }, { name: 'banner 1920', width: 1920, height: 1920 * 0.22 }, { name: 'banner 390', width: 390, height: 200 }, card(3 / 2, 'hub card 3:2')],
      centre: [card(16 / 9, 'detail 16:9'), card(3 / 2, 'card 3:2')],
    };
    const cut: string[] = [];
    for (const stored of new Set(pictures.flatMap((p) => (p.stored ? [p.stored] : [])))) {
      const picture = pictures.find((p) => p.stored === stored)!;
      const { placement } = sceneOf(picture.file);
      const [x, y, w, h] = artBoxOf(picture.svg);
      for (const frame of FRAMES[placement]!) {
        const v = shown(frame, picture.focus!);
        if (x < v.left - 0.5 || x + w > v.right + 0.5 || y < v.top - 0.5 || y + h > v.bottom + 0.5) cut.push(`${stored} in ${frame.name}`);
      }
    }
    expect(cut).toEqual([]);
  });
});

describe('pictures in storage', () => {
  const hashed = withHashedPictures(CAMPUS_SEEDS, pictures);

  it('stores identical scenes once, under one content-hashed name', () => {
    const written = hashed.pictures.map((p) => p.file);
    expect(new Set(written).size).toBe(written.length);
    expect(new Set(hashed.pictures.map((p) => p.svg)).size).toBe(written.length);
    expect(written.length).toBeLessThan(pictures.length / 2);
    // Pictures of one campus, topic and illustration share a file; different ones do not.
    const stored = (p: Picture) => contentHashedName(p.stored ?? p.file, p.svg);
    const groups = new Map<string, Picture[]>();
    for (const p of pictures) groups.set(stored(p), [...(groups.get(stored(p)) ?? []), p]);
    expect(groups.size).toBe(written.length);
    for (const [file, group] of groups) {
      expect(new Set(group.map((p) => p.svg)).size).toBe(1);
      if (group.length > 1) expect(file).toMatch(/\/scene-[a-z-]+\.[0-9a-f]{10}\.svg$/);
    }
    expect(Math.max(...[...groups.values()].map((g) => g.length))).toBeGreaterThanOrEqual(5);
  });

  it('stays small: a monogram under 4 KB, a scene under 40 KB, a campus\'s distinct files under 680 KB', () => {
    const perCampus = new Map<string, number>();
    for (const p of hashed.pictures) {
      const bytes = Buffer.byteLength(p.svg);
      if (/\/scene-/.test(p.file)) expect([p.file, bytes < 40_000]).toEqual([p.file, true]);
      else expect([p.file, bytes < 4096]).toEqual([p.file, true]);
      const campus = p.file.split('/')[0]!;
      perCampus.set(campus, (perCampus.get(campus) ?? 0) + bytes);
    }
    expect([...perCampus.keys()].sort()).toEqual(CAMPUS_CODES.map((c) => c.toLowerCase()).sort());
    // Measured at about 560–620 KB a campus (5.9 MB for the ten, 790 files), before brotli and gzip copies.
    for (const [campus, bytes] of perCampus) expect([campus, bytes < 680_000]).toEqual([campus, true]);
  });
});
