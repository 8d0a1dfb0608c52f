// The e-mail that carries a password-reset link, through the outbox (platform/mail). A staff account
// has no language of its own, so it is written in English and then Chinese. Its outbox row names no
// campus: every campus's list of e-mails (admissions officers read it) must not show a link that
// signs its reader in as a colleague.
import { mailHtml, mailText, type MailBlock } from '../../platform/mail/mailBlocks';
import type { OutgoingMessage } from '../../platform/mail/outbox';
import { chinaTime } from '../../platform/time';
import { PASSWORD_RULES } from './passwords';

export const RESET_MAIL = {
  kind: 'password-reset',
  /** the outbox's site of the staff's own e-mails: not a campus code, so no campus lists them */
  site: 'network',
} as const;

/** The outbox key of a link's e-mail: one per link. */
export const resetMailKey = (resetId: number) => `password-reset:${resetId}`;

/** The message for a link, due now. */
export function resetMail(resetId: number, to: { email: string; name: string }, link: string, expiresAt: string, now: Date): OutgoingMessage {
  const until = chinaTime(expiresAt);
  const min = PASSWORD_RULES.minLength;
  const subject = 'Set a new password for the staff page · 设置员工页面的新密码';
  const blocks: MailBlock[] = [
    { type: 'p', text: `Dear ${to.name},` },
    { type: 'p', text: `A network administrator has given you a link to set a new password for your staff account ${to.email}. `
      + `It works once, until ${until} China time (one hour). Choose a password of at least ${min} characters.` },
    { type: 'link', text: 'Set a new password', href: link },
    { type: 'p', text: 'Until you set a new one, your current password keeps working. If you did not expect this e-mail, tell your network administrator, and do not forward it.' },
    { type: 'p', text: `${to.name}，您好：` },
    { type: 'p', text: `集团管理员为您的员工账号 ${to.email} 发来了设置新密码的链接。该链接仅可使用一次，有效期至北京时间 ${until}（一小时）。新密码至少需要 ${min} 个字符。` },
    { type: 'link', text: '设置新密码', href: link },
    { type: 'p', text: '在设置新密码之前，您当前的密码仍然有效。如果您并未预料到这封邮件，请告知集团管理员，并且不要转发。' },
  ];
  return {
    key: resetMailKey(resetId), kind: RESET_MAIL.kind, site: RESET_MAIL.site, recipient: to.email, lang: 'en+zh', sendAt: now,
    subject, text: mailText(blocks), html: mailHtml(blocks, 'en+zh', subject),
  };
}
