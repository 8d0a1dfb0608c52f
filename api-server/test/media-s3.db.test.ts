// The media library on an S3-compatible bucket (MEDIA_S3_*): s3rver, an S3 server from the npm
// registry, on loopback, through the same store as released files (AWS SDK v3). The photograph's
// files go to the bucket, never to the local folder, and the site's content points at the bucket's
// public address, from which a browser reads every variant.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { pictureSources } from '@schools/shared-api';
import { pageContentSecurityPolicy } from '../src/platform/http/contentSecurityPolicy';
import { mediaFiles, phoneJpeg, upload } from './support/photos';
import { staffAs } from './support/staff';
import { raw, startTestServer, type TestServer } from './support/testServer';

const BUCKET = 'school-media';
// s3rver's fixed development credentials, for the SDK's usual chain.
const CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

describe('the media library on an S3-compatible bucket', () => {
  let s3: S3rver;
  let endpoint: string;
  let server: TestServer;
  const saved = { ...process.env };

  beforeAll(async () => {
    Object.assign(process.env, CREDENTIALS);
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-media-'));
    s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: BUCKET, configs: [] }] });
    const { port } = await s3.run();
    endpoint = `http://127.0.0.1:${port}`;
    server = await startTestServer({ mediaStorage: { kind: 's3', bucket: BUCKET, region: 'us-east-1', endpoint, publicBase: `${endpoint}/${BUCKET}` } });
  });
  afterAll(async () => {
    await server?.close();
    await s3?.close();
    process.env = saved;
  });

  it('stores the variants in the bucket and puts its address on the site', async () => {
    const editor = await staffAs(server, 'editor', 'BISZ');
    const answer = await upload(editor, server.base, 'BISZ', await phoneJpeg(1000, 750));
    expect(answer.status).toBe(200);
    const photo = answer.body.data as { id: number; src: string; variants: { format: string; src: string; bytes: number }[] };
    expect(photo.src).toMatch(new RegExp(`^${endpoint}/${BUCKET}/media/bisz/[0-9a-f]{16}-1000x750\\.jpg$`));
    // 480, 960 and 1000 wide in AVIF and WebP, and the JPEG.
    expect(photo.variants).toHaveLength(7);
    for (const variant of photo.variants) {
      const file = await fetch(variant.src);
      expect([variant.src, file.status, file.headers.get('content-type'), (await file.arrayBuffer()).byteLength])
        .toEqual([variant.src, 200, `image/${variant.format}`, variant.bytes]);
      expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    expect(mediaFiles(server.config.storageDir)).toEqual([]);

    await editor.call('PUT', `/BISZ/media/${photo.id}`, { body: { altEn: 'Morning assembly', altZh: '早晨集会' } });
    await editor.call('POST', `/BISZ/media/${photo.id}/publish`);
    expect((await editor.call('POST', '/BISZ/media/replace', { body: { slot: 'banner/slide/0', mediaId: photo.id } })).status).toBe(200);
    const banner = await raw(server.base, '/api/BISZ/user/content/home-banner');
    expect(banner.body.data.slides[0].pic).toBe(photo.src);
    // The site's page and the studio may show pictures from the bucket.
    expect(pageContentSecurityPolicy(server.config)).toContain(`img-src 'self' data: ${endpoint}`);
    expect((await fetch(`${server.base}/admin`)).headers.get('content-security-policy')).toContain(`img-src 'self' data: ${endpoint};`);
    // The kit derives the bucket's AVIF and WebP addresses from it, as from a local one.
    expect(pictureSources(photo.src)!.avif.split(', ')[0]).toBe(`${photo.variants.find((v) => v.format === 'avif')!.src} 480w`);
  });
});
