// Starts a server instance of its own for suites that need a configuration of their own:
// the binary scripts/e2e.sh tests (E2E_LANGHE_BIN), a random port, a fresh data directory.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export function langheBinary() {
  const bin = process.env.E2E_LANGHE_BIN;
  if (!bin) throw new Error('E2E_LANGHE_BIN is not set: run the browser tests through scripts/e2e.sh');
  return bin;
}

/** Resolves once the binary prints "… running at http://ADDR"; `environment` adds settings. */
export async function startOwnServer(environment) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'langhe-e2e-own-'));
  const settings = {
    ...process.env,
    DATABASE_URL: `sqlite://${dataDir}/langhe.sqlite?mode=rwc`,
    LANGHE_LISTEN: '127.0.0.1:0',
    LANGHE_DATA_DIR: dataDir,
    LANGHE_DEMO_CONTENT: 'false',
    LANGHE_STATIC_DIR: path.resolve('frontend/dist'),
    LANGHE_PUBLIC_URL: '',
    // Reaches no one outside the machine, the ECB included.
    LANGHE_FX_RATES_URL: 'off',
    RUST_LOG: 'warn',
    ...environment,
  };
  const child = spawn(langheBinary(), [], { env: settings, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const url = await new Promise((resolve, reject) => {
    // Seeding the demo content renders its pictures: a debug build on a busy machine has
    // taken 90 s for it.
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${log}`)), 180_000);
    const read = (chunk) => {
      log += chunk;
      const found = log.match(/running at (https?:\/\/\S+)/);
      if (found) {
        clearTimeout(timer);
        resolve(found[1]);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => reject(new Error(`server exited (${code}):\n${log}`)));
  });
  return {
    url,
    /** Its data directory: with LANGHE_MAIL=eml, its mails are files in `mail/` there. */
    dataDir,
    /** A one-time sign-in link for `email` (made with `langhe create-user`), its token read off. */
    signInToken(email, role = 'admin') {
      const made = spawnSync(langheBinary(), ['create-user', email, '--role', role], {
        env: { ...settings, LANGHE_PUBLIC_URL: url },
        encoding: 'utf8',
      });
      const link = `${made.stdout}${made.stderr}`.match(/https?:\/\/\S*sign-in\?token=\S+/)?.[0];
      if (!link) throw new Error(`create-user printed no link: ${made.stdout}${made.stderr}`);
      return new URL(link).searchParams.get('token');
    },
    /** A staff session token for the API, from a one-time link made with `langhe create-user`. */
    async staffToken(email) {
      const response = await fetch(`${url}/api/users/one-time-link`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token: this.signInToken(email) }),
      });
      if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
      return (await response.json()).token;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill();
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
