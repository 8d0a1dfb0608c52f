// A real SMTP server for the e-mail tests (smtp-server, on a free loopback port), with what it received
// parsed by mailparser. A test decides per recipient what the server does: accept, refuse with a
// status (451, 550), or hang (never answer RCPT TO), and may act when a message's data has arrived
// before the server accepts it (to kill the sender in between).
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';

export type RcptAnswer = 'accept' | 'hang' | { status: number; message: string };

export interface ReceivedMail {
  to: string;
  parsed: ParsedMail;
  raw: string;
  /** when the server accepted it (ms since the epoch) */
  at: number;
}

export interface TestSmtp {
  url: string;
  received: ReceivedMail[];
  /** every RCPT TO the server was sent, with when (ms since the epoch) */
  rcpts: Array<{ to: string; at: number }>;
  /** what the server answers RCPT TO for an address; accept when it returns nothing */
  rcpt: (to: string, attempt: number) => RcptAnswer | undefined;
  /** called when a message's data has arrived, before the server accepts it; the acceptance waits for it */
  beforeAccept?: (raw: string) => Promise<void> | void;
  close(): Promise<void>;
}

export async function startSmtp(): Promise<TestSmtp> {
  const hanging = new Set<() => void>();
  const smtp: TestSmtp = {
    url: '',
    received: [],
    rcpts: [],
    rcpt: () => undefined,
    close: async () => {
      for (const release of hanging) release();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      const to = address.address.toLowerCase();
      smtp.rcpts.push({ to, at: Date.now() });
      const answer = smtp.rcpt(to, smtp.rcpts.filter((r) => r.to === to).length);
      if (answer === 'hang') {
        // Never answers; released when the test's server closes, so nothing is left behind.
        hanging.add(() => callback(new Error('closing')));
        return;
      }
      if (answer && answer !== 'accept') {
        const error = Object.assign(new Error(answer.message), { responseCode: answer.status });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        void (async () => {
          await smtp.beforeAccept?.(raw);
          // When it was accepted, not when parsing ended.
          const at = Date.now();
          const parsed = await simpleParser(raw);
          for (const to of session.envelope.rcptTo) smtp.received.push({ to: to.address.toLowerCase(), parsed, raw, at });
          callback();
        })();
      });
    },
  });
  // A client that goes away mid-conversation (the crash test kills the server it talks to) resets its
  // socket: a real SMTP server logs that and serves the next client; without a listener it would throw.
  server.on('error', (error: Error & { code?: string }) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  smtp.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return smtp;
}

/** Waits until `check` returns something (not undefined or false), looking every 20 ms; fails with `what` after `timeoutMs`. */
export async function waitFor<T>(what: string, check: () => Promise<T | undefined | false> | T | undefined | false, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
