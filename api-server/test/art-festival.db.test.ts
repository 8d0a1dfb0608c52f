import { CAMPUS_CODES, getCampus, type Lang } from '@schools/shared-api';
import { startTestServer, type TestServer } from './support/testServer';

// Seeding ten campuses takes a few seconds on a busy machine.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe.each(CAMPUS_CODES.flatMap((site) => (['en', 'zh'] as Lang[]).map((lang) => [site, lang] as const)))('art festival of %s in %s', (site, lang) => {
  it('has its copy with the campus name and a gallery whose pictures are served', async () => {
    const items = await server.api(site, lang).contentByMenu({ menuId: '0701' });
    const copy = items.find((i) => i.key === 'art_festival.article_desc');
    expect(copy).toBeDefined();
    const text = JSON.stringify(copy!.blocks);
    expect(text).toContain(getCampus(site).name[lang]);
    if (lang === 'zh') expect(text).toMatch(/[\u4e00-\u9fff]/);
    const gallery = copy!.blocks.find((b) => b.type === 'gallery');
    expect(gallery?.type === 'gallery' && gallery.images.length).toBe(4);
    if (gallery?.type !== 'gallery') return;
    const picture = await fetch(server.base + gallery.images[0]!.src);
    expect(picture.status).toBe(200);
  });
});
