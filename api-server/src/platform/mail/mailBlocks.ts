// An e-mail's words as blocks (paragraphs, headings, facts, lists, links) that become both the text and
// the HTML part of one message: the two parts always say the same. Every module's e-mails are written so.
import type { Lang } from '@schools/shared-api';

export type MailBlock =
  | { type: 'p'; text: string }
  | { type: 'heading'; text: string }
  | { type: 'facts'; rows: Array<[label: string, value: string, href?: string]> }
  | { type: 'list'; items: string[] }
  | { type: 'link'; text: string; href: string };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The message's text part. */
export function mailText(blocks: readonly MailBlock[]): string {
  const width = Math.max(0, ...blocks.flatMap((b) => (b.type === 'facts' ? b.rows.map(([label]) => [...label].length) : [])));
  return `${blocks.map((b) => {
    switch (b.type) {
      case 'p': return b.text;
      case 'heading': return `${b.text}\n${'-'.repeat(Math.min(40, [...b.text].length * 2))}`;
      case 'facts': return b.rows.map(([label, value, href]) => `${label}:${' '.repeat(width - [...label].length + 1)}${href ?? value}`).join('\n');
      case 'list': return b.items.map((item) => `- ${item}`).join('\n');
      case 'link': return href(b);
    }
  }).join('\n\n')}\n`;
}
const href = (b: { text: string; href: string }) => (b.text === b.href ? b.href : `${b.text}: ${b.href}`);

/** The message's HTML part: plain markup with inline styles, as mail clients show them. */
export function mailHtml(blocks: readonly MailBlock[], lang: Lang | 'en+zh', title: string): string {
  const font = 'font-family:"PingFang SC","Microsoft YaHei","Helvetica Neue",Arial,sans-serif;font-size:16px;line-height:1.6;color:#1f2933';
  const body = blocks.map((b) => {
    switch (b.type) {
      case 'p': return `<p style="margin:0 0 16px">${escapeHtml(b.text).replace(/\n/g, '<br>')}</p>`;
      case 'heading': return `<h2 style="margin:24px 0 8px;font-size:18px;color:#13294b">${escapeHtml(b.text)}</h2>`;
      case 'facts': return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${b.rows.map(([label, value, link]) =>
        `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:4px 16px 4px 0;color:#52606d;font-weight:normal;white-space:nowrap">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0">${link ? `<a href="${escapeHtml(link)}" style="color:#13294b">${escapeHtml(value)}</a>` : escapeHtml(value)}</td></tr>`).join('')}</table>`;
      case 'list': return `<ul style="margin:0 0 16px;padding-left:20px">${b.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
      case 'link': return `<p style="margin:0 0 16px"><a href="${escapeHtml(b.href)}" style="color:#13294b;font-weight:bold">${escapeHtml(b.text)}</a></p>`;
    }
  }).join('\n');
  return `<!doctype html><html lang="${lang === 'zh' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
    `<body style="margin:0;padding:24px;background:#ffffff"><div style="max-width:600px;${font}">\n${body}\n</div></body></html>`;
}
