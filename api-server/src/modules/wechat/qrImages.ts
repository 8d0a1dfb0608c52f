// The QR code of each campus's WeChat official account, as the header and footer show it (WeChat
// has no web profile page to link to). A school replaces the file with the QR image WeChat's
// official-account platform gives it; until then this one encodes the account's public address.
import QRCode from 'qrcode';
import { CAMPUSES } from '@schools/shared-api';

/** The address a scan of the campus's QR code opens. */
export function wechatAccountUrl(account: string): string {
  return `https://weixin.qq.com/r/${encodeURIComponent(account)}`;
}

export async function wechatQrImages(): Promise<{ file: string; svg: string }[]> {
  return Promise.all(
    CAMPUSES.map(async (campus) => ({
      file: campus.links.wechat.qr,
      svg: await QRCode.toString(wechatAccountUrl(campus.links.wechat.account), { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }),
    })),
  );
}
