export type StaffLang = 'en' | 'zh';

/** The staff page's words, in the two languages of the schools' offices. */
export const STAFF_TEXT = {
  en: {
    title: 'Information-session sign-ups',
    staff: 'Staff',
    language: '中文',
    tokenLabel: 'Admin token',
    tokenHint: 'The token your IT team gave you. It is kept in this tab only, until you sign out or close it.',
    signIn: 'Sign in',
    signingIn: 'Signing in…',
    refused: 'This token was not accepted. Check it and try again.',
    unreachable: 'The server could not be reached. Try again in a moment.',
    signOut: 'Sign out',
    campus: 'Campus',
    allCampuses: 'All campuses',
    onlyOpen: 'Only those not yet contacted',
    refresh: 'Refresh',
    exportCsv: 'Export CSV',
    summary: (total: number, open: number) => `${total} sign-up${total === 1 ? '' : 's'}, ${open} not yet contacted`,
    empty: 'No sign-ups here yet.',
    received: 'Received',
    family: 'Family',
    contact: 'Contact',
    session: 'Session',
    anotherDate: 'Another date (call them)',
    message: 'Message',
    status: 'Status',
    markContacted: 'Mark as contacted',
    contactedOn: (when: string) => `Contacted ${when}`,
    marked: (name: string) => `${name} is marked as contacted.`,
    entry: (grade: string, entry: string) => `${grade}, from ${entry}`,
    pageLanguage: (lang: string) => (lang === 'zh' ? 'wrote in Chinese' : 'wrote in English'),
  },
  zh: {
    title: '招生说明会报名',
    staff: '教职员工',
    language: 'English',
    tokenLabel: '管理令牌',
    tokenHint: '请输入信息技术部门提供的令牌。令牌仅保存在当前标签页，退出登录或关闭标签页后即清除。',
    signIn: '登录',
    signingIn: '正在登录…',
    refused: '令牌无效，请检查后重试。',
    unreachable: '无法连接服务器，请稍后重试。',
    signOut: '退出登录',
    campus: '校区',
    allCampuses: '全部校区',
    onlyOpen: '仅显示尚未联系的家庭',
    refresh: '刷新',
    exportCsv: '导出 CSV',
    summary: (total: number, open: number) => `共 ${total} 份报名，${open} 份尚未联系`,
    empty: '暂无报名。',
    received: '提交时间',
    family: '家庭',
    contact: '联系方式',
    session: '场次',
    anotherDate: '其他时间（请致电）',
    message: '留言',
    status: '状态',
    markContacted: '标记为已联系',
    contactedOn: (when: string) => `已于 ${when} 联系`,
    marked: (name: string) => `已将 ${name} 标记为已联系。`,
    entry: (grade: string, entry: string) => `${grade}，${entry} 学年入学`,
    pageLanguage: (lang: string) => (lang === 'zh' ? '中文页面提交' : '英文页面提交'),
  },
} as const;

/** A moment in the schools' time zone: "2026-11-22 09:05". */
export function chinaTime(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}
