// The e-mails a booking sends, through the outbox (platform/mail): the confirmation, written in the
// booking's transaction and sent at once; the reminder, written with it and due the day before at
// 09:00 China time; and each campus's daily digest for its admissions office. Messages are written
// with their words of that moment (what the staff page shows) and, just before sending, written again
// from the data of then: a session moved since the booking is sent as it now is, and a booking or
// session cancelled since, or a session already held, is not sent at all.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendar, ICalCalendarMethod } from 'ical-generator';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { DateTime } from 'luxon';
import { BRAND, CAMPUS_CODES, type Campus, type CampusCode, type Lang } from '@schools/shared-api';
import { chinaNow } from '@schools/shared-api/china-time';
import type { Database, InfoSessionTable } from '../../platform/db/schema';
import type { MessageContent, Outbox, StoredMessage } from '../../platform/mail/outbox';
import { hasBegun } from './sessionEditor';
import { mailHtml, mailText, type MailBlock } from '../../platform/mail/mailBlocks';
import {
  confirmationWords, digestWords, reminderWords, sessionTitle,
  type CampusFacts, type DigestBooking, type SessionFacts,
} from './bookingText';

export type BookingMailKind = 'confirmation' | 'reminder' | 'digest';

/** What the campus's Contact Us copy says, in one language ('' where it says nothing). */
export interface CampusContact {
  address: string;
  email: string;
  phone: string;
}

export interface BookingMailDeps {
  db: Kysely<Database>;
  outbox: Outbox;
  /** the campus as the school keeps it: its names and published address */
  campus: (site: CampusCode) => Campus;
  /** its Contact Us copy in a language: the postal address, the admissions office's e-mail and phone */
  contact: (site: CampusCode, lang: Lang) => Promise<CampusContact>;
  clock: () => Date;
  /** asks the sender to look at the outbox now (a message has just been committed) */
  wake: () => void;
}

/** The digest covers the 24 hours to 08:00 China time; it is written a few minutes later, once bookings in flight at 08:00 have committed. */
export const DIGEST = { closesAt: '08:00', writtenFrom: '08:05' } as const;
const CHINA = 'Asia/Shanghai';

/** The outbox keys of a booking's messages. */
export const bookingKey = (signupId: number, kind: 'confirmation' | 'reminder') => `signup:${signupId}:${kind}`;

/** When a session's reminder is due: the day before, 09:00 China time. */
export function reminderAt(date: string): Date {
  return DateTime.fromISO(`${date}T09:00`, { zone: CHINA }).minus({ days: 1 }).toJSDate();
}

type SessionRow = Selectable<InfoSessionTable>;
interface BookingRow {
  id: number;
  site: string;
  name: string;
  email: string;
  lang: string;
  cancelled_at: string | null;
}

export class BookingMail {
  private key?: Promise<Buffer>;

  constructor(private readonly deps: BookingMailDeps) {}

  // ---- the cancel link ----

  private secret(): Promise<Buffer> {
    this.key ??= this.deps.db.selectFrom('server_secret').select('value').where('name', '=', 'booking-cancel').executeTakeFirstOrThrow()
      .then((r) => Buffer.from(r.value, 'base64url'));
    return this.key;
  }

  /** The booking's cancel token: its id and an HMAC of it, so a link names one booking and cannot be made up. */
  async cancelToken(signupId: number): Promise<string> {
    const mac = createHmac('sha256', await this.secret()).update(`booking-cancel:${signupId}`).digest('base64url').slice(0, 32);
    return `${signupId}.${mac}`;
  }

  /** The booking a token names, or null when it was not made here. */
  async bookingOf(token: string): Promise<number | null> {
    const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{32})$/.exec(token);
    if (!match) return null;
    const id = Number(match[1]);
    const expected = Buffer.from((await this.cancelToken(id)).split('.')[1]!);
    const given = Buffer.from(match[2]!);
    return timingSafeEqual(expected, given) ? id : null;
  }

  /** The page that cancels a booking, on the campus's published address (never the request's host). */
  async cancelLink(site: CampusCode, signupId: number): Promise<string> {
    return `${this.deps.campus(site).address}/booking/cancel?token=${await this.cancelToken(signupId)}`;
  }

  // ---- a booking's messages ----

  /**
   * What a booking's messages need from outside its transaction, read before it begins (on SQLite the
   * transaction holds the one connection): the campus's contact copy, and the key of the cancel links.
   */
  async ready(site: CampusCode, lang: Lang): Promise<CampusContact> {
    await this.secret();
    return this.deps.contact(site, lang);
  }

  /** Writes a new booking's confirmation and, when there is still time for one, its reminder: in the booking's transaction. */
  async booked(trx: Transaction<Database>, booking: BookingRow, session: SessionRow, contact: CampusContact): Promise<void> {
    const now = this.deps.clock();
    const site = booking.site as CampusCode;
    const lang = booking.lang as Lang;
    const content = await this.compose('confirmation', booking, session, contact);
    const base = { site, signupId: booking.id, recipient: booking.email, lang, replyTo: contact.email };
    await this.deps.outbox.write(trx, { ...base, ...content, key: bookingKey(booking.id, 'confirmation'), kind: 'confirmation', sendAt: now }, now);
    const remindAt = reminderAt(session.date);
    if (remindAt > now) {
      const reminder = await this.compose('reminder', booking, session, contact);
      await this.deps.outbox.write(trx, { ...base, ...reminder, key: bookingKey(booking.id, 'reminder'), kind: 'reminder', sendAt: remindAt }, now);
    }
  }

  /** Takes a cancelled booking's reminder off the list, in the cancellation's transaction. */
  async cancelled(trx: Transaction<Database>, signupId: number): Promise<void> {
    await this.deps.outbox.skip(trx, bookingKey(signupId, 'reminder'), 'the family cancelled the booking');
  }

  wake(): void {
    this.deps.wake();
  }

  private async compose(kind: 'confirmation' | 'reminder', booking: BookingRow, session: SessionRow, contact: CampusContact): Promise<MessageContent> {
    const site = booking.site as CampusCode;
    const lang: Lang = booking.lang === 'zh' ? 'zh' : 'en';
    const campus = this.deps.campus(site);
    const facts: SessionFacts = {
      date: session.date, start: session.start, end: session.end,
      audience: session[`audience_${lang}`], place: session[`place_${lang}`], language: session[`language_${lang}`],
    };
    const campusFacts: CampusFacts = { name: campus.name[lang], address: contact.address, email: contact.email, phone: contact.phone, site: campus.address };
    const words = { session: facts, campus: campusFacts, family: booking.name, cancelLink: await this.cancelLink(site, booking.id) };
    const { subject, blocks } = kind === 'confirmation' ? confirmationWords(words, lang) : reminderWords(words, lang);
    return {
      subject, text: mailText(blocks), html: mailHtml(blocks, lang, subject),
      ics: kind === 'confirmation' ? this.invitation(booking, session, facts, campusFacts, lang, contact.email) : null,
    };
  }

  /**
   * The .ics invitation (METHOD:REQUEST): one stable UID per booking, the session in China time with its
   * VTIMEZONE, the family as the attendee. A calendar that has it replaces it when the same UID comes again.
   */
  private invitation(booking: BookingRow, session: SessionRow, facts: SessionFacts, campus: CampusFacts, lang: Lang, organizer: string): string {
    const domain = new URL(campus.site).hostname;
    const calendar = new ICalCalendar({
      method: ICalCalendarMethod.REQUEST,
      prodId: { company: BRAND.en, product: 'Admissions', language: lang === 'zh' ? 'ZH' : 'EN' },
      timezone: { name: null, generator: getVtimezoneComponent },
    });
    calendar.createEvent({
      id: `booking-${booking.id}@${domain}`,
      stamp: DateTime.fromJSDate(this.deps.clock(), { zone: 'utc' }),
      start: DateTime.fromISO(`${session.date}T${session.start}`, { zone: CHINA }),
      end: DateTime.fromISO(`${session.date}T${session.end}`, { zone: CHINA }),
      timezone: CHINA,
      summary: `${sessionTitle(facts, lang)} · ${campus.name}`,
      location: [facts.place, campus.address].filter(Boolean).join(lang === 'zh' ? '，' : ', '),
      description: lang === 'zh' ? `语言：${facts.language}` : `Language: ${facts.language}`,
      url: campus.site,
      ...(organizer ? { organizer: { name: campus.name, email: organizer } } : {}),
      attendees: [{ name: booking.name, email: booking.email, role: ICalAttendeeRole.REQ, status: ICalAttendeeStatus.ACCEPTED }],
    });
    return calendar.toString();
  }

  // ---- at sending time ----

  /** The sender's last look before a message goes: its words from today's data, or why it is not to go. */
  async prepare(message: StoredMessage, now: Date): Promise<MessageContent | { skip: string }> {
    if (message.kind !== 'confirmation' && message.kind !== 'reminder') return message;
    if (message.signupId === null) return message;
    const row = await this.deps.db.selectFrom('signup').innerJoin('info_session', 'info_session.id', 'signup.session_id')
      .select(['signup.id', 'signup.site', 'signup.name', 'signup.email', 'signup.lang', 'signup.cancelled_at'])
      .select(['info_session.date', 'info_session.start', 'info_session.end', 'info_session.cancelled_at as session_cancelled_at',
        'info_session.place_en', 'info_session.place_zh', 'info_session.language_en', 'info_session.language_zh',
        'info_session.audience_en', 'info_session.audience_zh', 'info_session.id as session_id', 'info_session.site as session_site',
        'info_session.sort', 'info_session.capacity', 'info_session.created_by', 'info_session.grade_from', 'info_session.grade_to',
        'info_session.updated_at', 'info_session.sequence'])
      .where('signup.id', '=', message.signupId).executeTakeFirst();
    if (!row) return { skip: 'the booking no longer exists' };
    if (row.cancelled_at) return { skip: 'the family cancelled the booking' };
    if (row.session_cancelled_at) return { skip: 'the admissions office cancelled the session' };
    if (hasBegun(row, now)) return { skip: 'the session had begun before the message could be sent' };
    const session: SessionRow = {
      id: Number(row.session_id), site: row.session_site, sort: row.sort, date: row.date, start: row.start, end: row.end, capacity: row.capacity,
      place_en: row.place_en, place_zh: row.place_zh, language_en: row.language_en, language_zh: row.language_zh,
      audience_en: row.audience_en, audience_zh: row.audience_zh, cancelled_at: null, created_by: row.created_by,
      grade_from: row.grade_from, grade_to: row.grade_to, updated_at: row.updated_at, sequence: row.sequence,
    };
    const contact = await this.deps.contact(row.site as CampusCode, row.lang === 'zh' ? 'zh' : 'en');
    return this.compose(message.kind, { ...row, id: Number(row.id) }, session, contact);
  }

  // ---- the daily digest ----

  /**
   * Writes each campus's digest of the day once it is due (from 08:05 China time): the bookings made
   * and cancelled in the 24 hours to 08:00, to the admissions e-mail of the campus's Contact Us copy
   * (value_1, which the staff edit in the studio). A day with nothing to report, or a campus without
   * that address, is recorded as skipped, with the reason. Every instance may do this: the key is unique.
   */
  async schedule(now: Date): Promise<void> {
    const { day, time } = chinaNow(now);
    if (time < DIGEST.writtenFrom) return;
    const keys = CAMPUS_CODES.map((site) => `digest:${site}:${day}`);
    const written = await this.deps.outbox.has(keys);
    const to = DateTime.fromISO(`${day}T${DIGEST.closesAt}`, { zone: CHINA });
    const window = { from: to.minus({ days: 1 }).toUTC().toISO()!, to: to.toUTC().toISO()! };
    for (const site of CAMPUS_CODES) {
      const key = `digest:${site}:${day}`;
      if (written.has(key)) continue;
      const campus = this.deps.campus(site);
      const rows = await this.deps.db.selectFrom('signup').leftJoin('info_session', 'info_session.id', 'signup.session_id')
        .select(['signup.name', 'signup.mobile', 'signup.email', 'signup.grade', 'signup.entry', 'signup.lang', 'signup.created_at', 'signup.cancelled_at',
          'info_session.date', 'info_session.start'])
        .where('signup.site', '=', site)
        .where((eb) => eb.or([
          eb.and([eb('signup.created_at', '>=', window.from), eb('signup.created_at', '<', window.to)]),
          eb.and([eb('signup.cancelled_at', '>=', window.from), eb('signup.cancelled_at', '<', window.to)]),
        ]))
        .orderBy('signup.id').execute();
      const listed = (r: (typeof rows)[number]): DigestBooking => ({
        session: r.date && r.start ? `${r.date} ${r.start}` : '', name: r.name, mobile: r.mobile, email: r.email, grade: r.grade, entry: r.entry, lang: r.lang,
      });
      const inWindow = (at: string | null) => at !== null && at >= window.from && at < window.to;
      const booked = rows.filter((r) => inWindow(r.created_at)).map(listed);
      const cancelled = rows.filter((r) => inWindow(r.cancelled_at)).map(listed);
      const recipient = (await this.deps.contact(site, 'en')).email;
      const { subject, blocks } = digestWords({ code: site, name: campus.name }, day, booked, cancelled);
      const skipped = !recipient ? "the campus's Contact Us copy has no admissions e-mail (value_1)"
        : booked.length + cancelled.length === 0 ? 'nothing to report: no bookings or cancellations' : undefined;
      await this.deps.outbox.write(this.deps.db, {
        key, kind: 'digest', site, recipient, lang: 'en+zh', sendAt: now, ...this.render(blocks, 'en+zh', subject), ...(skipped ? { skipped } : {}),
      }, now);
      if (!skipped) this.deps.wake();
    }
  }

  private render(blocks: MailBlock[], lang: Lang | 'en+zh', subject: string): MessageContent {
    return { subject, text: mailText(blocks), html: mailHtml(blocks, lang, subject), ics: null };
  }
}
