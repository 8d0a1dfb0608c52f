// TRUST_PROXY as Fastify documents trustProxy, nonsense refused at start, and limits keyed on a
// valid client address whatever a proxy forwards.
import { configFromEnv, trustProxyFromEnv } from '../src/config';
import { SIGNUP_RATE } from '../src/admissions/signupService';
import { raw, startTestServer } from './support/testServer';

describe('TRUST_PROXY', () => {
  it('reads booleans, a number of proxies and lists of addresses, subnets and names', () => {
    expect(trustProxyFromEnv(undefined)).toBe('loopback');
    expect(trustProxyFromEnv('true')).toBe(true);
    expect(trustProxyFromEnv('false')).toBe(false);
    expect(trustProxyFromEnv('1')).toBe(1);
    expect(trustProxyFromEnv(' 10.0.0.0/8, loopback ,::1 ')).toBe('10.0.0.0/8,loopback,::1');
  });

  it.each(['yes', '999.1.1.1', '10.0.0.0/99', 'loopback,,'])('refuses "%s" at start, saying what it takes', (value) => {
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
