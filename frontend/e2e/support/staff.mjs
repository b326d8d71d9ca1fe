// Staff accounts made by the suites that need them, through the binary under test
// (`langhe create-user`, run against the server's own database), so that a new suite cannot
// forget to list its account anywhere else and a missing account fails instead of skipping.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { baseUrl } from './browser.mjs';

const run = promisify(execFile);

function required(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the browser tests through scripts/e2e.sh`);
  return value;
}

/**
 * Creates (or keeps) the staff account `email` with `role` ('admin' or 'agent') and returns a
 * fresh one-time sign-in link for it; each link serves once and lives 30 minutes.
 */
export async function staffSignInLink(email, role = 'admin') {
  const { stdout, stderr } = await run(
    required('E2E_LANGHE_BIN'),
    ['create-user', email, '--role', role],
    {
      env: {
        ...process.env,
        DATABASE_URL: required('E2E_DATABASE_URL'),
        LANGHE_DATA_DIR: required('E2E_DATA_DIR'),
        LANGHE_PUBLIC_URL: baseUrl(),
        RUST_LOG: 'warn',
      },
    },
  );
  const link = `${stdout}\n${stderr}`.match(/https?:\/\/\S*sign-in\?token=\S+/)?.[0];
  if (!link) throw new Error(`create-user printed no sign-in link for ${email}:\n${stdout}\n${stderr}`);
  return link;
}
