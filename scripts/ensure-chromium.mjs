// Makes sure Debian's Chromium is there for the browser tests; installs it when missing and allowed.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot || !existsSync('/usr/bin/apt-get')) {
  console.error(
    `Chromium is missing at ${chromium}. Install Debian's package (sudo apt-get install -y chromium) ` +
      'or set CHROMIUM_PATH to a Chromium binary, then run the tests again.',
  );
  process.exit(1);
}
console.log("Installing Debian's chromium for the browser tests…");
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
