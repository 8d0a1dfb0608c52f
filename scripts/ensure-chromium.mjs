// End-to-end tests drive Debian's headless Chromium (the package chromium-headless-shell: Chromium's
// engine without the desktop browser around it, the build Playwright itself uses for headless runs, and
// much lighter on the CPU: the end-to-end stage takes about two thirds of the time it takes in the full
// browser). Finds it, or installs Debian's package when running as root, or says clearly what is missing.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const candidate = process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';

if (!fs.existsSync(candidate)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Headless Chromium was not found at ${candidate}. Install Debian's package (sudo apt-get install -y chromium-headless-shell) ` +
        'or set CHROMIUM_PATH to a Chromium binary, then run the tests again.',
    );
    process.exit(1);
  }
  console.log('Installing Debian chromium-headless-shell for the end-to-end tests...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell', { stdio: 'inherit' });
  if (!fs.existsSync(candidate)) {
    console.error(`apt-get finished but ${candidate} is still missing.`);
    process.exit(1);
  }
}
console.log(`Chromium: ${candidate}`);
