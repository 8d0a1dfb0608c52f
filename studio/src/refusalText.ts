// What the server refused, said in the page's language. The server's messages are English, for
// developers; every refusal the page shows is worded here from its machine-readable rule (a field's
// problem) or reason (a whole call's refusal), and what neither names is shown as "the server refused
// this" in the page's language, the server's words after it.
import type { StaffReason, StaffRule } from '@schools/api-server/staff-contract';
import { StaffCallError } from './staffApi';
import { STAFF_TEXT, chinaTime, type StaffLang } from './staffText';


type Say = (detail: string | null) => string;

/** A refused field's rule said in the page's language; `detail` is the rule's figure. */
export const RULE_TEXT: Record<StaffLang, Record<StaffRule, Say>> = {
  en: {
    required: () => 'Enter this: it cannot be empty.',
    tooShort: (n) => `Lengthen this to ${n} characters at least; a phrase is easier to remember than a short code.`,
    tooLong: (n) => `Shorten this to ${n} characters at most.`,
    tooManyItems: (n) => `Keep at most ${n} entries here.`,
    invalid: () => 'This value is not accepted: check it against the other fields of its kind.',
    notAField: () => 'This is not a field of this kind of copy: remove it.',
    wrongPassword: () => 'This is not your current password. Check it and try again.',
    dateFormat: () => 'Enter a date, such as 2027-03-20.',
    dateTimeFormat: () => 'Enter a date and a time.',
    timeFormat: () => 'Enter a time such as 09:30 (24 hours).',
    notChinaTime: () => 'Times are China time (UTC+8).',
    noSuchDate: () => 'This day does not exist.',
    endBeforeStart: () => 'The end cannot be before the start.',
    outsideYear: (year) => `The start must be in the ${year} school year (1 August to 31 July).`,
    inPast: () => 'This is in the past: choose a day and time still to come.',
    tooFarAhead: () => 'Choose a time within the next two years.',
    category: () => 'Choose a category from the list.',
    capacityRange: (n) => `Enter a whole number from 1 to ${n}.`,
    belowBooked: (n) => `${n} ${n === '1' ? 'family has' : 'families have'} booked already: the places cannot be fewer.`,
    gradeCode: () => 'Choose a grade from the list.',
    gradeOrder: () => 'The last grade cannot be below the first: choose the youngest grade first.',
    href: () => 'Enter a link to a page of the site (starting with /), or an https:, mailto: or tel: address.',
    httpsAddress: () => 'Enter an address starting with https://, or leave this empty.',
    blockType: () => 'This kind of block is not one the site shows: choose another.',
    tableRowWidth: (n) => `Give this row ${n} ${n === '1' ? 'cell' : 'cells'}, as many as the table's head.`,
    accountNumber: () => 'Enter the account number in digits (spaces allowed), 4 to 40 characters.',
    wholeNumber: (n) => `Enter a whole number from 0 to ${Number(n).toLocaleString('en')}.`,
    siteAddress: (code) => `Enter the site's address: https:// and the host, such as https://${code?.toLowerCase()}.lumina-schools.cn, or the shared host followed by /${code}.`,
    hostName: () => 'Enter host names only, one per line, such as www.example.cn (no https://, no path).',
    hostTaken: (code) => `This host already serves ${code}: remove it there first.`,
    campusUnknown: (typed) => `"${typed}" is not a campus or a city with a campus: choose from the list.`,
    alertLink: () => 'Enter a page of the site (starting with /) or an address starting with https://, or leave this empty.',
  },
  zh: {
    required: () => '此项为必填项。',
    tooShort: (n) => `请至少输入 ${n} 个字符；一句短语比简短的代码更容易记住。`,
    tooLong: (n) => `请缩短至 ${n} 个字符以内。`,
    tooManyItems: (n) => `此处最多保留 ${n} 项。`,
    invalid: () => '此项的值无法接受，请参照同类字段检查。',
    notAField: () => '此字段不属于这类文案，请删除。',
    wrongPassword: () => '这不是您当前的密码，请检查后重试。',
    dateFormat: () => '请输入日期，例如 2027-03-20。',
    dateTimeFormat: () => '请输入日期和时间。',
    timeFormat: () => '请输入时间，例如 09:30（24 小时制）。',
    notChinaTime: () => '时间须为北京时间（UTC+8）。',
    noSuchDate: () => '该日期不存在。',
    endBeforeStart: () => '结束不能早于开始。',
    outsideYear: (year) => `开始日期须在 ${year} 学年内（8 月 1 日至次年 7 月 31 日）。`,
    inPast: () => '该时间已过，请选择尚未到来的日期和时间。',
    tooFarAhead: () => '请选择两年以内的时间。',
    category: () => '请从列表中选择类别。',
    capacityRange: (n) => `请输入 1 至 ${n} 之间的整数。`,
    belowBooked: (n) => `已有 ${n} 个家庭预约，名额不能少于此数。`,
    gradeCode: () => '请从列表中选择年级。',
    gradeOrder: () => '结束年级不能低于起始年级，请先选较低的年级。',
    href: () => '请输入本站页面的链接（以 / 开头），或 https:、mailto:、tel: 地址。',
    httpsAddress: () => '请输入以 https:// 开头的地址，或留空。',
    blockType: () => '网站不显示这种内容块，请换一种。',
    tableRowWidth: (n) => `此行须有 ${n} 个单元格，与表头相同。`,
    accountNumber: () => '请用数字输入账号（可含空格），4 至 40 个字符。',
    wholeNumber: (n) => `请输入 0 至 ${Number(n).toLocaleString('zh-CN')} 之间的整数。`,
    siteAddress: (code) => `请输入网站地址：以 https:// 开头，后接主机名；校区若在共用主机名之下，再加 /${code}。`,
    hostName: () => '请只填写主机名，每行一个（字母、数字、连字符和点，不含 https:// 和路径）。',
    hostTaken: (code) => `该主机名已用于 ${code}，请先在那里删除。`,
    campusUnknown: (typed) => `“${typed}”不是校区，也不是有校区的城市，请从列表中选择。`,
    alertLink: () => '请输入本网站的页面（以 / 开头）或以 https:// 开头的网址，也可以留空。',
  },
};

/** A whole call's refusal said in the page's language. */
export const REASON_TEXT: Record<StaffLang, Record<StaffReason, string>> = {
  en: {
    signInRequired: 'Your session has ended. Sign in again.',
    signInRefused: 'The e-mail address or the password is not right. Check both and try again.',
    signInThrottled: 'Too many failed sign-ins. Wait a few minutes and try again.',
    csrfMissing: 'This page’s session is out of date. Reload the page and try again.',
    roleNotAllowed: 'Your account’s role cannot do this.',
    otherCampus: 'Your account works on its own campus only, not on this one.',
    accountExists: 'An account with this e-mail address exists already.',
    ownAccount: 'You cannot disable your own account: another network administrator must.',
    emailInvalid: 'Enter an e-mail address such as name@school.example.cn.',
    nameRequired: 'Enter the name of the person this account is for.',
    roleUnknown: 'Choose a role from the list.',
    networkHasNoCampus: 'A network administrator works on every campus: choose no campus.',
    campusRequired: 'Choose the campus this account works on.',
    passwordRequired: 'Enter a password.',
    passwordTooShort: 'The password must be at least 12 characters long; a phrase is easier to remember than a short code.',
    passwordTooLong: 'The password is too long: at most 1024 characters.',
    accountExistsDisabled: 'An account with this e-mail address exists and is disabled: enable it in the list instead of creating it again.',
    accountDisabled: 'This account is disabled: enable it first, then give it a reset link.',
    lastNetworkAdministrator: 'This is the last enabled network administrator: make another account a network administrator first, so that someone can still manage the accounts.',
    resetLinkInvalid: 'This link can no longer set a password: it was used already, a newer one replaced it, or its hour has passed. Ask a network administrator for a new one.',
    notFound: 'This no longer exists on this campus (someone may have removed it). Reload the page.',
    altTextKept: 'A published photograph keeps its description in both English and Chinese: neither can be empty.',
    altTextMissing: 'Describe what the photograph shows, in both English and Chinese, before publishing it.',
    photoIsDraft: 'This photograph is a draft: describe it in both languages and publish it before it goes on the site.',
    notMultipart: 'The photograph was not sent as an upload. Choose it again and upload it.',
    noFile: 'No file arrived. Choose the photograph again and upload it.',
    emptyFile: 'The file is empty. Choose the photograph again.',
    formUnreadable: 'The upload could not be read. Choose the photograph again and upload it.',
    photoTooLarge: 'This file is larger than 20 MB. Export it smaller (a phone’s “large” size is a few MB) and upload that.',
    notAPhoto: 'This file is not a photograph the site can use: upload a JPEG, PNG, WebP or HEIC photograph.',
    photoDamaged: 'This photograph cannot be read: it may be damaged or cut short. Export it again and upload that.',
    photoInUse: 'This photograph is used on the site (the card lists where): put another picture there first.',
    notInHistory: 'That picture is not one this place showed before. Reload the page and choose again.',
    photoTooManyPixels: 'This picture has too many pixels. Export it smaller (a phone’s photograph is 12 to 48 megapixels) and upload that.',
    storyPublished: 'This story is published: unpublish it first to show it again at a later time.',
    notSchoolYear: 'This is not a school year. Choose one from the list.',
    eventCancelled: 'This event is cancelled: a cancelled event is not changed. Add a new one.',
    sessionCancelled: 'This session is cancelled: it cannot be changed.',
    sessionBegun: 'This session has begun: it cannot be changed or cancelled any more.',
    copyChanged: 'Someone else changed this copy after you opened it, so nothing was saved. Open it again to see their change, then make yours.',
    scheduleInPast: 'That time has passed: choose a time to come, or publish now.',
    alertEnded: 'This alert has ended already: publish a new one instead.',
  },
  zh: {
    signInRequired: '登录已过期，请重新登录。',
    signInRefused: '电子邮箱或密码不正确，请检查后重试。',
    signInThrottled: '登录失败次数过多，请等几分钟后重试。',
    csrfMissing: '本页面的登录状态已过时，请刷新页面后重试。',
    roleNotAllowed: '您的账号角色无权执行此操作。',
    otherCampus: '您的账号只能管理所属校区，不能管理此校区。',
    accountExists: '使用此电子邮箱的账号已存在。',
    ownAccount: '不能停用自己的账号，须由另一位集团管理员操作。',
    emailInvalid: '请输入电子邮箱地址，例如 name@school.example.cn。',
    nameRequired: '请输入此账号使用者的姓名。',
    roleUnknown: '请从列表中选择角色。',
    networkHasNoCampus: '集团管理员管理所有校区，无需选择校区。',
    campusRequired: '请选择该账号所属的校区。',
    passwordRequired: '请输入密码。',
    passwordTooShort: '密码至少需要 12 个字符；一句短语比简短的代码更容易记住。',
    passwordTooLong: '密码过长，最多 1024 个字符。',
    accountExistsDisabled: '使用此电子邮箱的账号已存在，但已停用。请在列表中重新启用该账号，而不是再次创建。',
    accountDisabled: '此账号已停用。请先启用，再发送重置链接。',
    lastNetworkAdministrator: '这是最后一个启用中的集团管理员账号。请先将另一个账号设为集团管理员，以确保仍有人可以管理账号。',
    resetLinkInvalid: '此链接已无法设置密码：它已被使用、已被新链接取代，或已超过一小时。请向集团管理员索取新的链接。',
    notFound: '此项在本校区已不存在（可能已被他人删除），请刷新页面。',
    altTextKept: '已发布的照片须保留中英文描述，两者均不能为空。',
    altTextMissing: '发布前，请用中文和英文描述照片的内容。',
    photoIsDraft: '此照片仍是草稿：请先用两种语言描述并发布，再用于网站。',
    notMultipart: '照片未以上传方式发送，请重新选择并上传。',
    noFile: '未收到文件，请重新选择照片并上传。',
    emptyFile: '文件为空，请重新选择照片。',
    formUnreadable: '无法读取上传内容，请重新选择照片并上传。',
    photoTooLarge: '该文件超过 20 MB。请导出较小的版本（手机的“大”尺寸只有几 MB）后上传。',
    notAPhoto: '该文件不是网站可用的照片，请上传 JPEG、PNG、WebP 或 HEIC 格式的照片。',
    photoDamaged: '无法读取此照片，文件可能已损坏或不完整。请重新导出后上传。',
    photoInUse: '这张照片正在网站上使用（卡片上列出了位置），请先在那里换上其他图片。',
    notInHistory: '这张图片不是该位置以前使用过的图片。请刷新页面后重新选择。',
    photoTooManyPixels: '此图片像素过多。请导出较小的版本（手机照片约为 1200 万至 4800 万像素）后上传。',
    storyPublished: '此新闻已发布：如需改到以后的时间显示，请先取消发布。',
    notSchoolYear: '这不是有效的学年，请从列表中选择。',
    eventCancelled: '此活动已取消，取消的活动不能修改，请另行添加。',
    sessionCancelled: '此场次已取消，不能修改。',
    sessionBegun: '此场次已经开始，不能再修改或取消。',
    copyChanged: '您打开后，已有其他人修改了这段文案，因此本次没有保存。请重新打开查看对方的修改，再进行您的修改。',
    scheduleInPast: '该时间已过，请选择将来的时间，或立即发布。',
    alertEnded: '该提醒已经结束，请另行发布一条新提醒。',
  },
};

/** Said of a refusal the page has no words for (a newer server, a request it never sends); the server's words follow. */
export const UNFORESEEN: Record<StaffLang, (server: string) => string> = {
  en: (server) => `The server refused this: ${server}`,
  zh: (server) => `服务器拒绝了此操作：${server}`,
};

const known = <K extends string>(table: Record<K, unknown>, key: string | undefined): key is K =>
  key !== undefined && Object.prototype.hasOwnProperty.call(table, key);

/** A field's problem in the page's language: its rule's words, or (a rule this page does not know) the generic refusal. */
export function sayProblem(problem: { rule?: string; detail?: string | null; message: string }, lang: StaffLang): string {
  return known(RULE_TEXT[lang], problem.rule) ? RULE_TEXT[lang][problem.rule](problem.detail ?? null) : UNFORESEEN[lang](problem.message);
}

/** A whole call's refusal in the page's language: its reason's words, or the generic refusal with the server's message. */
export function sayRefusal(refusal: { reason?: string; message: string; changed?: { by: string; at: string } }, lang: StaffLang): string {
  if (refusal.reason === 'copyChanged' && refusal.changed?.by) return CHANGED_BY[lang](refusal.changed.by, chinaTime(refusal.changed.at));
  return known(REASON_TEXT[lang], refusal.reason) ? REASON_TEXT[lang][refusal.reason] : UNFORESEEN[lang](refusal.message);
}

/** A conflict, naming who changed the copy and when (China time). */
const CHANGED_BY: Record<StaffLang, (by: string, at: string) => string> = {
  en: (by, at) => `${by} changed this copy at ${at} (China time), after you opened it, so nothing was saved. Open it again to see their change, then make yours.`,
  zh: (by, at) => `${by} 在您打开后于 ${at}（北京时间）修改了这段文案，因此本次没有保存。请重新打开查看对方的修改，再进行您的修改。`,
};

/** What the page says of a failed call: the refusal in its language, or that the server could not be reached. */
export function failureText(error: unknown, lang: StaffLang): string {
  return error instanceof StaffCallError ? sayRefusal(error, lang) : STAFF_TEXT[lang].unreachable;
}
