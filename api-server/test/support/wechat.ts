// Signs a commenter in through the WeChat simulator, as a browser does: the QR page's address, a
// "scan" as one of the simulator's users, then WeChat's callback with the state's cookie.

/** The `name=value` of a cookie among Set-Cookie headers. */
export function cookieOf(response: Response, name: string): string | undefined {
  return response.headers.getSetCookie().map((c) => c.split(';')[0]!).find((c) => c.startsWith(`${name}=`));
}

export interface SignInSteps {
  /** the nonce cookie the QR step set */
  nonce: string;
  /** the callback address the simulator's scan sends the browser to */
  callback: string;
}

let visitors = 0;
/** An address of its own for each sign-in (through the test server's trusted loopback proxy): many visitors, as in life. */
const nextVisitor = () => {
  visitors += 1;
  return `172.${16 + ((visitors >> 16) & 15)}.${(visitors >> 8) & 255}.${visitors & 255}`;
};

/** The first two steps: start a sign-in and "scan" the code. */
export async function scan(base: string, { site = 'BIGZ', user = 'guest', returnTo = '/#/academics/senior_project/blog_detail?id=1', client = nextVisitor() } = {}): Promise<SignInSteps> {
  const start = await fetch(`${base}/api/${site}/user/wechat/qrconnect?returnTo=${encodeURIComponent(returnTo)}`, { headers: { 'x-forwarded-for': client } });
  const nonce = cookieOf(start, 'wxs');
  const { data } = (await start.json()) as { data: { url: string } };
  const qr = new URL(data.url, base);
  const query = new URLSearchParams({ redirect_uri: qr.searchParams.get('redirect_uri')!, state: qr.searchParams.get('state')!, user });
  const scanned = await fetch(`${base}/wechat-sim/scan?${query}`, { redirect: 'manual' });
  if (!nonce || scanned.status !== 302) throw new Error(`sign-in did not start: ${start.status} ${scanned.status}`);
  return { nonce, callback: scanned.headers.get('location')! };
}

/** A signed-in commenter's session cookie (`wx=...`), a new simulator guest unless `user` is given. */
export async function signInCommenter(base: string, options: { site?: string; user?: string; client?: string } = {}): Promise<string> {
  const { nonce, callback } = await scan(base, options);
  const done = await fetch(callback, { redirect: 'manual', headers: { cookie: nonce } });
  const session = cookieOf(done, 'wx');
  if (!session) throw new Error(`sign-in refused: ${done.status} ${done.headers.get('location')}`);
  return session;
}
