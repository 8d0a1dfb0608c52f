// Delivers the outbox (outbox.ts) over SMTP with nodemailer. Every round it lets the composition
// write what is due to be written (a daily digest), then claims due messages up to a number in flight
// and sends each on its own: a slow or hanging server holds one slot for at most its timeout, and the
// others go on. A failure is tried again after a doubling wait, up to a number of attempts, then the
// message is 'failed' (the staff page shows it).
//
// The guarantee is at least once: a message is marked sent only after the SMTP server has accepted it.
// An instance that dies (or loses its database) between the server's acceptance and that mark leaves
// it 'sending'; once its claim ends, it is sent again, with the same Message-ID, so the copy is
// recognisable. Nothing written is lost: a message leaves the outbox only as sent, failed or skipped.
import nodemailer, { type Transporter } from 'nodemailer';
import { errorText, type MessageContent, type Outbox, type RetryPolicy, type StoredMessage } from './outbox';
import { isDatabaseUnavailable } from '../db/databaseUnavailable';

export interface MailSettings {
  /** smtp:// or smtps:// with credentials when the server wants them; without it nothing is sent and the outbox keeps filling */
  smtpUrl?: string;
  /** the From address, e.g. "Lumina Schools Admissions <admissions@lumina-schools.cn>" */
  from: string;
  /** the longest wait for the SMTP server at each step (connecting, its greeting, each answer), in ms */
  timeoutMs: number;
  retry: RetryPolicy;
  /** how often the outbox is looked at when nothing wakes the sender, in ms */
  pollMs: number;
  /** messages in flight at once */
  concurrency: number;
}

export interface SenderHooks {
  /** Just before sending: what to send (rewritten from today's data), or why it is no longer to be sent. */
  prepare?(message: StoredMessage, now: Date): Promise<MessageContent | { skip: string }>;
  /** Each round, first: writes what has become due to be written (a digest). Runs without SMTP too. */
  schedule?(now: Date): Promise<void>;
}

/**
 * The longest one delivery may take in all. Each step has its own timeout (nodemailer's); this guard is
 * only for a server that answers each step just in time for ever, and is generous because a send it
 * gives up on may still complete (and be sent again: a duplicate).
 */
export const deliveryLimitMs = (settings: Pick<MailSettings, 'timeoutMs'>) => settings.timeoutMs * 10;

/** How long a claim lasts: past the longest a delivery may take, so a live instance's claim never ends under it. */
export const claimMs = (settings: Pick<MailSettings, 'timeoutMs'>) => settings.timeoutMs * 11;

export class MailSender {
  private readonly transport?: Transporter;
  private readonly inFlight = new Set<Promise<void>>();
  private timer?: NodeJS.Timeout;
  private round?: Promise<void>;
  private again = false;
  private stopped = false;

  constructor(
    private readonly outbox: Outbox,
    private readonly settings: MailSettings,
    private readonly hooks: SenderHooks,
    private readonly clock: () => Date,
    private readonly log: { warn(message: string): void; error(message: string): void },
  ) {
    if (settings.smtpUrl) {
      this.transport = nodemailer.createTransport({
        url: settings.smtpUrl,
        connectionTimeout: settings.timeoutMs, greetingTimeout: settings.timeoutMs, socketTimeout: settings.timeoutMs,
      });
    }
  }

  /** Whether messages are sent at all (SMTP_URL is set). */
  get sends(): boolean {
    return this.transport !== undefined;
  }

  start(): void {
    this.wake();
  }

  /** Looks at the outbox now (a message was just written), not at the next round. */
  wake(): void {
    if (this.stopped) return;
    if (this.round) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.round = this.runRound().finally(() => {
      this.round = undefined;
      if (this.stopped) return;
      if (this.again) {
        this.again = false;
        this.wake();
      } else {
        this.timer = setTimeout(() => this.wake(), this.settings.pollMs);
        this.timer.unref();
      }
    });
  }

  /**
   * Stops claiming and gives the deliveries under way up to `waitMs` to end and record their outcome.
   * One still under way then stays 'sending' and is sent again once its claim ends (at least once).
   */
  async stop(waitMs: number): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, waitMs);
    });
    await Promise.race([(async () => {
      await this.round;
      await Promise.all(this.inFlight);
    })(), waited]);
    clearTimeout(timer);
    this.transport?.close();
  }

  private async runRound(): Promise<void> {
    const now = this.clock();
    try {
      await this.hooks.schedule?.(now);
      if (!this.transport) return;
      const claimed = await this.outbox.claim(now, this.settings.concurrency - this.inFlight.size, claimMs(this.settings));
      for (const message of claimed) {
        const delivery: Promise<void> = this.deliver(message).finally(() => {
          this.inFlight.delete(delivery);
          this.wake();
        });
        this.inFlight.add(delivery);
      }
    } catch (error) {
      // The database out of reach (restarting, or no connection in time) is a warning: the next tick tries
      // again and nothing is lost; anything else is a fault.
      const say = isDatabaseUnavailable(error) ? 'warn' : 'error';
      this.log[say](`the outbox could not be read: ${errorText(error)}`);
    }
  }

  private async deliver(message: StoredMessage): Promise<void> {
    try {
      const prepared = this.hooks.prepare ? await this.hooks.prepare(message, this.clock()) : message;
      if ('skip' in prepared) {
        await this.outbox.skipClaimed(message.id, message.attempts, prepared.skip);
        return;
      }
      await this.send(message, prepared);
      await this.outbox.sent(message.id, prepared, this.clock());
    } catch (error) {
      const text = errorText(error);
      try {
        const state = await this.outbox.failed(message.id, message.attempts, text, this.clock(), this.settings.retry);
        this.log.warn(`e-mail ${message.messageId} (${message.kind}, ${message.site}) not sent, attempt ${message.attempts}: ${text}${state === 'failed' ? '; no more attempts' : ''}`);
      } catch (recording) {
        // The claim ends by itself and the message is tried again.
        this.log.error(`the outcome of e-mail ${message.messageId} could not be recorded: ${errorText(recording)}`);
      }
    }
  }

  private async send(message: StoredMessage, content: MessageContent): Promise<void> {
    const sending = this.transport!.sendMail({
      from: this.settings.from, to: message.recipient, ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      subject: content.subject, text: content.text, html: content.html, messageId: message.messageId,
      ...(content.ics ? { icalEvent: { filename: 'invitation.ics', method: 'REQUEST', content: content.ics } } : {}),
    });
    let timer: NodeJS.Timeout | undefined;
    const limit = deliveryLimitMs(this.settings);
    const guard = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`the SMTP server took more than ${limit} ms in all`)), limit);
    });
    try {
      await Promise.race([sending, guard]);
    } finally {
      clearTimeout(timer);
      sending.catch(() => undefined);
    }
  }
}
