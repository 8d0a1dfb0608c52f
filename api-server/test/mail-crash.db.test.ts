// Fault test of the outbox (issue 33, item 5): the server is killed with SIGKILL in the one window the
// outbox cannot close, after the SMTP server has accepted a message and before the server has recorded
// it as sent, with other messages still waiting. Started again, it sends every message: none is lost,
// and the one caught in the window arrives a second time with the same Message-ID (the guarantee is at
// least once). On SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Client } from 'pg';
import type { InfoSession } from '@schools/shared-api';
import { freePort } from './support/freePort';
import { seededData, type SeededData } from './support/seededData';
import { startSmtp, waitFor } from './support/smtp';

const MAIN = path.join(__dirname, '..', 'dist', 'main.js');
const FAMILIES = 4;

jest.setTimeout(120_000);

async function start(data: SeededData, smtpUrl: string): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env, ...data.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error',
      // A claim lasts eleven timeouts: a message left 'sending' by the killed server is sent again 5.5 s later.
      SMTP_URL: smtpUrl, SMTP_TIMEOUT_MS: '500', MAIL_RETRY_MS: '100',
    },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor('the server to answer', async () => {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    return fetch(`${base}/api/BIGZ/user/admissions/sessions`).then((r) => r.ok, () => false);
  }, 60_000);
  return { child, base };
}

/** The outbox's rows, read after the last kill (SQLite replays its WAL on open, as a start would). */
async function outbox(data: SeededData): Promise<Array<{ key: string; state: string; message_id: string }>> {
  const query = 'SELECT key, state, message_id FROM outbox WHERE kind IN (\'confirmation\', \'reminder\') ORDER BY id';
  if (data.databaseUrl) {
    const client = new Client({ connectionString: data.databaseUrl });
    await client.connect();
    try {
      return (await client.query(query)).rows;
    } finally {
      await client.end();
    }
  }
  const db = new SQLite(data.sqliteFile);
  try {
    return db.prepare(query).all() as Array<{ key: string; state: string; message_id: string }>;
  } finally {
    db.close();
  }
}

it('loses no message when the server is killed between the SMTP acceptance and the record of it, and sends the caught one again with its Message-ID', async () => {
  if (!fs.existsSync(MAIN)) throw new Error(`${MAIN} is missing: build the server first (npm run build -w api-server)`);
  const data = await seededData();
  const smtp = await startSmtp();
  let child: ChildProcess | undefined;
  try {
    const first = await start(data, smtp.url);
    child = first.child;
    const killed = first.child;
    // The first message to arrive: the server is frozen (SIGSTOP) before the SMTP server accepts it,
    // then accepted (250), then the server is killed while it still could not record the acceptance.
    let caught: string | undefined;
    let frozenAt = Infinity;
    smtp.beforeAccept = (rawMail) => {
      if (caught !== undefined) return;
      caught = /^Message-ID:\s*(\S+)/im.exec(rawMail)![1];
      frozenAt = Date.now();
      killed.kill('SIGSTOP');
      setImmediate(() => killed.kill('SIGKILL'));
    };
    const [session] = (await (await fetch(`${first.base}/api/BIGZ/user/admissions/sessions`)).json() as { data: InfoSession[] }).data;
    const booked = await Promise.allSettled(Array.from({ length: FAMILIES }, (_, i) => fetch(`${first.base}/api/BIGZ/user/admissions/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.44.0.${i + 1}` },
      body: JSON.stringify({ name: `Family ${i}`, mobile: `1391234${String(5670 + i)}`, email: `crash-${i}@example.com`, grade: 'Grade 2', entry: '2027-28', consent: true, sessionId: session!.id }),
    }).then((r) => r.json() as Promise<{ code: string }>)));
    await new Promise((resolve) => (killed.exitCode !== null || killed.signalCode ? resolve(null) : killed.once('exit', resolve)));
    expect(killed.signalCode).toBe('SIGKILL');
    expect(caught).toBeDefined();
    const acknowledged = booked.filter((b) => b.status === 'fulfilled' && b.value.code === '000').length;
    const before = await outbox(data);
    const confirmations = before.filter((r) => r.key.endsWith(':confirmation'));
    // Every acknowledged booking has its confirmation; the caught one is still 'sending'.
    expect(confirmations.length).toBeGreaterThanOrEqual(acknowledged);
    expect(confirmations.find((r) => r.message_id === caught)!.state).toBe('sending');

    smtp.beforeAccept = undefined;
    const restartedAt = Date.now();
    const second = await start(data, smtp.url);
    child = second.child;
    await waitFor('every confirmation to be sent after the restart', async () => {
      const rows = (await outbox(data)).filter((r) => r.key.endsWith(':confirmation'));
      return rows.length === confirmations.length && rows.every((r) => r.state === 'sent');
    }, 60_000);
    const after = await outbox(data);
    // Nothing written was lost: the same messages, each confirmation received, the reminders still waiting for their day.
    expect(after.map((r) => r.key)).toEqual(before.map((r) => r.key));
    // Each confirmation arrived once, plus once more for each copy accepted in the window (after the
    // freeze, before the restart: the caught one, and any other whose data was already on its way).
    for (const row of after.filter((r) => r.key.endsWith(':confirmation'))) {
      const copies = smtp.received.filter((m) => m.parsed.messageId === row.message_id);
      const inWindow = copies.filter((m) => m.at >= frozenAt && m.at < restartedAt).length;
      if (row.message_id === caught) expect(inWindow).toBe(1);
      expect(copies.length).toBe(1 + inWindow);
    }
    expect(after.filter((r) => r.key.endsWith(':reminder')).every((r) => r.state === 'pending')).toBe(true);
    console.log(`${data.databaseUrl ? 'PostgreSQL' : 'SQLite'}: ${acknowledged} bookings acknowledged, ${confirmations.length} confirmations written before the kill, all sent after the restart; the caught one twice with one Message-ID`);
  } finally {
    if (child && child.exitCode === null && !child.signalCode) child.kill('SIGKILL');
    await smtp.close();
    await data.remove();
  }
});
