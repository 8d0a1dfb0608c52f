// JSON schemas of the WeChat sign-in calls.
import { bool, obj, str } from '../../platform/http/schemas';

const commenterSession = obj({ signedIn: bool, nickname: str });

export const data = {
  qrConnect: obj({ url: { type: 'string', description: "the address of WeChat's QR page, for an iframe" } }),
  commenterSession,
};
