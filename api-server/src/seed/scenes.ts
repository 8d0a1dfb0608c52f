// A topic scene: one unDraw illustration (undraw-svg, read from node_modules at seed time) on a soft
// gradient in the campus's colours. The illustration's accent is `currentColor`, so the `color` of
// the <svg> that holds it recolours it; its pink second accent becomes a tint of the same colour.
// No words are drawn in (the page gives alt text), and nothing in a scene depends on the picture it
// stands for, so a campus's pictures of one topic and variant are one file.
import fs from 'node:fs';
import path from 'node:path';
import { CAMPUS_CODES, type FocalPoint } from '@schools/shared-api';
import { hash } from './fixtures/facts';

const W = 800;
const H = 450;

/** One accent per campus, in CAMPUS_CODES order: dark enough for the white of the art to show. */
const ACCENTS = ['#1d6f72', '#b3262d', '#3a4f9c', '#4f7a28', '#c2570c', '#7b3f8c', '#1f6fa8', '#a86a12', '#b83a6b', '#8a4b2a'] as const;

export interface ScenePalette {
  /** the illustration's currentColor */
  accent: string;
  /** what unDraw's pink (#ff6584) becomes */
  second: string;
  /** the background gradient, light to a little less light */
  from: string;
  to: string;
  /** the soft disc the illustration stands on */
  ground: string;
}

/** `#rrggbb` mixed with white: 0 is the colour, 1 is white. */
function tint(hex: string, white: number): string {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `#${channels.map((c) => Math.round(c + (255 - c) * white).toString(16).padStart(2, '0')).join('')}`;
}

/** A campus's colours, from its folder's slug (`bigz`); a folder that is no campus gets one by hash. */
export function paletteOf(slug: string): ScenePalette {
  const index = CAMPUS_CODES.findIndex((code) => code.toLowerCase() === slug.toLowerCase());
  const accent = ACCENTS[index >= 0 ? index : hash(slug) % ACCENTS.length]!;
  return { accent, second: tint(accent, 0.45), from: tint(accent, 0.94), to: tint(accent, 0.82), ground: tint(accent, 0.7) };
}

/** An unDraw illustration made ready to nest: its viewBox and its inner markup, with no ids that could clash. */
export interface Art {
  viewBox: [number, number, number, number];
  body: string;
  /** attributes the root needs besides xmlns (an xlink namespace) */
  attrs: string;
}

const PINK = /#ff6(584|582|884)\b/gi;
const GEOMETRY = /(\s(?:d|points|transform|x|y|x1|x2|y1|y2|cx|cy|r|rx|ry|width|height|stroke-width|offset|opacity|fill-opacity)=")([^"]*)"/g;

/** Numbers in geometry to one decimal: a tenth of a unit of an ~800-unit drawing is below a pixel. */
function rounded(value: string): string {
  return value.replace(/-?\d*\.\d+/g, (number, offset: number, all: string) => {
    let out = String(Math.round(Number(number) * 10) / 10).replace(/^(-?)0\./, '$1.');
    if (out === '-0') out = '0';
    if (!out.includes('.')) {
      // "5.4.04" is two numbers, "5.40" one; "17.96.5" is two, "18.5" one: keep them apart.
      if (/[\d.]/.test(all[offset - 1] ?? '') && !out.startsWith('-')) out = ` ${out}`;
      if (all[offset + number.length] === '.') out += ' ';
    }
    return out;
  });
}

const artCache = new Map<string, Art>();

/**
 * An illustration's file in the installed undraw-svg: svgs/ beside the package's entry
 * (illustrations.json). The package stays in node_modules (build.mjs bundles no npm package).
 */
export function artPath(name: string): string {
  return path.join(path.dirname(require.resolve('undraw-svg')), 'svgs', `${name}.svg`);
}

/**
 * An unDraw illustration by file name, read from the installed package once per process, with its
 * ids, layer names, titles and metadata dropped: an id something refers to (a gradient, a clip) is
 * kept under a prefix of the illustration's name, so it cannot meet the scene's own or another's.
 */
export function artOf(name: string): Art {
  const cached = artCache.get(name);
  if (cached) return cached;
  const source = fs.readFileSync(artPath(name), 'utf8');
  const root = /<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/.exec(source);
  const viewBox = root && /viewBox="([^"]+)"/.exec(root[1]!)?.[1]!.trim().split(/[\s,]+/).map(Number);
  if (!root || !viewBox || viewBox.length !== 4 || viewBox.some((n) => !Number.isFinite(n))) throw new Error(`undraw-svg ${name}.svg: no root <svg> with a viewBox`);
  const prefix = `u-${name}-`;
  const referenced = new Set([...root[2]!.matchAll(/url\(#([^)]+)\)|href="#([^"]+)"/g)].map((m) => m[1] ?? m[2]!));
  const body = root[2]!
    .replace(/<title>[\s\S]*?<\/title>|<metadata>[\s\S]*?<\/metadata>|<!--[\s\S]*?-->/g, '')
    .replace(/\sdata-name="[^"]*"/g, '')
    .replace(/\sid="([^"]*)"/g, (_, id: string) => (referenced.has(id) ? ` id="${prefix}${id}"` : ''))
    .replace(/url\(#([^)]+)\)/g, (_, id: string) => `url(#${prefix}${id})`)
    .replace(/href="#([^"]+)"/g, (_, id: string) => `href="#${prefix}${id}"`)
    .replace(PINK, '{second}')
    .replace(GEOMETRY, (_, attr: string, value: string) => `${attr}${rounded(value)}"`)
    .replace(/>\s+</g, '><')
    .trim();
  const attrs = /\sxmlns:xlink="[^"]*"/.exec(root[1]!)?.[0] ?? '';
  const art: Art = { viewBox: viewBox as Art['viewBox'], body, attrs };
  artCache.set(name, art);
  return art;
}

/**
 * Where the illustration goes, sized for the narrowest frame it is shown in (test/pictures.test.ts
 * checks each frame at 390 and 1280 px): the middle of the picture for cards (3:2) and detail
 * pictures; for a home carousel slide or the virtual tour ('banner'), the middle of its upper part, as
 * the title and its shade lie over the bottom and a phone shows only the middle third of its width;
 * for a page's leading picture ('page'), which becomes the page's banner (below the header, 22vw
 * high), the middle 30% of its height. Its figures' middle is the scene's focal point (sceneFocus),
 * which its address carries as a photograph's does, so the kit crops around the figures.
 */
export type Placement = 'centre' | 'banner' | 'page';

const AREAS: Record<Placement, { x: number; y: number; width: number; height: number }> = {
  centre: { x: W * 0.1, y: H * 0.13, width: W * 0.8, height: H * 0.74 },
  banner: { x: W * 0.35, y: H * 0.2, width: W * 0.3, height: H * 0.48 },
  page: { x: W * 0.3, y: H * 0.35, width: W * 0.4, height: H * 0.3 },
};

/**
 * A scene's focal point: the middle of its illustration, in whole percent of the scene's width and
 * height, as a photograph's (shared-api's FocalPoint): the kit's crops (object-fit: cover) put it at
 * the same percent of their frame, so the figures stay in view.
 */
export function sceneFocus(artName: string, placement: Placement): FocalPoint {
  const box = artBox(artOf(artName).viewBox, placement);
  return { x: Math.round(((box.x + box.width / 2) / W) * 100), y: Math.round(((box.y + box.height / 2) / H) * 100) };
}

function fmt(n: number): string {
  return String(Math.round(n * 10) / 10);
}

/** The box an illustration of this aspect gets: as large as fits its area (three quarters of the height in the middle), standing on its floor. */
export function artBox(viewBox: Art['viewBox'], placement: Placement): { x: number; y: number; width: number; height: number } {
  const [, , vw, vh] = viewBox;
  const area = AREAS[placement];
  const scale = Math.min(area.width / vw, area.height / vh);
  const width = vw * scale;
  const height = vh * scale;
  const x = area.x + (area.width - width) / 2;
  // Standing on the area's floor, so short wide art does not float.
  const y = area.y + area.height - height;
  return { x, y, width, height };
}

/** A scene: the campus's gradient, a soft ground and the illustration, `color` set to the campus's accent. */
export function scene(slug: string, artName: string, placement: Placement): string {
  const palette = paletteOf(slug);
  const art = artOf(artName);
  const box = artBox(art.viewBox, placement);
  const id = `s-${slug}-${artName}-${placement}`;
  const groundX = box.x + box.width / 2;
  const groundY = box.y + box.height;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">` +
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#${id})"/>` +
    `<ellipse cx="${fmt(groundX)}" cy="${fmt(groundY)}" rx="${fmt(Math.max(box.width * 0.62, 120))}" ry="22" fill="${palette.ground}" opacity=".55"/>` +
    `<svg${art.attrs} x="${fmt(box.x)}" y="${fmt(box.y)}" width="${fmt(box.width)}" height="${fmt(box.height)}" viewBox="${art.viewBox.join(' ')}" color="${palette.accent}">` +
    `${art.body.replace(/\{second\}/g, palette.second)}</svg></svg>`
  );
}
