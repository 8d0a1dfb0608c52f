// TRUST_PROXY as Fastify documents trustProxy, nonsense refused at start, and limits keyed on a
// valid client address whatever a proxy forwards.
import { configFromEnv, trustProxyFromEnv } from '../src/config';
import { SIGNUP_RATE } from '../src/modules/admissions/signupService';
import { raw, startTestServer } from './support/testServer';

describe('TRUST_PROXY', () => {
  it('reads booleans, a number of proxies and lists of addresses, subnets and names', () => {
    expect(trustProxyFromEnv(undefined)).toBe('loopback');
    expect(trustProxyFromEnv('true')).toBe(true);
    expect(trustProxyFromEnv('false')).toBe(false);
    expect(trustProxyFromEnv('1')).toBe(1);
    expect(trustProxyFromEnv(' 10.0.0.0/8, loopback ,::1 ')).toBe('10.0.0.0/8,loopback,::1');
  });

  it.each(['yes', '999.1.1.1', '10.0.0.0/99', 'loopback,,', '1.5', '10.0/8', 'localhost'])('refuses "%s" at start, saying what it takes', (value) => {
    expect(() => configFromEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY is true \(any proxy\), false \(none\), a number of proxies/);
  });
});

const SIGNUP = { name: 'Wang Fang', mobile: '13812345678', email: 'w@example.com', grade: 'Grade 3', entry: '2027-28', consent: true };
const signup = (base: string, forwarded: string) => raw(base, '/api/BIGZ/user/admissions/signup', {
  method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': forwarded }, body: JSON.stringify(SIGNUP),
});

describe('the client address of the limits', () => {
  it('does not let a forwarded string that is no address make a new client', async () => {
    const server = await startTestServer({ trustProxy: true });
    try {
      const answers = [];
      for (let i = 0; i <= SIGNUP_RATE.perClient; i++) answers.push((await signup(server.base, `not-an-address-${i}`)).status);
      expect(answers).toEqual([...Array(SIGNUP_RATE.perClient).fill(200), 429]);
    } finally {
      await server.close();
    }
  });

  // Issue 19, item 6: each IPv6 address counted apart, so one /64 (one subscriber's network) booked
  // 8 sign-ups past the limit of 5.
  it('counts an IPv6 client by its /64, however the address is written, and an IPv4-mapped one as IPv4', async () => {
    const server = await startTestServer({ trustProxy: true });
    try {
      const answers = [];
      for (let i = 1; i <= 8; i++) answers.push((await signup(server.base, `2001:db8:1:2::${i.toString(16)}`)).status);
      expect(answers).toEqual([...Array(SIGNUP_RATE.perClient).fill(200), 429, 429, 429]);
      expect((await signup(server.base, '2001:0DB8:0001:0002:ffff:ffff:ffff:fffe')).status).toBe(429);
      expect((await signup(server.base, '2001:db8:1:3::1')).status).toBe(200);
      expect((await signup(server.base, '2001:db8:1:2:0:0:0:1%eth0')).status).toBe(429);
      const stored = await server.db.selectFrom('signup').select('client').distinct().execute();
      expect(stored.map((row) => row.client).sort()).toEqual(['2001:db8:1:2::/64', '2001:db8:1:3::/64']);

      for (let i = 0; i < SIGNUP_RATE.perClient; i++) expect((await signup(server.base, '::ffff:203.0.113.9')).status).toBe(200);
      expect((await signup(server.base, '203.0.113.9')).status).toBe(429);
    } finally {
      await server.close();
    }
  });

  it('believes one proxy hop when TRUST_PROXY is 1', async () => {
    const server = await startTestServer({ trustProxy: 1 });
    try {
      for (let i = 0; i < SIGNUP_RATE.perClient; i++) expect((await signup(server.base, '203.0.113.7')).status).toBe(200);
      expect((await signup(server.base, '203.0.113.7')).status).toBe(429);
      expect((await signup(server.base, '203.0.113.8')).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
