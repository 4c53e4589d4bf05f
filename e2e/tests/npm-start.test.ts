// `npm start` after its build step: scripts/start.mts brings up the backend with demo data and the
// site, prints the URL, shows the seeded feed, and stops cleanly on Ctrl+C.
import { spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { WELL_KNOWN_JWT_SECRET } from '../../backend/src/config.ts';
import { deriveApiKeys } from '../../backend/src/keys.ts';
import { launchChromium } from '../src/browser.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const SHELL_PORT = 4980;
// Below Linux's ephemeral range (32768-60999): the other tests' servers listen on ports the
// system picks from that range, and one of them once held the mail catcher's port here.
const BACKEND_PORTS = {
  GATEWAY_PORT: 7601,
  POSTGRES_PORT: 7602,
  POSTGREST_PORT: 7603,
  MAIL_WEB_PORT: 7604,
  MAIL_SMTP_PORT: 7605,
};

let dataDir: string;
let output = '';
let child: ReturnType<typeof spawn>;

before(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'lag-npm-start-'));
  // The embedded server runs as the `postgres` OS user, which must reach <dataDir>/postgres.
  await chmod(dataDir, 0o755);
  // node itself (with tsx's loader), so the signal below reaches the server, not a wrapper.
  child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.mts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...Object.fromEntries(
        Object.entries(BACKEND_PORTS).map(([key, value]) => [key, String(value)]),
      ),
      PORT: String(SHELL_PORT),
      DATA_DIR: dataDir,
      JWT_SECRET: '',
      SITE_URL: `http://localhost:${SHELL_PORT}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const check = setInterval(() => {
      if (output.includes('Press Ctrl+C to stop.')) {
        clearInterval(check);
        resolve();
      }
    }, 200);
    child.once('exit', (code) => {
      clearInterval(check);
      reject(new Error(`start exited with ${code} before it was ready:\n${output}`));
    });
  });
});

after(async () => {
  if (child.exitCode === null) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

test('prints the site URL and serves the seeded feed', async () => {
  assert.match(output, new RegExp(`Site\\s+http://localhost:${SHELL_PORT}`));
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto(`http://localhost:${SHELL_PORT}/`);
    await page.getByRole('heading', { name: 'Like and Gripe', level: 1 }).waitFor();
    // A seeded post (supabase/seed.sql) proves the site reached the backend it started.
    await page.getByText('Open-source note-taking app').first().waitFor();
  } finally {
    await browser.close();
  }
});

test("prints this data dir's own keys, not the Supabase CLI's well-known ones", async () => {
  const wellKnown = await deriveApiKeys(WELL_KNOWN_JWT_SECRET);
  const anonKey = /anon key\s+(\S+)/.exec(output)?.[1];
  const serviceRoleKey = /service_role key\s+(\S+)/.exec(output)?.[1];
  assert.ok(anonKey && serviceRoleKey, output);
  assert.notEqual(anonKey, wellKnown.anonKey);
  assert.notEqual(serviceRoleKey, wellKnown.serviceRoleKey);
  const secret = (await readFile(path.join(dataDir, 'jwt-secret'), 'utf8')).trim();
  assert.equal(anonKey, (await deriveApiKeys(secret)).anonKey);
});

test('stops everything it started on Ctrl+C', async () => {
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  child.kill('SIGINT');
  assert.equal(await exited, 0);
  const stillAnswering = await fetch(`http://127.0.0.1:${BACKEND_PORTS.GATEWAY_PORT}/`).then(
    () => true,
    () => false,
  );
  assert.equal(stillAnswering, false);
});
