// The words of the e-mails panel (MessagesPanel.tsx), in the two languages of the schools' offices.
import type { StaffLang } from './staffText';

type State = 'pending' | 'sending' | 'sent' | 'failed' | 'skipped';

export const MESSAGES_TEXT = {
  en: {
    tab: 'E-mails',
    title: 'E-mails to families',
    intro: 'Booking confirmations, reminders the day before, and the admissions office’s daily digest. Times are China time (UTC+8).',
    notConfigured: 'Not sent: e-mail is not configured on this server (SMTP_URL). The messages below wait here, exactly as they would be sent; they go out once IT sets it up.',
    summary: (n: number) => `The last ${n} message${n === 1 ? '' : 's'}, newest first`,
    empty: 'No e-mails yet: they appear here as families book sessions.',
    when: 'When', to: 'To', message: 'Message', state: 'State',
    kinds: { confirmation: 'Booking confirmation', reminder: 'Reminder, the day before', digest: 'Daily digest' } as Record<string, string>,
    states: {
      pending: 'Waiting to be sent', sending: 'Being sent', sent: 'Sent', failed: 'Failed: not sent', skipped: 'Not sent (not needed)',
    } satisfies Record<State, string>,
    notSent: 'Not sent: e-mail is not configured',
    due: (when: string) => `Due ${when}`,
    sentAt: (when: string) => `Sent ${when}`,
    written: (when: string) => `Written ${when}`,
    attempts: (n: number) => `${n} attempt${n === 1 ? '' : 's'}`,
    reason: 'Why',
    show: 'Show the message',
    invitation: 'with a calendar invitation (.ics)',
    language: (lang: string) => (lang === 'zh' ? 'in Chinese' : lang === 'en' ? 'in English' : 'in English and Chinese'),
  },
  zh: {
    tab: '邮件',
    title: '发送给家庭的邮件',
    intro: '预约确认、说明会前一天的提醒，以及招生办公室的每日汇总。时间均为北京时间（UTC+8）。',
    notConfigured: '未发送：本服务器尚未配置电子邮件（SMTP_URL）。以下邮件按原样保存在此，待信息技术人员配置完成后即会发出。',
    summary: (n: number) => `最近 ${n} 封邮件，最新的在前`,
    empty: '暂无邮件：家庭预约说明会后，邮件会显示在这里。',
    when: '时间', to: '收件人', message: '邮件', state: '状态',
    kinds: { confirmation: '预约确认', reminder: '前一天提醒', digest: '每日汇总' } as Record<string, string>,
    states: {
      pending: '等待发送', sending: '正在发送', sent: '已发送', failed: '发送失败', skipped: '无需发送',
    } satisfies Record<State, string>,
    notSent: '未发送：尚未配置电子邮件',
    due: (when: string) => `计划 ${when}`,
    sentAt: (when: string) => `发送于 ${when}`,
    written: (when: string) => `生成于 ${when}`,
    attempts: (n: number) => `已尝试 ${n} 次`,
    reason: '原因',
    show: '查看邮件内容',
    invitation: '附日历邀请（.ics）',
    language: (lang: string) => (lang === 'zh' ? '中文' : lang === 'en' ? '英文' : '中英文'),
  },
} satisfies Record<StaffLang, unknown>;
