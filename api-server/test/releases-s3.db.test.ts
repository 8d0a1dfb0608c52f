// Releases to an S3-compatible bucket: s3rver, an S3 server from the npm registry, on loopback. The
// same release, rollback and prune as on the storage folder, through the AWS SDK v3; browsers read
// the files from the bucket's own address, and the server reads the page template from the bucket.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { openDatabase, type DbHandle } from '../src/platform/db/connect';
import { prune, release, rollback } from '../src/modules/releases/releaser';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';
import { moduleBuild, releaseBench, rootConfigBuild, type ReleaseBench } from './support/releases';

const BUCKET = 'school-releases';
// s3rver's fixed development credentials, for the SDK's usual chain.
const CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };
const CORS = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>GET</AllowedMethod></CORSRule></CORSConfiguration>`;

describe('releases to an S3-compatible bucket', () => {
  let server: S3rver;
  let endpoint: string;
  let testDb: TestDatabase;
  let database: DbHandle;
  let bench: ReleaseBench;
  const saved = { ...process.env };

  beforeAll(async () => {
    Object.assign(process.env, CREDENTIALS);
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
    server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: BUCKET, configs: [CORS] }] });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    testDb = await createTestDatabase();
    database = await openDatabase(testDb.options);
    bench = await releaseBench(database, {
      releaseStorage: { kind: 's3', bucket: BUCKET, region: 'us-east-1', endpoint, publicBase: `${endpoint}/${BUCKET}` },
    });
  });
  afterAll(async () => {
    await bench.close();
    await database.close();
    await testDb.remove();
    await server.close();
    process.env = saved;
  });

  it('publishes to the bucket, serves a map of the bucket\'s addresses, and a page from its template', async () => {
    const root = (await release(bench.deps, { section: bench.section('root-config'), from: rootConfigBuild(), ...bench.provenance })).release!;
    const news = (await release(bench.deps, { section: bench.section('news'), from: moduleBuild('news', 'a', '.n{}'), ...bench.provenance })).release!;
    expect(news.imports['@schools/news']).toMatch(new RegExp(`^${endpoint}/${BUCKET}/modules/mf-news/schools-news\\.[0-9a-f]{8}\\.js$`));
    for (const [specifier, url] of Object.entries(news.imports)) {
      const answer = await fetch(url, { headers: { origin: 'http://localhost:8080' } });
      expect([specifier, answer.status, answer.headers.get('content-type')]).toEqual([specifier, 200, specifier.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8']);
      expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      // SystemJS fetches a cross-origin module in CORS mode.
      expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    }
    const map = (await bench.app.inject('/import-map.json')).json().imports;
    expect(map['@schools/news']).toBe(news.imports['@schools/news']);
    const page = await bench.app.inject('/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<script src="${endpoint}/${BUCKET}/modules/root-config/vendor/boot.0badc0de.js">`);
    // boot.js preloads it in CORS mode, as SystemJS fetches another origin's scripts.
    expect(JSON.parse(/<script type="application\/json" id="frame-preloads">([^<]*)<\/script>/.exec(page.body)?.[1] ?? '[]')).toContain(root.imports['@schools/root-config']);
    // The page's policy lets scripts, styles and icons come from the bucket.
    expect(page.headers['content-security-policy']).toContain(`script-src 'self' ${endpoint} `);
    expect(page.headers['content-security-policy']).toContain(`style-src 'self' ${endpoint} `);
    // The storage folder serves nothing of it.
    expect((await bench.app.inject(new URL(news.imports['@schools/news']!).pathname.replace(`/${BUCKET}`, ''))).statusCode).toBe(404);
  });

  it('rolls back, prunes from the bucket, and refuses to restore what was pruned', async () => {
    const section = bench.section('about');
    const made = [];
    for (const marker of ['a', 'b', 'c']) made.push((await release(bench.deps, { section, from: moduleBuild('about', marker), ...bench.provenance })).release!);
    const [a, b, c] = made;
    expect((await rollback(bench.deps, { section, message: '', releasedBy: 'tester' })).release?.restores).toBe(b!.id);
    const outcome = await prune(bench.deps, { keep: 2, graceMs: 0 });
    // Kept: the rollback (live, b's files) and c; gone: a.
    expect(outcome.removed.sort()).toEqual(a!.files.sort());
    expect((await fetch(a!.imports['@schools/about']!)).status).toBe(404);
    expect((await fetch(c!.imports['@schools/about']!)).status).toBe(200);
    await expect(rollback(bench.deps, { section, to: a!.id, message: '', releasedBy: 'tester' })).rejects.toThrow(`Release #${a!.id} of about cannot be restored: its files were pruned`);
  });
});
