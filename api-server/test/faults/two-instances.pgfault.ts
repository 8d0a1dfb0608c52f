// Two instances on one PostgreSQL database (npm run test:pg runs this after the suite): an editor
// publishes on one, and the other, which has the page's copy cached (a minute's TTL), shows the new
// copy within 2 s: the write's invalidation reaches it through the database (LISTEN/NOTIFY).
import type { FastifyInstance } from 'fastify';
import { getCampus, type Block, type ContentItem } from '@schools/shared-api';
import { settingsOf } from '../../src/modules/settings/campusSettingsService';
import type { ContentBody, StudioTarget, TargetSummary } from '../../src/modules/studio/types';
import { buildApp } from '../../src/app';
import { openDatabase, type DbHandle } from '../../src/platform/db/connect';
import { staffAs, type StaffClient } from '../support/staff';
import { startTestServer, type TestServer } from '../support/testServer';

const PUBLISHES = 10;
let first: TestServer;
let secondDatabase: DbHandle;
let second: FastifyInstance;
let editor: StaffClient;

beforeAll(async () => {
  first = await startTestServer();
  secondDatabase = await openDatabase(first.config);
  second = await buildApp(first.config, { database: secondDatabase });
  await second.ready();
  editor = await staffAs(first, 'editor', 'BISZ');
});
afterAll(async () => {
  await second?.close();
  await secondDatabase?.close();
  await first?.close();
});

/** The Mission's English copy as the second instance answers it (from its cache when it holds it). */
async function missionOnSecond(): Promise<string> {
  const answer = await second.inject({ url: '/api/BISZ/user/content/content-by-menu?menuId=02', headers: { 'x-locale': 'en' } });
  const item = (answer.json() as { data: ContentItem[] }).data.find((i) => i.key === 'about.mission')!;
  return JSON.stringify(item.blocks);
}

it(`shows what one instance published on the other within 2 s (${PUBLISHES} publishes)`, async () => {
  const targets = (await editor.call('GET', '/BISZ/studio/targets')).body.data as TargetSummary[];
  const mission = targets.find((t) => t.group === 'pages' && t.label.en === 'Mission')!;
  const path = `/BISZ/studio/targets/${mission.kind}/${mission.key}`;
  const delays: number[] = [];
  for (let i = 0; i < PUBLISHES; i++) {
    await missionOnSecond(); // cached on the second instance now
    const live = ((await editor.call('GET', path)).body.data as StudioTarget).live as ContentBody;
    const words = `Published on the first instance, round ${i}.`;
    const swap = (blocks: Block[]) => blocks.map((b, j) => (j === blocks.findIndex((x) => x.type === 'paragraph') ? { type: 'paragraph' as const, content: [{ type: 'text' as const, text: words }] } : b));
    const body: ContentBody = { ...live, blocks: { en: swap(live.blocks.en), zh: live.blocks.zh } };
    const published = await editor.call('POST', `${path}/publish`, { body: { body } });
    expect(published.status).toBe(200);
    const at = Date.now();
    while (!(await missionOnSecond()).includes(words)) {
      if (Date.now() - at > 2000) throw new Error(`round ${i}: the second instance still answers the old copy 2 s after the publish`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    delays.push(Date.now() - at);
  }
  delays.sort((a, b) => a - b);
  console.log(`Publish to visible on the other instance: median ${delays[Math.floor(PUBLISHES / 2)]} ms, slowest ${delays[PUBLISHES - 1]} ms (${PUBLISHES} publishes)`);
});

it("has a campus settings change made on one instance on the other within 2 s", async () => {
  const network = await staffAs(first, 'network');
  const original = settingsOf(getCampus('BIGZ'));
  // What the second instance holds in memory, and builds its pages, sitemaps and canonical addresses from.
  const addressOnSecond = async () =>
    ((await second.inject({ url: '/api/staff/BIGZ/settings', headers: { cookie: network.cookie } })).json() as { data: { settings: { address: string } } }).data.settings.address;
  expect(await addressOnSecond()).toBe(original.address);
  expect((await network.call('PUT', '/BIGZ/settings', { body: { ...original, address: 'https://www.guangzhou-school.example' } })).status).toBe(200);
  try {
    const at = Date.now();
    while ((await addressOnSecond()) !== 'https://www.guangzhou-school.example') {
      if (Date.now() - at > 2000) throw new Error('the second instance still has the old settings 2 s after the change');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    console.log(`Campus settings changed on one instance, held by the other after ${Date.now() - at} ms`);
  } finally {
    expect((await network.call('PUT', '/BIGZ/settings', { body: original })).status).toBe(200);
  }
});
