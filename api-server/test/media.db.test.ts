// The media library over HTTP, as a BISZ editor: each accepted format becomes AVIF and WebP widths and
// a JPEG of the sizes recorded, with no metadata left; bad files are refused with a message and leave
// no row and no file; alt text in both languages comes before publishing; a published photograph put
// in the home carousel changes the site's answer (and its ETag) at once; every change is audited.
import exifReader from 'exif-reader';
import sharp from 'sharp';
import { mediaWidths, pictureFile, pictureSources, type HomeBanner } from '@schools/shared-api';
import { HEIC_SAMPLE, mediaFiles, phoneJpeg, picture, pngBomb, upload } from './support/photos';
import { staffAs, type StaffClient } from './support/staff';
import { raw, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let editor: StaffClient;

beforeAll(async () => {
  server = await startTestServer();
  editor = await staffAs(server, 'editor', 'BISZ');
});
afterAll(() => server.close());

const rows = async () => Number((await server.db.selectFrom('media').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const audit = (action: string) => server.db.selectFrom('staff_audit').selectAll().where('action', '=', action).orderBy('id').execute();

interface Item {
  id: number;
  src: string;
  width: number;
  height: number;
  format: string;
  original: { width: number; height: number; bytes: number };
  variants: { format: string; width: number; height: number; bytes: number; src: string }[];
  state: string;
  altEn: string;
  altZh: string;
}

/** Fetches every variant from the server and reads what it really is. */
async function served(item: Item) {
  return Promise.all(item.variants.map(async (v) => {
    const answer = await fetch(server.base + v.src);
    const body = Buffer.from(await answer.arrayBuffer());
    const meta = await sharp(body).metadata();
    return {
      v, status: answer.status, type: answer.headers.get('content-type'), cache: answer.headers.get('cache-control'), bytes: body.length,
      width: meta.width, height: meta.height, format: meta.format === 'heif' ? 'avif' : meta.format, exif: meta.exif, xmp: meta.xmp, icc: meta.icc,
    };
  }));
}

describe('uploading', () => {
  const formats: [string, () => Promise<Buffer>, string, [number, number]][] = [
    ['JPEG', () => phoneJpeg(3000, 2000), 'image/jpeg', [2400, 1600]],
    ['PNG', () => picture(1200, 900).png().toBuffer(), 'image/png', [1200, 900]],
    ['WebP', () => picture(800, 1000).webp().toBuffer(), 'image/webp', [800, 1000]],
    // A phone sends HEIC as it likes: the type is not believed either way.
    ['HEIC', async () => HEIC_SAMPLE, 'application/octet-stream', [640, 480]],
  ];

  it.each(formats)('makes a %s into AVIF and WebP at each width and one JPEG, the sizes recorded, no metadata left', async (name, make, type, [width, height]) => {
    const bytes = await make();
    const answer = await upload(editor, server.base, 'BISZ', bytes, `photo.${name.toLowerCase()}`, type);
    expect(answer.status).toBe(200);
    const item = answer.body.data as Item;
    expect(item).toMatchObject({ format: name.toLowerCase(), width, height, state: 'draft', altEn: '', altZh: '' });
    expect(item.src).toMatch(new RegExp(`^/storage/media/bisz/[0-9a-f]{16}-${width}x${height}\\.jpg$`));
    const widths = mediaWidths(width);
    expect(item.variants.map((v) => `${v.format} ${v.width}`).sort()).toEqual(
      [...widths.flatMap((w) => [`avif ${w}`, `webp ${w}`]), `jpeg ${width}`].sort());
    // What the site derives from the address is exactly what was stored.
    const sources = pictureSources(item.src)!;
    expect(sources.avif.split(', ').map((s) => s.split(' ')[0])).toEqual(item.variants.filter((v) => v.format === 'avif').map((v) => v.src));
    for (const file of await served(item)) {
      expect({ status: file.status, type: file.type, format: file.format, width: file.width, height: file.height, bytes: file.bytes })
        .toEqual({ status: 200, type: `image/${file.v.format}`, format: file.v.format, width: file.v.width, height: file.v.height, bytes: file.v.bytes });
      expect(file.v.height).toBe(Math.round((file.v.width * height) / width));
      expect(file.cache).toBe('public, max-age=31536000, immutable');
      expect({ exif: file.exif, xmp: file.xmp, icc: file.icc }).toEqual({ exif: undefined, xmp: undefined, icc: undefined });
    }
  }, 90_000);

  it("strips a phone's location and turns the photograph upright by its EXIF orientation", async () => {
    const bytes = await phoneJpeg(1200, 800, 6);
    // What is uploaded says where it was taken.
    const sent = await sharp(bytes).metadata();
    expect({ orientation: sent.orientation, gps: exifReader(sent.exif!).GPSInfo?.GPSLatitude }).toEqual({ orientation: 6, gps: [22, 32, 12.34] });
    const item = (await upload(editor, server.base, 'BISZ', bytes)).body.data as Item;
    // Orientation 6: stored on its side, shown turned a quarter clockwise.
    expect({ width: item.width, height: item.height, original: item.original }).toEqual({ width: 800, height: 1200, original: { width: 800, height: 1200, bytes: bytes.length } });
    for (const file of await served(item)) {
      expect({ src: file.v.src, exif: file.exif, xmp: file.xmp }).toEqual({ src: file.v.src, exif: undefined, xmp: undefined });
      expect(file.width).toBeLessThan(file.height!);
    }
    // Nor anywhere in the stored bytes.
    for (const v of item.variants) {
      const body = Buffer.from(await (await fetch(server.base + v.src)).arrayBuffer());
      expect(body.includes(Buffer.from('Test Phone'))).toBe(false);
      expect(body.includes(Buffer.from('Exif\0\0'))).toBe(false);
    }
  }, 60_000);

  it('gives the photograph already there when the same file comes again, and audits the first upload only', async () => {
    const bytes = await picture(700, 500).jpeg().toBuffer();
    const first = (await upload(editor, server.base, 'BISZ', bytes)).body.data as Item;
    const again = (await upload(editor, server.base, 'BISZ', bytes)).body.data as Item;
    expect(again.id).toBe(first.id);
    expect((await audit('media.upload')).filter((r) => r.target_id === String(first.id))).toHaveLength(1);
  });
});

describe('refusing bad files, with nothing stored', () => {
  const jpeg = () => phoneJpeg(1600, 1200);
  const cases: [string, () => Promise<Buffer>, number, RegExp, string][] = [
    ['text named .jpg', async () => Buffer.from('This is not a photograph, whatever its name says.'), 415, /^This file is not an image: upload a JPEG, PNG, WebP or HEIC photograph/, 'notAPhoto'],
    ['a GIF', () => picture(40, 40).gif().toBuffer(), 415, /^This file is a GIF file: upload a JPEG, PNG, WebP or HEIC photograph$/, 'notAPhoto'],
    ['a 30,000 × 30,000 px bomb', async () => pngBomb(30_000, 30_000), 422, /^This picture is 30,000 × 30,000 px \(900 MP\): pictures of at most 100 MP are accepted/, 'photoTooManyPixels'],
    ['a truncated JPEG', async () => (await jpeg()).subarray(0, 20_000), 422, /^This JPEG file cannot be decoded \(.*premature end.*\): it may be damaged or cut short/i, 'photoDamaged'],
    ['a HEIC cut short', async () => HEIC_SAMPLE.subarray(0, 600), 422, /^This HEIC file cannot be (read|decoded)/, 'photoDamaged'],
    ['more than 20 MB', async () => Buffer.concat([await jpeg(), Buffer.alloc(20 * 1024 * 1024)]), 413, /^The photograph is larger than 20 MB/, 'photoTooLarge'],
  ];

  it.each(cases)('refuses %s', async (_name, make, status, message, reason) => {
    const [before, files] = [await rows(), mediaFiles(server.config.storageDir)];
    const answer = await upload(editor, server.base, 'BISZ', await make());
    // The reason, for the staff page to say it in its language; the message, in English, for developers.
    expect({ status: answer.status, code: answer.body.code, reason: answer.body.reason }).toEqual({ status, code: String(status), reason });
    expect(answer.body.message).toMatch(message);
    expect(await rows()).toBe(before);
    expect(mediaFiles(server.config.storageDir)).toEqual(files);
  });

  it('cuts a file sent without a declared length (chunked) at 20 MB, storing nothing', async () => {
    const [before, files] = [await rows(), mediaFiles(server.config.storageDir)];
    const head = (await jpeg()).subarray(0, 1000);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('--cut\r\nContent-Disposition: form-data; name="file"; filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n'));
        controller.enqueue(new Uint8Array(head));
      },
      pull(controller) {
        // 21 MB in 1 MB chunks, then the form's end: the server answers before it is all sent.
        if (sent >= 21) {
          controller.enqueue(new TextEncoder().encode('\r\n--cut--\r\n'));
          controller.close();
          return;
        }
        sent += 1;
        controller.enqueue(new Uint8Array(1024 * 1024));
      },
    });
    const answer = await fetch(`${server.base}/api/staff/BISZ/media`, {
      method: 'POST', body, duplex: 'half',
      headers: { cookie: editor.cookie, 'x-csrf-token': editor.csrf, 'content-type': 'multipart/form-data; boundary=cut' },
    } as RequestInit);
    expect(answer.status).toBe(413);
    expect(((await answer.json()) as { message: string }).message).toMatch(/^The photograph is larger than 20 MB/);
    expect(await rows()).toBe(before);
    expect(mediaFiles(server.config.storageDir)).toEqual(files);
  });

  it('refuses a body that is not a form, a form without a file and an empty file', async () => {
    const headers = { cookie: editor.cookie, 'x-csrf-token': editor.csrf };
    const notForm = await raw(server.base, '/api/staff/BISZ/media', { method: 'POST', headers: { ...headers, 'content-type': 'image/jpeg' }, body: new Uint8Array(await jpeg()) });
    expect([notForm.status, notForm.body.message]).toEqual([415, 'Send the photograph as multipart/form-data, in a field named file']);
    const none = await raw(server.base, '/api/staff/BISZ/media', { method: 'POST', headers });
    expect([none.status, none.body.message]).toEqual([415, 'Send the photograph as multipart/form-data, in a field named file']);
    const fieldsOnly = new FormData();
    fieldsOnly.append('note', 'no file');
    const noFile = await raw(server.base, '/api/staff/BISZ/media', { method: 'POST', headers, body: fieldsOnly });
    expect([noFile.status, noFile.body.message]).toEqual([400, 'The form holds no file: send the photograph in a field named file']);
    const empty = await upload(editor, server.base, 'BISZ', Buffer.alloc(0));
    expect([empty.status, empty.body.message]).toEqual([400, 'The file is empty: choose the photograph again']);
    const cut = await raw(server.base, '/api/staff/BISZ/media', {
      method: 'POST', headers: { ...headers, 'content-type': 'multipart/form-data; boundary=xyz' }, body: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n\xff\xd8\xff',
    });
    expect([cut.status, cut.body.code]).toEqual([400, '400']);
  });
});

describe('publishing and putting on the site', () => {
  let photo: Item;
  beforeAll(async () => {
    photo = (await upload(editor, server.base, 'BISZ', await phoneJpeg(2000, 1000), 'front-gate.jpg')).body.data as Item;
  });

  it('needs alt text in both languages before a photograph is published, and keeps it after', async () => {
    const publish = () => editor.call('POST', `/BISZ/media/${photo.id}/publish`);
    expect((await publish()).body.message).toBe(`Photograph ${photo.id} needs its alt text in English and Chinese before it can be published: describe what it shows (PUT /api/staff/BISZ/media/${photo.id})`);
    expect((await editor.call('PUT', `/BISZ/media/${photo.id}`, { body: { altEn: '  The front gate at eight  ', altZh: '' } })).body.data.altEn).toBe('The front gate at eight');
    const half = await publish();
    expect([half.status, half.body.message]).toEqual([400, expect.stringContaining('needs its alt text in Chinese before')]);
    await editor.call('PUT', `/BISZ/media/${photo.id}`, { body: { altEn: 'The front gate at eight', altZh: '早上八点的校门' } });
    const published = await publish();
    expect([published.status, published.body.data.state]).toEqual([200, 'published']);
    const cleared = await editor.call('PUT', `/BISZ/media/${photo.id}`, { body: { altEn: 'The front gate', altZh: ' ' } });
    expect([cleared.status, cleared.body.message]).toEqual([400, `Photograph ${photo.id} is published: it keeps its alt text in both English and Chinese (altEn and altZh cannot be empty)`]);
    expect((await audit('media.publish')).at(-1)).toMatchObject({ site: 'BISZ', target_id: String(photo.id) });
    const alt = (await audit('media.alt')).filter((r) => r.target_id === String(photo.id));
    expect(alt.map((r) => [JSON.parse(r.before!).altZh, JSON.parse(r.after!).altZh])).toEqual([['', ''], ['', '早上八点的校门']]);
  });

  it("puts it in the home carousel's first slide: the site's answer and its ETag change at once, and the audit log says so", async () => {
    const banner = () => raw(server.base, '/api/BISZ/user/content/home-banner', { headers: { 'x-locale': 'en' } });
    const before = await banner();
    const old = before.body.data.slides[0].pic as string;
    const replaced = await editor.call('POST', '/BISZ/media/replace', { body: { slot: 'banner/slide/0', mediaId: photo.id } });
    expect(replaced.body.data).toMatchObject({ slot: 'banner/slide/0', group: 'carousel', src: photo.src, mediaId: photo.id });
    const after = await banner();
    // Its alt text, as its editor wrote it, goes with it: in each language.
    expect(after.body.data.slides[0]).toMatchObject({ pic: photo.src, alt: 'The front gate at eight' });
    const zh = await raw(server.base, '/api/BISZ/user/content/home-banner', { headers: { 'x-locale': 'zh' } });
    expect(zh.body.data.slides[0]).toMatchObject({ pic: photo.src, alt: '早上八点的校门' });
    expect(after.body.data.slides[1].alt).toBe('');
    expect(after.body.data.slides[1].pic).toBe(before.body.data.slides[1].pic);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    // A client holding the old ETag gets the new answer, not a 304.
    const conditional = await raw(server.base, '/api/BISZ/user/content/home-banner', { headers: { 'x-locale': 'en', 'if-none-match': before.headers.get('etag')! } });
    expect(conditional.status).toBe(200);
    const [row] = (await audit('media.replace')).slice(-1);
    expect({ site: row!.site, target: row!.target_id, before: JSON.parse(row!.before!), after: JSON.parse(row!.after!) }).toEqual({
      site: 'BISZ', target: 'banner/slide/0', before: { slot: 'banner/slide/0', picture: old }, after: { slot: 'banner/slide/0', picture: photo.src, mediaId: photo.id },
    });
    const slots = (await editor.call('GET', '/BISZ/media/slots')).body.data as { slot: string; mediaId: number | null; src: string }[];
    expect(slots.find((s) => s.slot === 'banner/slide/0')).toMatchObject({ mediaId: photo.id, src: photo.src });
    expect(slots.filter((s) => s.mediaId === null).length).toBeGreaterThan(10);
  });

  it("replaces a news cover, a club picture, a virtual-tour thumbnail and the tour slide's own picture the same way", async () => {
    const slots = (await editor.call('GET', '/BISZ/media/slots')).body.data as { slot: string; group: string }[];
    const thumbnail = slots.find((s) => s.slot.startsWith('banner/vr/'))!.slot;
    for (const group of ['content', 'club', 'student', 'post']) {
      const slot = slots.find((s) => s.group === group)!.slot;
      const answer = await editor.call('POST', '/BISZ/media/replace', { body: { slot, mediaId: photo.id } });
      expect([slot, answer.status]).toEqual([slot, 200]);
    }
    const tourOf = async () => (await raw(server.base, '/api/BISZ/user/content/home-banner')).body.data as HomeBanner;
    const places = (await tourOf()).VRList.map((v) => v.pic);
    expect(slots.filter((s) => s.group === 'vr').map((s) => s.slot)).toEqual(['banner/tour', ...places.map((_, i) => `banner/vr/${i}`)]);
    expect((await editor.call('POST', '/BISZ/media/replace', { body: { slot: 'banner/tour', mediaId: photo.id } })).status).toBe(200);
    expect(await tourOf()).toEqual(expect.objectContaining({ VRPic: { pic: photo.src, alt: 'The front gate at eight' } }));
    expect((await tourOf()).VRList.map((v) => v.pic)).toEqual(places);
    expect((await editor.call('POST', '/BISZ/media/replace', { body: { slot: thumbnail, mediaId: photo.id } })).status).toBe(200);
    const content = slots.find((s) => s.group === 'content')!.slot.split('/');
    const detail = await raw(server.base, `/api/BISZ/user/content/content-detail?id=${content[1]}`);
    expect(detail.body.data.urls[Number(content[2])]).toBe(photo.src);
    expect(detail.body.data.alts[Number(content[2])]).toBe('The front gate at eight');
    const clubs = (await raw(server.base, '/api/BISZ/user/club/user/club-list')).body.data as { pic: string; picAlt: string }[];
    expect(clubs.filter((c) => c.pic === photo.src).map((c) => c.picAlt)).toEqual(['The front gate at eight']);
  });

  it('refuses a draft, a photograph of another campus and a slot of another campus, changing nothing', async () => {
    const draft = (await upload(editor, server.base, 'BISZ', await picture(640, 400).png().toBuffer())).body.data as Item;
    const banner = await server.db.selectFrom('document').select('body').where('site', '=', 'BISZ').where('name', '=', 'banner').executeTakeFirstOrThrow();
    const refusedDraft = await editor.call('POST', '/BISZ/media/replace', { body: { slot: 'banner/slide/1', mediaId: draft.id } });
    expect([refusedDraft.status, refusedDraft.body.message]).toEqual([400, `Photograph ${draft.id} is a draft: give it alt text in both languages and publish it before it goes on the site`]);
    const network = await staffAs(server, 'network');
    const bigz = (await upload(network, server.base, 'BIGZ', await picture(500, 500).webp().toBuffer())).body.data as Item;
    const otherPhoto = await editor.call('POST', '/BISZ/media/replace', { body: { slot: 'banner/slide/1', mediaId: bigz.id } });
    expect([otherPhoto.status, otherPhoto.body.message]).toEqual([404, `Photograph ${bigz.id} does not exist on BISZ`]);
    const bigzItem = await server.db.selectFrom('content').select('id').where('site', '=', 'BIGZ').where('urls', '!=', '[]').executeTakeFirstOrThrow();
    const otherSlot = await editor.call('POST', '/BISZ/media/replace', { body: { slot: `content/${bigzItem.id}/0`, mediaId: photo.id } });
    expect([otherSlot.status, otherSlot.body.message]).toEqual([404, `No picture content/${bigzItem.id}/0 on BISZ`]);
    const noSlide = await editor.call('POST', '/BISZ/media/replace', { body: { slot: 'banner/slide/99', mediaId: photo.id } });
    expect(noSlide.status).toBe(404);
    // An id past the database's integer (PostgreSQL refuses it in a query: it answered 500) names no picture.
    for (const slot of ['content/2150000000/0', 'club/9999999999', 'post/2147483648']) {
      const beyond = await editor.call('POST', '/BISZ/media/replace', { body: { slot, mediaId: photo.id } });
      expect([beyond.status, beyond.body.message]).toEqual([404, `No picture ${slot} on BISZ`]);
    }
    expect((await server.db.selectFrom('document').select('body').where('site', '=', 'BISZ').where('name', '=', 'banner').executeTakeFirstOrThrow()).body).toBe(banner.body);
  });

  it('crops it around its focal point: every answer that shows it carries the point, cached answers included', async () => {
    const banner = async () => (await raw(server.base, '/api/BISZ/user/content/home-banner', { headers: { 'x-locale': 'zh' } })).body.data.slides[0].pic as string;
    const clubs = async () => ((await raw(server.base, '/api/BISZ/user/club/user/club-list')).body.data as { pic: string }[]).map((c) => c.pic);
    expect(await banner()).toBe(photo.src);
    const set = await editor.call('PUT', `/BISZ/media/${photo.id}/focus`, { body: { x: 30, y: 20 } });
    expect([set.status, set.body.data.focus, set.body.data.src]).toEqual([200, { x: 30, y: 20 }, photo.src]);
    expect(await banner()).toBe(`${photo.src}#focus=30,20`);
    expect(await clubs()).toContain(`${photo.src}#focus=30,20`);
    // The studio's preview too: it reads inside its drafts' transaction (on SQLite's one connection, a
    // read beside it would wait for ever).
    const preview = await raw(server.base, '/api/BISZ/user/content/home-banner', { headers: { 'x-locale': 'en', 'x-studio-preview': '1', cookie: editor.cookie } });
    expect(preview.body.data.slides[0].pic).toBe(`${photo.src}#focus=30,20`);
    expect((await editor.call('GET', '/BISZ/media/slots')).body.data.find((s: { slot: string }) => s.slot === 'banner/slide/0').src).toBe(photo.src);
    const [row] = (await audit('media.focus')).slice(-1);
    expect([row!.target_id, JSON.parse(row!.before!).focus, JSON.parse(row!.after!).focus]).toEqual([String(photo.id), { x: 50, y: 50 }, { x: 30, y: 20 }]);
    // Bad points and another campus's photograph are refused, changing nothing.
    for (const body of [{ x: 101, y: 20 }, { x: -1, y: 20 }, { x: 2.5, y: 20 }, { x: 30 }]) {
      const refused = await editor.call('PUT', `/BISZ/media/${photo.id}/focus`, { body });
      expect([JSON.stringify(body), refused.status, refused.body.code === '000']).toEqual([JSON.stringify(body), 400, false]);
    }
    const bigz = await server.db.selectFrom('media').select('id').where('site', '=', 'BIGZ').executeTakeFirstOrThrow();
    expect((await editor.call('PUT', `/BISZ/media/${bigz.id}/focus`, { body: { x: 10, y: 10 } })).status).toBe(404);
    expect(await banner()).toBe(`${photo.src}#focus=30,20`);
    // Back to the middle: the plain address again.
    await editor.call('PUT', `/BISZ/media/${photo.id}/focus`, { body: { x: 50, y: 50 } });
    expect(await banner()).toBe(photo.src);
  });

  it("keeps each slot's history: an earlier picture can be put back, and only one the slot showed", async () => {
    type Slot = { slot: string; src: string; mediaId: number | null; history: { src: string; at: string; by: string }[] };
    const slotsNow = async () => (await editor.call('GET', '/BISZ/media/slots')).body.data as Slot[];
    const slide = (await slotsNow()).find((s) => s.slot === 'banner/slide/0')!;
    expect(slide.mediaId).toBe(photo.id);
    const earlier = slide.history[0]!;
    expect([earlier.by, pictureFile(earlier.src).endsWith('.svg')]).toEqual([editor.account.email, true]);
    const other = (await slotsNow()).find((s) => s.slot === 'banner/slide/1')!;
    const refused = await editor.call('POST', '/BISZ/media/replace', { body: { slot: 'banner/slide/0', previous: other.src } });
    expect([refused.status, refused.body.reason]).toEqual([400, 'notInHistory']);
    const neither = await editor.call('POST', '/BISZ/media/replace', { body: { slot: 'banner/slide/0' } });
    expect(neither.status).toBe(400);

    const back = await editor.call('POST', '/BISZ/media/replace', { body: { slot: 'banner/slide/0', previous: earlier.src } });
    expect([back.status, back.body.data.src, back.body.data.mediaId]).toEqual([200, earlier.src, null]);
    expect(back.body.data.history.map((h: { src: string }) => h.src)).toContain(photo.src);
    const banner = await raw(server.base, '/api/BISZ/user/content/home-banner', { headers: { 'x-locale': 'en' } });
    expect([banner.body.data.slides[0].pic, banner.body.data.slides[0].alt]).toEqual([earlier.src, '']);
    // And forward again, from the history too.
    const again = await editor.call('POST', '/BISZ/media/replace', { body: { slot: 'banner/slide/0', previous: photo.src } });
    expect([again.status, again.body.data.mediaId]).toEqual([200, photo.id]);
  });

  it('unpublishes or deletes only a photograph nothing uses, saying where a used one is', async () => {
    const listed = async (id: number) => ((await editor.call('GET', '/BISZ/media')).body.data as (Item & { usedIn: { kind: string; group?: string }[] })[]).find((i) => i.id === id);
    const used = await listed(photo.id);
    expect(used!.usedIn.map((u) => u.group ?? u.kind)).toEqual(expect.arrayContaining(['carousel', 'club', 'vr']));
    for (const [method, rest] of [['POST', '/unpublish'], ['DELETE', '']] as const) {
      const refused = await editor.call(method, `/BISZ/media/${photo.id}${rest}`);
      expect([method, refused.status, refused.body.reason, refused.body.message]).toEqual([method, 409, 'photoInUse', expect.stringContaining('replace it there before you')]);
    }
    expect((await listed(photo.id))!.state).toBe('published');

    const spare = (await upload(editor, server.base, 'BISZ', await picture(900, 600).jpeg().toBuffer(), 'spare.jpg')).body.data as Item;
    await editor.call('PUT', `/BISZ/media/${spare.id}`, { body: { altEn: 'A spare photograph', altZh: '一张备用照片' } });
    await editor.call('POST', `/BISZ/media/${spare.id}/publish`);
    expect((await listed(spare.id))!.usedIn).toEqual([]);
    const unpublished = await editor.call('POST', `/BISZ/media/${spare.id}/unpublish`);
    expect([unpublished.status, unpublished.body.data.state]).toEqual([200, 'draft']);
    const files = spare.variants.map((v) => v.src);
    const deleted = await editor.call('DELETE', `/BISZ/media/${spare.id}`);
    expect([deleted.status, deleted.body.data]).toEqual([200, { deleted: spare.id }]);
    expect(await listed(spare.id)).toBeUndefined();
    expect(await Promise.all(files.map(async (f) => (await fetch(server.base + f)).status))).toEqual(files.map(() => 404));
    expect((await audit('media.delete')).at(-1)).toMatchObject({ site: 'BISZ', target_id: String(spare.id) });
  });
});

