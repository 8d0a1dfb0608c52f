import { CAMPUS_SEEDS } from '../src/seed/fixtures';
import { CONTENT_HASHED_NAME, contentHashedName, withHashedPictures } from '../src/seed/hashedPictures';
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
    const written = new Set(hashed.pictures.map((p) => p.file));
    expect(written.size).toBe(pictures.length);
    for (const file of written) expect(file).toMatch(CONTENT_HASHED_NAME);
    for (const { file } of pictures) expect(after).not.toContain(`"${file}"`);
    const referenced = [...after.matchAll(/"([a-z0-9-]+\/[^"]+\.[0-9a-f]{10}\.svg)"/g)].map((m) => m[1]!);
    expect(referenced.length).toBeGreaterThan(pictures.length);
    for (const file of referenced) expect(written).toContain(file);
    // Only picture names changed: the same document with each new name put back is the original.
    const names = new Map(pictures.map((p, i) => [hashed.pictures[i]!.file, p.file]));
    expect(after.replace(/"([^"]+\.[0-9a-f]{10}\.svg)"/g, (_, file: string) => `"${names.get(file) ?? file}"`)).toBe(before);
    // The seeds themselves are left as they were.
    expect(JSON.stringify(CAMPUS_SEEDS)).toBe(before);
  });
});
