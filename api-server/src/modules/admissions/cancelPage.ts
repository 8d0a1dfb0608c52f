// The family's cancel page (bookingMailRoutes.ts): one small page in the booking's language, styled by
// attributes only (the site's Content-Security-Policy allows no inline style element), with the button
// that cancels and a way back to the site.
import type { Campus, Lang } from '@schools/shared-api';
import { when } from './bookingText';
import type { CancelView } from './signupService';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const WORDS = {
  en: {
    title: 'Cancel your booking', cancelled: 'Your booking is cancelled', already: 'This booking is already cancelled',
    past: 'This session has already taken place', sessionCancelled: 'The school has cancelled this session', invalid: 'This link does not work',
    ask: (name: string) => `${name}, do you want to cancel your place at this information session? Your place will be offered to another family.`,
    confirm: 'Yes, cancel my booking', keep: 'Keep my booking',
    done: 'Your place has been freed for another family. Thank you for letting us know; we hope to welcome you at another session.',
    alreadyDone: 'Nothing more to do: your place has already been freed.',
    pastText: 'A booking can be cancelled until the session begins.',
    sessionCancelledText: 'Nothing more to do: the admissions office will contact you about another date.',
    invalidText: 'The link may be incomplete. Please open it again from your e-mail, or contact the admissions office.',
    back: 'Visit our website',
  },
  zh: {
    title: '取消预约', cancelled: '您的预约已取消', already: '此预约已取消',
    past: '此场说明会已举行', sessionCancelled: '学校已取消此场说明会', invalid: '此链接无效',
    ask: (name: string) => `${name}，您确定要取消此场招生说明会的预约吗？取消后，名额将留给其他家庭。`,
    confirm: '确认取消预约', keep: '保留预约',
    done: '您的名额已释放给其他家庭。感谢您告知我们，期待在其他场次与您见面。',
    alreadyDone: '无需其他操作：您的名额已经释放。',
    pastText: '说明会开始前均可取消预约。',
    sessionCancelledText: '无需其他操作：招生老师将与您联系，另行安排时间。',
    invalidText: '链接可能不完整。请从邮件中重新打开，或联系招生办公室。',
    back: '访问学校网站',
  },
} as const;

export function cancelPage(view: CancelView | undefined, campus: Campus | undefined, token: string, posted: boolean): string {
  const lang: Lang = view?.lang ?? 'en';
  const t = WORDS[lang];
  const [heading, lead] = !view ? [t.invalid, t.invalidText]
    : view.state === 'booked' ? [t.title, t.ask(view.name)]
    : view.state === 'cancelled' ? (posted ? [t.cancelled, t.done] : [t.already, t.alreadyDone])
    : view.state === 'past' ? [t.past, t.pastText]
    : [t.sessionCancelled, t.sessionCancelledText];
  const session = view
    ? `<dl style="margin:24px 0;padding:16px;border-left:4px solid #13294b;background:#f5f7fa">` +
      `<dt style="font-weight:bold">${escapeHtml(view.audience)}</dt>` +
      `<dd style="margin:4px 0 0">${escapeHtml(when(view, lang))}</dd><dd style="margin:4px 0 0">${escapeHtml(view.place)}</dd></dl>`
    : '';
  const site = campus ? `<p style="margin-top:32px"><a href="${escapeHtml(campus.address)}/" style="color:#13294b">${escapeHtml(view?.state === 'booked' ? t.keep : t.back)}</a></p>` : '';
  const form = view?.state === 'booked'
    ? `<form method="post"><input type="hidden" name="token" value="${escapeHtml(token)}">` +
      `<button type="submit" style="font:inherit;padding:12px 24px;border:0;border-radius:4px;background:#b3262d;color:#fff;cursor:pointer">${escapeHtml(t.confirm)}</button></form>`
    : '';
  const name = campus ? campus.name[lang] : lang === 'zh' ? '明光学校' : 'Lumina Schools';
  return `<!doctype html><html lang="${lang === 'zh' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(`${heading} · ${name}`)}</title></head>` +
    `<body style="margin:0;font-family:'PingFang SC','Microsoft YaHei','Noto Sans CJK SC','Helvetica Neue',Arial,sans-serif;font-size:16px;line-height:${lang === 'zh' ? 1.8 : 1.6};color:#1f2933">` +
    `<header style="background:#13294b;color:#fff;padding:16px 24px;font-weight:bold">${escapeHtml(name)}</header>` +
    `<main style="max-width:600px;margin:0 auto;padding:32px 24px"><h1 style="font-size:25px;color:#13294b;margin:0 0 16px">${escapeHtml(heading)}</h1>` +
    `<p>${escapeHtml(lead)}</p>${session}${form}${site}</main></body></html>`;
}
