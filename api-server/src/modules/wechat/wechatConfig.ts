// The WeChat sign-in's settings (read from the environment by config.ts).
/** A WeChat open-platform website application (网站应用), or this server's simulator of one. */
export interface WeChatConfig {
  appId: string;
  secret: string;
  /** where the browser is sent for the QR sign-in: https://open.weixin.qq.com, or /wechat-sim */
  openBase: string;
  /** where the server exchanges codes: https://api.weixin.qq.com; unset: the simulator on this server */
  apiBase?: string;
  /** serve the simulator's pages and endpoints under /wechat-sim */
  simulator: boolean;
}

/** The simulator's own settings: nothing secret, it signs in only its sample users. */
export const WECHAT_SIMULATOR: WeChatConfig = { appId: 'wxsimulator000001', secret: 'simulator', openBase: '/wechat-sim', simulator: true };
