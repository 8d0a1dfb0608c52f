// A local stand-in for WeChat's open platform, only when asked for (WECHAT_SIMULATOR=1: npm run dev and
// the tests; never in production, never with WeChat credentials): the QR page, where a tester "scans"
// as one of a few sample users, and the two API endpoints the server calls. The sign-in therefore runs
// end to end on one machine and in CI. It sends a scan only to this site's own sign-in callback.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { CAMPUS_CODES } from '@schools/shared-api';
import { WECHAT_SIMULATOR } from './wechatConfig';

export const SIMULATOR_USERS = [
  { id: 'liming', openid: 'sim-openid-liming', unionid: 'sim-unionid-liming', nickname: '李明' },
  { id: 'emma', openid: 'sim-openid-emma', unionid: 'sim-unionid-emma', nickname: 'Emma Wang' },
  { id: 'zhangyu', openid: 'sim-openid-zhangyu', unionid: 'sim-unionid-zhangyu', nickname: '张雨' },
  // An app not bound to an open-platform account gets no unionid: the server must do without.
  { id: 'tom', openid: 'sim-openid-tom', unionid: undefined, nickname: 'Tom Chen' },
] as const;

type SimUser = { id: string; openid: string; unionid?: string; nickname: string };

/** "A new visitor": a fresh identity on every scan, for trying the site as many different people. */
const GUEST = 'guest';
const newGuest = (): SimUser => {
  const n = randomBytes(4).toString('hex');
  return { id: GUEST, openid: `sim-openid-guest-${n}`, unionid: `sim-unionid-guest-${n}`, nickname: `访客 Guest ${n.slice(0, 4)}` };
};

const CODE_TTL_MS = 5 * 60 * 1000;
const TOKEN_TTL_MS = 2 * 60 * 60 * 1000;

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** The sign-in callback of a campus of this site, as the server builds it (wechatRoutes' qrconnect). */
const CALLBACK_PATH = new RegExp(`^/api/(${CAMPUS_CODES.join('|')})/user/wechat/callback$`);

/**
 * Whether `value` is this site's own sign-in callback: same scheme and host as the request, the
 * callback's path, nothing else. The simulator never sends a code (a sign-in) anywhere else, so
 * /wechat-sim/scan is no open redirect.
 */
function isOwnCallback(request: FastifyRequest, value: unknown): value is string {
  try {
    if (typeof value !== 'string') return false;
    const target = new URL(value);
    const site = new URL(`${request.protocol}://${request.host}`);
    return target.origin === site.origin && CALLBACK_PATH.test(target.pathname) && !target.search && !target.hash
      && !target.username && !target.password;
  } catch {
    return false;
  }
}

export const SIMULATOR_WARNING =
  'The WeChat SIMULATOR is on (WECHAT_SIMULATOR=1): anyone can sign in to comment as a sample user. For development and tests only, never on a public site.';

// The page holds no script: forms do the "scan", their target the whole window, as WeChat's does.
const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'; frame-ancestors 'self'; base-uri 'none'";

function page(qr: string, redirectUri: string, state: string): string {
  const field = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escape(value)}">`;
  const users = [...SIMULATOR_USERS, { id: GUEST, nickname: '新访客 · a new visitor' }].map((u) => `<li><form method="get" action="/wechat-sim/scan" target="_top">${field('redirect_uri', redirectUri)}${field('state', state)}${field('user', u.id)}<button type="submit">${escape(u.nickname)}</button></form></li>`).join('');
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>WeChat sign-in simulator · 微信登录模拟器</title>
<style>body{margin:0;padding:12px;font:14px/1.4 "Helvetica Neue",Arial,"PingFang SC","Noto Sans CJK SC",sans-serif;color:#2b2b2b;text-align:center}h1{margin:0 0 2px;font-size:15px}p{margin:0 0 8px;color:#5b6170;font-size:13px}img{width:104px;height:104px}ul{margin:8px 0 0;padding:0;list-style:none}li+li{margin-top:6px}button{width:100%;min-height:36px;border:0;border-radius:6px;background:#07794a;color:#fff;font:inherit;font-weight:600;cursor:pointer}button:hover{background:#055c38}button:focus-visible{outline:3px solid #2f6fdb;outline-offset:2px}.warn{margin:6px 0 8px;padding:6px 8px;border:2px solid #b3261e;border-radius:6px;background:#fdecea;color:#7a1a14;font-size:12px}</style></head>
<body><h1>微信登录模拟器 · WeChat simulator</h1><p class="warn" role="alert"><strong>模拟器，并非微信 · SIMULATOR, NOT WECHAT.</strong> 任何人都可以示例用户登录，仅供开发和测试 · Anyone can sign in here as a sample user: for development and tests only.</p><p>选择扫码用户 · Choose who scans</p><img src="${qr}" alt="二维码 QR code"><ul>${users}</ul></body></html>`;
}

export async function wechatSimulator(app: FastifyInstance): Promise<void> {
  const codes = new Map<string, { user: SimUser; expires: number }>();
  const tokens = new Map<string, { user: SimUser; expires: number }>();
  const issue = () => randomBytes(16).toString('hex');
  const hidden = { schema: { hide: true } };

  app.get('/connect/qrconnect', hidden, async (request, reply) => {
    const q = request.query as Record<string, string | undefined>;
    if (q.appid !== WECHAT_SIMULATOR.appId || q.scope !== 'snsapi_login' || q.response_type !== 'code' || !isOwnCallback(request, q.redirect_uri) || !q.state) {
      return reply.code(400).type('text/plain; charset=utf-8').send('参数错误 Invalid qrconnect request: appid, redirect_uri (this site\'s sign-in callback), response_type=code, scope=snsapi_login and state are required');
    }
    const qr = await QRCode.toDataURL(`${request.protocol}://${request.host}${request.url}`, { margin: 1, width: 240 });
    return reply.header('content-security-policy', PAGE_CSP).header('x-frame-options', 'SAMEORIGIN').header('cache-control', 'no-store')
      .type('text/html; charset=utf-8').send(page(qr, q.redirect_uri, q.state));
  });

  app.get('/scan', hidden, async (request, reply) => {
    const q = request.query as Record<string, string | undefined>;
    const user: SimUser | undefined = q.user === GUEST ? newGuest() : SIMULATOR_USERS.find((u) => u.id === q.user);
    if (!user || !isOwnCallback(request, q.redirect_uri) || !q.state) {
      return reply.code(400).type('text/plain; charset=utf-8').send('Invalid scan: a user, a state and this site\'s sign-in callback as redirect_uri are required');
    }
    const code = issue();
    codes.set(code, { user, expires: Date.now() + CODE_TTL_MS });
    const target = new URL(q.redirect_uri);
    target.searchParams.set('code', code);
    target.searchParams.set('state', q.state);
    return reply.redirect(target.toString(), 302);
  });

  // The API answers as WeChat's does: HTTP 200, and { errcode, errmsg } when it refuses.
  app.get('/sns/oauth2/access_token', hidden, async (request) => {
    const q = request.query as Record<string, string | undefined>;
    if (q.appid !== WECHAT_SIMULATOR.appId || q.secret !== WECHAT_SIMULATOR.secret) return { errcode: 40125, errmsg: 'invalid appsecret' };
    if (q.grant_type !== 'authorization_code') return { errcode: 40002, errmsg: 'invalid grant_type' };
    const found = q.code ? codes.get(q.code) : undefined;
    if (q.code) codes.delete(q.code);
    if (!found || found.expires < Date.now()) return { errcode: 40029, errmsg: 'invalid code' };
    const accessToken = issue();
    tokens.set(accessToken, { user: found.user, expires: Date.now() + TOKEN_TTL_MS });
    return {
      access_token: accessToken, expires_in: TOKEN_TTL_MS / 1000, refresh_token: issue(), openid: found.user.openid, scope: 'snsapi_login',
      ...(found.user.unionid ? { unionid: found.user.unionid } : {}),
    };
  });

  app.get('/sns/userinfo', hidden, async (request) => {
    const q = request.query as Record<string, string | undefined>;
    const found = q.access_token ? tokens.get(q.access_token) : undefined;
    if (!found || found.expires < Date.now()) return { errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' };
    if (found.user.openid !== q.openid) return { errcode: 40003, errmsg: 'invalid openid' };
    const { openid, unionid, nickname } = found.user;
    return { openid, nickname, sex: 0, province: '', city: '', country: 'CN', headimgurl: '', privilege: [], ...(unionid ? { unionid } : {}) };
  });
}
