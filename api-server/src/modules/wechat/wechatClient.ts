// The two halves of WeChat's website sign-in (open platform, 网站应用): the QR page the browser is
// sent to, and the server-side exchange of the code it brings back for the visitor's identity.
import type { WeChatConfig } from './wechatConfig';

/** Who signed in: the app's openid, the open platform's unionid when the app has one, the nickname. */
export interface WeChatUser {
  openid: string;
  unionid?: string;
  nickname: string;
}

export class WeChatError extends Error {}

const TIMEOUT_MS = 10_000;

export class WeChatClient {
  constructor(
    private readonly config: WeChatConfig,
    /** the API host: the configured one, or this server's simulator over loopback */
    private readonly apiBase: () => string,
  ) {}

  /**
   * The QR sign-in page for an iframe on our own page (login_type=jssdk, as WeChat's wxLogin.js asks
   * it): once scanned, WeChat sends the whole window (self_redirect=false) to `redirectUri`.
   */
  qrConnectUrl(redirectUri: string, state: string): string {
    const query = new URLSearchParams({
      appid: this.config.appId, redirect_uri: redirectUri, response_type: 'code', scope: 'snsapi_login', state,
      login_type: 'jssdk', self_redirect: 'false',
    });
    return `${this.config.openBase}/connect/qrconnect?${query}`;
  }

  /** sns/oauth2/access_token, then sns/userinfo: the identity behind a sign-in code. */
  async user(code: string): Promise<WeChatUser> {
    const token = await this.call<{ access_token: string; openid: string; unionid?: string }>('/sns/oauth2/access_token', {
      appid: this.config.appId, secret: this.config.secret, code, grant_type: 'authorization_code',
    });
    const info = await this.call<{ openid: string; unionid?: string; nickname?: string }>('/sns/userinfo', {
      access_token: token.access_token, openid: token.openid, lang: 'zh_CN',
    });
    if (info.openid !== token.openid) throw new WeChatError('sns/userinfo answered for another openid');
    const unionid = info.unionid ?? token.unionid;
    return { openid: token.openid, ...(unionid ? { unionid } : {}), nickname: (info.nickname ?? '').trim() };
  }

  /** WeChat answers errors with HTTP 200 and { errcode, errmsg }. */
  private async call<T>(path: string, params: Record<string, string>): Promise<T> {
    const response = await fetch(`${this.apiBase()}${path}?${new URLSearchParams(params)}`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) throw new WeChatError(`${path} answered HTTP ${response.status}`);
    const body = (await response.json()) as T & { errcode?: number; errmsg?: string };
    if (body.errcode) throw new WeChatError(`${path} refused: ${body.errcode} ${body.errmsg ?? ''}`.trim());
    return body;
  }
}
