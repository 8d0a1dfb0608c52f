// Small, light, deterministic SVG illustrations for every picture the seeds reference: a soft
// gradient and a few geometric shapes chosen from a hash of the file name.
import type { Block } from '@schools/shared-api';
import type { CampusSeed, RichText } from './types';
import { BRAND } from '../../../shared-api/src/campus/catalog';

const PALETTES: [string, string, string, string][] = [
  ['#fde2e4', '#fad2e1', '#c81d25', '#ffffff'],
  ['#e2ece9', '#bee1e6', '#1d6f72', '#ffffff'],
  ['#fff1e6', '#fde4cf', '#d9480f', '#ffffff'],
  ['#e8e8f7', '#cddafd', '#3a4f9c', '#ffffff'],
  ['#f0efeb', '#dfe7c8', '#5a7d2a', '#ffffff'],
  ['#fef9e7', '#fbe3b9', '#b7791f', '#ffffff'],
];

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** mulberry32: a tiny deterministic generator seeded from the name. */
function rng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

function caption(label: string): string {
  const clean = label.replace(/\s+/g, ' ').trim();
  return clean.length > 46 ? `${clean.slice(0, 45).trimEnd()}…` : clean;
}

function calendarGrid(rand: () => number, accent: string, id: string): string {
  let marks = '';
  for (let i = 0; i < 3; i++) {
    const c = Math.floor(rand() * 7);
    const r = Math.floor(rand() * 4);
    marks += `<rect x="${190 + c * 62}" y="${120 + r * 46}" width="52" height="36" rx="6" fill="${accent}" opacity=".7"/>`;
  }
  return (
    `<rect x="170" y="60" width="460" height="310" rx="18" fill="#fff" opacity=".55"/>` +
    `<rect x="170" y="60" width="460" height="44" rx="18" fill="${accent}" opacity=".85"/>` +
    `<pattern id="c${id}" x="190" y="120" width="62" height="46" patternUnits="userSpaceOnUse"><rect width="52" height="36" rx="6" fill="#fff" opacity=".8"/></pattern>` +
    `<rect x="190" y="120" width="424" height="174" fill="url(#c${id})"/>${marks}`
  );
}

function shapes(rand: () => number, accent: string, light: string): string {
  let out = '';
  const count = 3 + Math.floor(rand() * 3);
  for (let i = 0; i < count; i++) {
    const x = Math.round(rand() * 800);
    const y = Math.round(rand() * 340);
    const s = Math.round(40 + rand() * 120);
    const fill = i % 2 === 0 ? accent : light;
    const op = (0.15 + rand() * 0.35).toFixed(2);
    const kind = Math.floor(rand() * 3);
    if (kind === 0) out += `<circle cx="${x}" cy="${y}" r="${s}" fill="${fill}" opacity="${op}"/>`;
    else if (kind === 1) out += `<rect x="${x - s / 2}" y="${y - s / 2}" width="${s}" height="${s}" rx="${Math.round(s / 5)}" fill="${fill}" opacity="${op}" transform="rotate(${Math.round(rand() * 90)} ${x} ${y})"/>`;
    else out += `<path d="M${x} ${y - s}L${x + s} ${y + s / 2}L${x - s} ${y + s / 2}Z" fill="${fill}" opacity="${op}"/>`;
  }
  return out;
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

export function illustration(name: string, label: string): string {
  if (PORTRAIT.test(name)) return portrait(name, label);
  const h = hash(name);
  const [from, to, accent, light] = PALETTES[h % PALETTES.length] ?? ['#eeeeee', '#dddddd', '#c81d25', '#ffffff'];
  const rand = rng(h);
  const angle = Math.round(rand() * 360);
  const id = h.toString(36);
  const { width: W, height: H } = ILLUSTRATION_SIZE;
  const body = /calendar/i.test(name) ? calendarGrid(rand, accent, id) : shapes(rand, accent, light);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${escapeXml(caption(label))}">` +
    `<defs><linearGradient id="g${id}" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    // No words drawn into the picture: the page gives it alt text and a caption in its own language.
    `<rect width="800" height="450" fill="url(#g${id})"/>${body}</svg>`
  );
}

/** The pictures that written-out blocks of page copy show (Markdown copy has none), with their English alt. */
export function blockImages(text: RichText): { src: string; alt: string; width: number; height: number }[] {
  const parts = Array.isArray(text) ? text : [text];
  return parts.flatMap((part) => (typeof part.en === 'string' ? [] : (part.en as Block[])))
    .flatMap((b) => (b.type === 'image' ? [b] : b.type === 'gallery' ? b.images : []));
}

/** Every image path the seeds reference, each with its illustration (one entry per path). */
export function allImages(seeds: CampusSeed[]): { file: string; svg: string }[] {
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
  return [...labels].map(([file, label]) => ({ file, svg: illustration(file, label) }));
}
