// The words of the e-mails a booking sends (confirmation, reminder) and of the admissions office's
// daily digest, in English and in Simplified Chinese, as blocks that become both the text and the
// HTML part of one message: the two parts always say the same.
import type { Lang } from '@schools/shared-api';
import type { MailBlock } from '../../platform/mail/mailBlocks';

/** The session as a booking's e-mail tells of it, in the booking's language. */
export interface SessionFacts {
  date: string;
  start: string;
  end: string;
  audience: string;
  place: string;
  language: string;
}

/** What the campus tells families: its name, postal address and admissions contacts (its Contact Us copy). */
export interface CampusFacts {
  name: string;
  address: string;
  email: string;
  phone: string;
  /** where the site is published */
  site: string;
}

const WEEKDAYS = { en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], zh: ['周日', '周一', '周二', '周三', '周四', '周五', '周六'] };
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "Saturday 5 December 2026" / "2026年12月5日（周六）" */
export function longDate(date: string, lang: Lang): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return lang === 'zh' ? `${y}年${m}月${d}日（${WEEKDAYS.zh[weekday]}）` : `${WEEKDAYS.en[weekday]} ${d} ${MONTHS[m - 1]} ${y}`;
}

/** "Saturday 5 December 2026, 09:30 to 11:00 (China time)" / "2026年12月5日（周六）09:30–11:00（北京时间）" */
export function when(s: Pick<SessionFacts, 'date' | 'start' | 'end'>, lang: Lang): string {
  return lang === 'zh' ? `${longDate(s.date, 'zh')}${s.start}–${s.end}（北京时间）` : `${longDate(s.date, 'en')}, ${s.start} to ${s.end} (China time)`;
}

/** The session's name in a subject line or a calendar: its audience says which session it is. */
export function sessionTitle(s: Pick<SessionFacts, 'audience'>, lang: Lang): string {
  return lang === 'zh' ? `招生说明会：${s.audience}` : `Information session: ${s.audience}`;
}

/** A search for the campus's address on Amap, which families in China use and which opens in its app or the browser. */
export function mapLink(address: string): string {
  return `https://uri.amap.com/search?keyword=${encodeURIComponent(address)}&callnative=1`;
}

interface BookingWords {
  session: SessionFacts;
  campus: CampusFacts;
  family: string;
  cancelLink: string;
}

function details({ session, campus }: BookingWords, lang: Lang): MailBlock {
  const zh = lang === 'zh';
  const rows: Array<[string, string, string?]> = [
    [zh ? '说明会' : 'Session', sessionTitle(session, lang)],
    [zh ? '时间' : 'When', when(session, lang)],
    [zh ? '地点' : 'Where', session.place],
    [zh ? '语言' : 'Language', session.language],
  ];
  if (campus.address) rows.push([zh ? '地址' : 'Address', campus.address], [zh ? '地图' : 'Map', zh ? '在高德地图中查看' : 'Open in Amap', mapLink(campus.address)]);
  return { type: 'facts', rows };
}

function toBring(lang: Lang): MailBlock[] {
  return lang === 'zh'
    ? [
        { type: 'heading', text: '请携带' },
        { type: 'list', items: [
          '每位成人的有效身份证件（身份证或护照）：入校时需在门卫处登记。',
          '如方便，请带上孩子最近一学年的成绩单，以便我们解答入读年级的相关问题。',
          '欢迎孩子与您一同前来。',
        ] },
        { type: 'p', text: '请提前 10 至 15 分钟到达，招生老师将在接待处迎接您。' },
      ]
    : [
        { type: 'heading', text: 'What to bring' },
        { type: 'list', items: [
          'Photo ID for each adult (passport or ID card): campus security registers every visitor at the gate.',
          "If you have them, your child's most recent school reports, so that we can answer questions about entry to their grade.",
          'Your child is very welcome to come with you.',
        ] },
        { type: 'p', text: 'Please arrive 10 to 15 minutes early; a member of the admissions team will meet you at reception.' },
      ];
}

function cancelBlocks({ cancelLink }: BookingWords, lang: Lang): MailBlock[] {
  return lang === 'zh'
    ? [
        { type: 'heading', text: '如需取消' },
        { type: 'p', text: '如您无法出席，请取消预约，以便我们将名额留给其他家庭。点击下方链接后，请在打开的页面上确认取消：' },
        { type: 'link', text: '取消我的预约', href: cancelLink },
      ]
    : [
        { type: 'heading', text: 'If you can no longer come' },
        { type: 'p', text: 'Please cancel your booking so that another family can have your place. The link opens a page where you confirm the cancellation:' },
        { type: 'link', text: 'Cancel my booking', href: cancelLink },
      ];
}

function contactLine({ campus }: BookingWords, lang: Lang): MailBlock {
  const zh = lang === 'zh';
  const ways = [campus.email, campus.phone].filter(Boolean);
  if (zh) return { type: 'p', text: `如有任何疑问，欢迎直接回复本邮件${ways.length ? `，或联系招生办公室：${ways.join('，')}` : ''}。` };
  return { type: 'p', text: `If you have any questions, simply reply to this e-mail${ways.length ? ` or contact the Admissions Office at ${ways.join(' or ')}` : ''}.` };
}

function signature({ campus }: BookingWords, lang: Lang): MailBlock[] {
  return lang === 'zh'
    ? [{ type: 'p', text: `顺祝安好！\n${campus.name}招生办公室` }, { type: 'link', text: campus.site, href: campus.site }]
    : [{ type: 'p', text: `With warm regards,\nThe Admissions Office\n${campus.name}` }, { type: 'link', text: campus.site, href: campus.site }];
}

export function confirmationWords(words: BookingWords, lang: Lang): { subject: string; blocks: MailBlock[] } {
  const { session, campus, family } = words;
  const zh = lang === 'zh';
  return {
    subject: zh
      ? `预约成功：${longDate(session.date, 'zh')}${session.start} ${campus.name}招生说明会`
      : `Your place is booked: information session on ${longDate(session.date, 'en')} at ${session.start}`,
    blocks: [
      { type: 'p', text: zh ? `${family} 您好：` : `Dear ${family},` },
      { type: 'p', text: zh
        ? `感谢您预约${campus.name}的招生说明会，您的名额已确认。我们期待与您见面，带您了解学校的课程、校园与入学流程。`
        : `Thank you for booking a place at an information session at ${campus.name}. Your place is confirmed, and we look forward to showing you our programme, our campus and how admission works.` },
      details(words, lang),
      ...toBring(lang),
      ...cancelBlocks(words, lang),
      { type: 'p', text: zh ? '随附日历邀请（invitation.ics），打开即可将说明会添加到您的日历。我们也会在说明会前一天发送提醒邮件。' : 'The attached invitation (invitation.ics) adds the session to your calendar, and we will send you a reminder the day before.' },
      contactLine(words, lang),
      ...signature(words, lang),
    ],
  };
}

export function reminderWords(words: BookingWords, lang: Lang): { subject: string; blocks: MailBlock[] } {
  const { session, campus, family } = words;
  const zh = lang === 'zh';
  return {
    subject: zh ? `明天见：${session.start} ${campus.name}招生说明会` : `See you tomorrow: information session at ${session.start}`,
    blocks: [
      { type: 'p', text: zh ? `${family} 您好：` : `Dear ${family},` },
      { type: 'p', text: zh
        ? `温馨提醒：您预约的${campus.name}招生说明会将于明天举行，我们期待与您见面。`
        : `A short reminder that your information session at ${campus.name} is tomorrow. We look forward to meeting you.` },
      details(words, lang),
      ...toBring(lang),
      ...cancelBlocks(words, lang),
      contactLine(words, lang),
      ...signature(words, lang),
    ],
  };
}

/** One booking as the digest lists it. */
export interface DigestBooking {
  session: string;
  name: string;
  mobile: string;
  email: string;
  grade: string;
  entry: string;
  lang: string;
}

/** The admissions office's digest, in both languages (the office reads either): English first, then Chinese. */
export function digestWords(campus: { code: string; name: { en: string; zh: string } }, day: string, booked: DigestBooking[], cancelled: DigestBooking[]): { subject: string; blocks: MailBlock[] } {
  const line = (b: DigestBooking) => `${b.session || 'no session / 未选场次'} · ${b.name} · ${b.mobile} · ${b.email} · ${b.grade}, ${b.entry} · ${b.lang === 'zh' ? '中文' : 'English'}`;
  const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return {
    subject: `${campus.code}: ${plural(booked.length, 'new booking')}, ${plural(cancelled.length, 'cancellation')} · 新增预约 ${booked.length}，取消 ${cancelled.length}（${y}年${m}月${d}日）`,
    blocks: [
      { type: 'p', text: `Information sessions at ${campus.name.en}: the bookings and cancellations of the 24 hours to 08:00 China time on ${longDate(day, 'en')}.` },
      { type: 'p', text: `${campus.name.zh}招生说明会：截至${y}年${m}月${d}日北京时间 08:00 的 24 小时内的新增预约与取消。` },
      { type: 'heading', text: `New bookings · 新增预约 (${booked.length})` },
      booked.length ? { type: 'list', items: booked.map(line) } : { type: 'p', text: 'None · 无' },
      { type: 'heading', text: `Cancellations · 取消 (${cancelled.length})` },
      cancelled.length ? { type: 'list', items: cancelled.map(line) } : { type: 'p', text: 'None · 无' },
      { type: 'p', text: 'Every sign-up, and the families to call, are on the staff page under Sign-ups. · 全部报名及需联系的家庭，请在员工页面的“报名”中查看。' },
    ],
  };
}
