// The files an operator copies (deploy/): the systemd unit passes systemd's own check, and the unit and
// the nginx configuration agree with the server's limits. nginx itself runs with its configuration in
// faults/nginx.pgfault.ts (npm run test:pg).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { configFromEnv } from '../src/config';
import { FRAMING_BYTES } from '../src/modules/media/mediaRoutes';
import { PHOTO_LIMITS } from '../src/modules/media/processPhoto';
import { STUDIO_BODY_LIMIT } from '../src/modules/studio/studioSchemas';
import { BODY_LIMIT } from '../src/platform/http/schemas';

const DEPLOY = path.join(__dirname, '..', '..', 'deploy');
const UNIT = fs.readFileSync(path.join(DEPLOY, 'systemd', 'schools-web@.service'), 'utf8');
const NGINX = fs.readFileSync(path.join(DEPLOY, 'nginx', 'schools.conf'), 'utf8');
const SYSTEMD_ANALYZE = '/usr/bin/systemd-analyze';

/** nginx's size ("1m", "512k", "1024") in bytes. */
function bytes(size: string): number {
  const [, number, unit] = /^(\d+)([kKmMgG]?)$/.exec(size)!;
  return Number(number) * ({ '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 } as Record<string, number>)[unit!.toLowerCase()]!;
}

/** The value of a unit's setting (the last, as systemd reads it). */
const setting = (name: string) => [...UNIT.matchAll(new RegExp(`^${name}=(.*)$`, 'gm'))].at(-1)?.[1];

describe('the systemd unit (deploy/systemd/schools-web@.service)', () => {
  it("passes systemd-analyze verify, as an instance, without a warning", () => {
    if (!fs.existsSync(SYSTEMD_ANALYZE)) throw new Error(`${SYSTEMD_ANALYZE} is missing: install Debian's systemd package (sudo apt-get install -y systemd)`);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'unit-'));
    try {
      fs.writeFileSync(path.join(dir, 'schools-web@.service'), UNIT);
      const checked = spawnSync(SYSTEMD_ANALYZE, ['verify', '--man=no', path.join(dir, 'schools-web@8081.service')], { encoding: 'utf8' });
      // Unknown keys and values that do not parse are warnings with exit code 0: any output fails.
      expect({ status: checked.status, output: `${checked.stdout}${checked.stderr}`.trim() }).toEqual({ status: 0, output: '' });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("stops with SIGTERM and waits longer than the server's grace before killing it", () => {
    expect(setting('KillSignal')).toBe('SIGTERM');
    const timeoutMs = Number(/^(\d+)s$/.exec(setting('TimeoutStopSec') ?? '')?.[1]) * 1000;
    expect(timeoutMs).toBeGreaterThan(configFromEnv({}).stopGraceMs);
    expect(setting('Restart')).toBe('on-failure');
    expect(setting('ExecStart')).toBe('/usr/bin/env PORT=%i /usr/bin/node api-server/dist/main.js');
    // What the server writes (DATA_DIR) is the one place it may write.
    expect(setting('ProtectSystem')).toBe('strict');
    expect(setting('ReadWritePaths')).toBe(/DATA_DIR=(\S+)/.exec(setting('Environment') ?? '')?.[1]);
  });
});

describe('the nginx configuration (deploy/nginx/schools.conf)', () => {
  it('lets through every body the server takes, so that the server refuses larger ones with its own message', () => {
    const general = bytes(/^ {4}client_max_body_size (\S+);/m.exec(NGINX)![1]!);
    const media = /location ~ \^\/api\/staff\/\[\^\/\]\+\/media\$ \{\s*client_max_body_size (\S+);/.exec(NGINX);
    expect(general).toBeGreaterThanOrEqual(Math.max(BODY_LIMIT, STUDIO_BODY_LIMIT));
    expect(bytes(media![1]!)).toBeGreaterThanOrEqual(PHOTO_LIMITS.maxBytes + FRAMING_BYTES);
  });
});
