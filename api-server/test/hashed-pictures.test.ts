import { CENTRE, withFocus } from '@schools/shared-api';
import { CAMPUS_SEEDS } from '../src/seed/fixtures';
import { CONTENT_HASHED_NAME, contentHashedName } from '../src/platform/storage/contentHash';
import { withHashedPictures } from '../src/seed/hashedPictures';
import { allImages } from '../src/seed/illustrations';

describe('pictures named by their content', () => {
  it('names a picture by a hash of its content, so a changed picture gets a new name', () => {
    const a = contentHashedName('bisz/news-01.svg', '<svg>a</svg>');
    expect(a).toMatch(/^bisz\/news-01\.[0-9a-f]{10}\.svg$/);
    expect(contentHashedName('bisz/news-01.svg', '<svg>a</svg>')).toBe(a);
    expect(contentHashedName('bisz/news-01.svg', '<svg>b</svg>')).not.toBe(a);
    expect(CONTENT_HASHED_NAME.test(a)).toBe(true);
    expect(CONTENT_HASHED_NAME.test('social/bisz-wechat-qr.svg')).toBe(false);
  });

  it('renames every picture the seeds reference, wherever they name it, and nothing else', () => {
    const pictures = allImages(CAMPUS_SEEDS);
    const hashed = withHashedPictures(CAMPUS_SEEDS, pictures);
    const before = JSON.stringify(CAMPUS_SEEDS);
    const after = JSON.stringify(hashed.seeds);
    // Every reference now names a file that is written, and no seed names an unhashed picture.
    // Pictures with one content (a campus's scenes of one topic) share one file, written once.
    const written = new Set(hashed.pictures.map((p) => p.file));
    expect(written.size).toBe(hashed.pictures.length);
    expect(written.size).toBe(new Set(pictures.map((p) => contentHashedName(p.stored ?? p.file, p.svg))).size);
    for (const file of written) expect(file).toMatch(CONTENT_HASHED_NAME);
    for (const { file } of pictures) expect(after).not.toContain(`"${file}"`);
    // A scene is referenced with its focal point in the fragment, when it has one off the middle.
    const referenced = [...after.matchAll(/"([a-z0-9-]+\/[^"]+\.[0-9a-f]{10}\.svg)(#focus=\d{1,3},\d{1,3})?"/g)].map((m) => m[1]!);
    expect(referenced.length).toBeGreaterThan(pictures.length);
    for (const file of referenced) expect(written).toContain(file);
    // Only picture names changed, each to the hashed name of the file that holds it: walked side by
    // side, the two documents differ in those strings alone.
    const names = new Map(pictures.map((p) => [p.file, withFocus(contentHashedName(p.stored ?? p.file, p.svg), p.focus ?? CENTRE)]));
    const changed: [string, string][] = [];
    const walk = (a: unknown, b: unknown, at: string): void => {
      if (typeof a === 'string' && typeof b === 'string') {
        if (a !== b) changed.push([a, b]);
      } else if (a && b && typeof a === 'object' && typeof b === 'object') {
        const keys = Object.keys(a);
        if (keys.join() !== Object.keys(b).join()) throw new Error(`${at}: keys differ`);
        for (const key of keys) walk((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], `${at}.${key}`);
      } else if (a !== b) throw new Error(`${at}: ${String(a)} became ${String(b)}`);
    };
    walk(JSON.parse(before), JSON.parse(after), 'seeds');
    expect(changed.length).toBe(referenced.length);
    for (const [from, to] of changed) expect([from, to]).toEqual([from, names.get(from)]);
    // The seeds themselves are left as they were.
    expect(JSON.stringify(CAMPUS_SEEDS)).toBe(before);
  });

  it('writes a file that several pictures share once', () => {
    const seeds = CAMPUS_SEEDS.slice(0, 1);
    const shared = [
      { file: 'bisz/news-01.svg', svg: '<svg>a</svg>', stored: 'bisz/scene-x.svg' },
      { file: 'bisz/news-02.svg', svg: '<svg>a</svg>', stored: 'bisz/scene-x.svg' },
      { file: 'bisz/leader-01.svg', svg: '<svg>b</svg>' },
    ];
    const { pictures } = withHashedPictures(seeds, shared);
    expect(pictures).toEqual([
      { file: contentHashedName('bisz/scene-x.svg', '<svg>a</svg>'), svg: '<svg>a</svg>' },
      { file: contentHashedName('bisz/leader-01.svg', '<svg>b</svg>'), svg: '<svg>b</svg>' },
    ]);
    // The same stored name with another content is another file.
    expect(withHashedPictures(seeds, [shared[0]!, { ...shared[1]!, svg: '<svg>c</svg>' }]).pictures).toHaveLength(2);
  });
});
