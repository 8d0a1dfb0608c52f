// The booking e-mails' two ends outside the outbox: the admissions office's list of what was (or would
// have been) sent, under /api/staff/{site}/messages, and the family's cancel page, /booking/cancel on
// the campus's published address (under /{SNAME} on a shared host).
//
// The cancel page is a page with a button, not a link that cancels: mail scanners and link previews
// follow every link of an e-mail, and a GET must never free a place. The button posts the token back.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CAMPUS_CODES, type Campus, type CampusCode } from '@schools/shared-api';
import { siteOf } from '../../platform/http/context';
import type { Outbox, StoredMessage } from '../../platform/mail/outbox';
import { answers, arr, envelope, int, nullable, obj, str } from '../../platform/http/schemas';
import { STAFF_READ, STAFF_SECURITY, campusCall } from '../staff/guard';
import type { BookingMail } from './bookingMail';
import type { CancelView, SignupService } from './signupService';
import { cancelPage } from './cancelPage';

/** How many of a campus's messages the staff page lists, newest first. */
export const MESSAGES_LISTED = 200;

const message = obj({
  id: int,
  kind: { type: 'string', description: 'confirmation, reminder or digest' },
  state: { type: 'string', enum: ['pending', 'sending', 'sent', 'failed', 'skipped'] },
  recipient: str, lang: str, subject: str,
  text: { type: 'string', description: 'the text part, as sent (or as it would be sent)' },
  hasInvitation: { type: 'boolean', description: 'an .ics invitation goes with it' },
  messageId: str, attempts: int,
  nextAttemptAt: { type: 'string', description: 'not before: when it is (or was) due' },
  lastError: nullable('string'), sentAt: nullable('string'), createdAt: str,
});

export const messageData = {
  messages: obj({
    sending: { type: 'boolean', description: 'false: SMTP_URL is not set, nothing is sent and the messages wait' },
    messages: arr(message),
  }),
};

/** A message as the staff page lists it (no HTML part: the text says the same). */
export interface ListedMessage extends Omit<StoredMessage, 'html' | 'ics' | 'key' | 'replyTo' | 'site' | 'signupId'> {
  hasInvitation: boolean;
}

export interface CampusMessages {
  /** whether e-mail is sent at all (SMTP_URL is set) */
  sending: boolean;
  messages: ListedMessage[];
}

export async function messageStaffRoutes(app: FastifyInstance, { outbox, sending }: { outbox: Outbox; sending: boolean }): Promise<void> {
  app.get('/:site/messages', {
    config: campusCall('signups'),
    schema: {
      tags: ['staff', 'admissions'], operationId: 'listMessages', security: STAFF_SECURITY,
      summary: "The campus's e-mails to families and its admissions digest, newest first: sent, waiting, failed or skipped",
      response: answers({ 200: envelope(messageData.messages, 'whether e-mail is sent, and the messages') }, ...STAFF_READ, 404),
    },
  }, async (request): Promise<{ code: string; data: CampusMessages }> => {
    const list = await outbox.list(siteOf(request), MESSAGES_LISTED);
    return {
      code: '000',
      data: { sending, messages: list.map(({ html: _html, ics, key: _key, replyTo: _replyTo, site: _site, signupId: _signupId, ...rest }) => ({ ...rest, hasInvitation: Boolean(ics) })) },
    };
  });
}

export interface CancelRouteDeps {
  signups: SignupService;
  mail: BookingMail;
  campus: (site: CampusCode) => Campus;
}

/** GET shows the booking and a button; POST (the button) cancels it. Under / and every /{SNAME}. */
export async function bookingCancelRoutes(app: FastifyInstance, { signups, mail, campus }: CancelRouteDeps): Promise<void> {
  // The button's form is urlencoded: read here only, as the one form the site posts without script.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  const answer = async (reply: FastifyReply, token: string | undefined, act: (id: number) => Promise<CancelView | undefined>, posted: boolean) => {
    const id = token ? await mail.bookingOf(token) : null;
    const view = id === null ? undefined : await act(id);
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex').type('text/html; charset=utf-8');
    if (!view) return reply.code(404).send(cancelPage(undefined, undefined, token ?? '', posted));
    return reply.send(cancelPage(view, campus(view.site), token!, posted));
  };
  const tokenIn = (value: unknown): string | undefined => {
    const token = (value as { token?: unknown } | undefined)?.token;
    return typeof token === 'string' ? token : undefined;
  };
  for (const prefix of ['', ...CAMPUS_CODES.map((code) => `/${code}`)]) {
    app.get(`${prefix}/booking/cancel`, { schema: { hide: true } }, (request: FastifyRequest, reply) =>
      answer(reply, tokenIn(request.query), (id) => signups.booking(id), false));
    app.post(`${prefix}/booking/cancel`, { schema: { hide: true } }, (request: FastifyRequest, reply) =>
      answer(reply, tokenIn(request.body) ?? tokenIn(request.query), (id) => signups.cancel(id), true));
  }
}
