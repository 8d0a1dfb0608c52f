// Releasing, rolling back and pruning a section, on the server's own database (SQLite here, PostgreSQL
// in test:pg) and storage folder, checked through the app's routes as a browser would fetch them.
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase, type DbHandle } from '../src/platform/db/connect';
import { LIVE_MAP_TTL_MS } from '../src/modules/site/frontEnd';
import { prune, release, ReleaseError, rollback } from '../src/modules/releases/releaser';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';
import { moduleBuild, releaseBench, rootConfigBuild, type ReleaseBench } from './support/releases';

describe('section releases', () => {
  let testDb: TestDatabase;
  let database: DbHandle;
  let bench: ReleaseBench;

  const releaseNews = (marker: string, message = `news ${marker}`) =>
    release(bench.deps, { section: bench.section('news'), from: moduleBuild('news', marker, `.n{content:"${marker}"}`), ...bench.provenance, message });
  const liveMap = async () => (await bench.app.inject('/import-map.json')).json().imports as Record<string, string>;
  // The server keeps the live map for half a second: its clock is moved past that to read what it serves now.
  let ahead = 0;
  const clock = () => new Date(Date.now() + ahead);
  const afterTtl = () => {
    ahead += LIVE_MAP_TTL_MS;
  };

  beforeEach(async () => {
    testDb = await createTestDatabase();
    database = await openDatabase(testDb.options);
    bench = await releaseBench(database, {}, { clock });
    await release(bench.deps, { section: bench.section('root-config'), from: rootConfigBuild(), ...bench.provenance });
  });
  afterEach(async () => {
    await bench.close();
    await database.close();
    await testDb.remove();
  });

  it('publishes a build, switches the section\'s entries, and records who, when, why and which commit', async () => {
    const outcome = await releaseNews('a', 'first news');
    expect(outcome.release).toMatchObject({ section: 'news', action: 'release', releasedBy: 'tester', gitCommit: 'abc123', message: 'first news', importsBefore: {} });
    const js = outcome.release!.imports['@schools/news']!;
    const css = outcome.release!.imports['@schools/news/style.css']!;
    expect(js).toMatch(/^\/modules\/mf-news\/schools-news\.[0-9a-f]{8}\.js$/);
    afterTtl();
    expect(await liveMap()).toMatchObject({ '@schools/news': js, '@schools/news/style.css': css });
    const script = await bench.app.inject(js);
    expect([script.statusCode, script.headers['content-type']]).toEqual([200, 'application/javascript; charset=utf-8']);
    expect(script.body).toContain('"a"');
    expect((await bench.app.inject(css)).headers['content-type']).toMatch(/^text\/css/);
    // The source map went with it, though no entry names it.
    expect((await bench.app.inject(`${js}.map`)).statusCode).toBe(200);
    expect(outcome.release!.sizes['@schools/news']).toBeGreaterThan(0);
  });

  it('keeps every earlier version\'s files, so a page that loaded the old map still gets its module', async () => {
    const first = (await releaseNews('a')).release!;
    const second = (await releaseNews('b')).release!;
    expect(second.importsBefore).toEqual(first.imports);
    afterTtl();
    expect((await liveMap())['@schools/news']).toBe(second.imports['@schools/news']);
    for (const url of Object.values(first.imports)) expect([url, (await bench.app.inject(url)).statusCode]).toEqual([url, 200]);
  });

  it('switches nothing when the section already serves exactly that build', async () => {
    const first = await releaseNews('a');
    const again = await releaseNews('a');
    expect(again.release).toBeUndefined();
    expect(again.before?.id).toBe(first.release!.id);
    expect(await bench.deps.log.history('news')).toHaveLength(1);
  });

  it('refuses a build whose files do not answer as a browser needs them, and leaves the live map as it was', async () => {
    const live = (await releaseNews('a')).release!;
    // A verifier that reaches another server's storage: every new address answers 404 there.
    const elsewhere = await releaseBench(database);
    const refused = release({ ...bench.deps, verify: elsewhere.deps.verify }, { section: bench.section('news'), from: moduleBuild('news', 'b'), ...bench.provenance });
    await expect(refused).rejects.toThrow(ReleaseError);
    await expect(refused).rejects.toThrow(/Verification failed; the live map was not changed:\n {2}@schools\/news: \/modules\/mf-news\/schools-news\.[0-9a-f]{8}\.js answered 404/);
    await elsewhere.close();
    expect((await bench.deps.log.liveOf('news'))?.id).toBe(live.id);
    expect(await bench.deps.log.history('news')).toHaveLength(1);
  });

  it('refuses a manifest that names a file it did not build', async () => {
    const from = moduleBuild('news', 'a');
    const manifest = JSON.parse(fs.readFileSync(path.join(from, 'release-manifest.json'), 'utf8'));
    manifest.imports['@schools/news'] = '../../etc/passwd';
    fs.writeFileSync(path.join(from, 'release-manifest.json'), JSON.stringify(manifest));
    await expect(release(bench.deps, { section: bench.section('news'), from, ...bench.provenance })).rejects.toThrow(/names \.\.\/\.\.\/etc\/passwd, which is not among its files/);
    expect(await bench.deps.log.liveOf('news')).toBeUndefined();
  });

  it('rolls back to the previous version in one step, and to any release by id, recorded like a release', async () => {
    const a = (await releaseNews('a')).release!;
    const b = (await releaseNews('b')).release!;
    const c = (await releaseNews('c')).release!;
    const back = (await rollback(bench.deps, { section: bench.section('news'), message: 'c breaks the list', releasedBy: 'tester' })).release!;
    expect(back).toMatchObject({ action: 'rollback', restores: b.id, imports: b.imports, importsBefore: c.imports, message: 'c breaks the list' });
    afterTtl();
    expect((await liveMap())['@schools/news']).toBe(b.imports['@schools/news']);
    const toA = (await rollback(bench.deps, { section: bench.section('news'), to: a.id, message: '', releasedBy: 'tester' })).release!;
    expect(toA).toMatchObject({ restores: a.id, imports: a.imports, message: `roll back to #${a.id}` });
    await expect(rollback(bench.deps, { section: bench.section('news'), to: a.id, message: '', releasedBy: 'tester' })).rejects.toThrow(`Release #${a.id} is what news serves already`);
    const root = (await bench.deps.log.liveOf('root-config'))!;
    await expect(rollback(bench.deps, { section: bench.section('news'), to: root.id, message: '', releasedBy: 'tester' })).rejects.toThrow(`Release #${root.id} is of root-config, not news`);
    await expect(rollback(bench.deps, { section: bench.section('about'), message: '', releasedBy: 'tester' })).rejects.toThrow('about has never been released');
  });

  it('prunes only versions that are neither live nor among the last N, and refuses to roll back to a pruned one', async () => {
    const releases = [];
    for (const marker of ['a', 'b', 'c', 'd']) releases.push((await releaseNews(marker)).release!);
    const [a, b, c, d] = releases;
    const outcome = await prune(bench.deps, { keep: 2, graceMs: 0 });
    // c and d are the last two (d live); a and b go, each a JS, its map and a CSS file.
    expect(outcome.prunedReleases.sort()).toEqual([a!.id, b!.id].sort());
    expect(outcome.removed.sort()).toEqual([...a!.files, ...b!.files].sort());
    for (const url of Object.values(a!.imports)) expect((await bench.app.inject(url)).statusCode).toBe(404);
    for (const url of Object.values(c!.imports)) expect((await bench.app.inject(url)).statusCode).toBe(200);
    // The root config's one release is live: kept whatever N is.
    const root = (await bench.deps.log.liveOf('root-config'))!;
    for (const key of root.files) expect(await bench.deps.store.has(key)).toBe(true);

    const refused = rollback(bench.deps, { section: bench.section('news'), to: a!.id, message: '', releasedBy: 'tester' });
    await expect(refused).rejects.toThrow(new RegExp(`Release #${a!.id} of news cannot be restored: its files were pruned on .+ Nothing was changed\\. To bring that version back, release it again from its commit \\(abc123\\)\\.`));
    expect((await bench.deps.log.liveOf('news'))?.id).toBe(d!.id);
    // One step back still works: c was kept.
    expect((await rollback(bench.deps, { section: bench.section('news'), message: '', releasedBy: 'tester' })).release?.restores).toBe(c!.id);
    expect((await bench.deps.log.find(a!.id))?.prunedAt).not.toBeNull();
  });

  it('leaves files younger than the grace period alone: a release may be publishing them right now', async () => {
    await releaseNews('a');
    await releaseNews('b');
    const outcome = await prune(bench.deps, { keep: 1, graceMs: 60_000 });
    expect(outcome.removed).toEqual([]);
    await expect(prune(bench.deps, { keep: 0, graceMs: 0 })).rejects.toThrow('--keep must be a whole number of releases, at least 1');
  });

  it('serves the page of the live root-config release, and a new one within a second', async () => {
    const before = (await bench.app.inject('/')).body;
    expect(before).toContain('/modules/root-config/vendor/boot.0badc0de.js');
    await release(bench.deps, { section: bench.section('root-config'), from: rootConfigBuild('second'), ...bench.provenance });
    afterTtl();
    const root = (await bench.deps.log.liveOf('root-config'))!;
    const page = (await bench.app.inject('/')).body;
    expect(JSON.parse(/<script type="application\/json" id="frame-preloads">([^<]*)<\/script>/.exec(page)?.[1] ?? '[]')).toContain(root.imports['@schools/root-config']);
  });
});
