// Section 6: a cold `npm start` without the build: what `scripts/start.mts` does (the backend with demo
// data on a new data dir, then the served builds) until a reader's Chromium shows posts in the feed.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { pickFreePort } from '../../../backend/src/free-port.ts';
import { seconds, type SectionResult } from '../lib/report.ts';

const SECTION = 'Cold start (npm start without the build)';
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const childScript = fileURLToPath(new URL('../cold-start.child.ts', import.meta.url));
/** The cold start's own port block: the shell on 4910, each remote on a port after it. */
const SHELL_PORT = 4910;

export async function runColdStartSection(browser: Browser): Promise<SectionResult> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-cold-'));
  // The embedded server runs as the `postgres` OS user, which must reach <dataDir>/postgres.
  await chmod(dataDir, 0o755);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(SHELL_PORT),
    GATEWAY_PORT: String(await pickFreePort()),
    POSTGRES_PORT: String(await pickFreePort()),
    POSTGREST_PORT: String(await pickFreePort()),
    MAIL_WEB_PORT: String(await pickFreePort()),
    MAIL_SMTP_PORT: String(await pickFreePort()),
  };
  delete env.DATABASE_URL;
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', childScript], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = once(child, 'exit');
  const output: string[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      const lines = createInterface({ input: child.stdout });
      lines.on('line', (line) => {
        output.push(line);
        if (line.includes('Like and Gripe is running')) resolve();
      });
      createInterface({ input: child.stderr }).on('line', (line) => output.push(line));
      void exited.then(([code]) =>
        reject(new Error(`the cold start exited (${code}):\n${output.join('\n')}`)),
      );
    });
    const running = performance.now();
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`http://localhost:${SHELL_PORT}/`);
    await page
      .locator('article a[href^="/profile/"]')
      .first()
      .waitFor({ state: 'visible', timeout: 60_000 });
    const feedShown = performance.now();
    await context.close();
    return {
      rows: [
        {
          section: SECTION,
          metric: 'new data dir → site answering',
          value: seconds(running - started),
          note: 'database init, migrations, demo seed, PostgREST, gateway, served builds',
        },
        {
          section: SECTION,
          metric: 'new data dir → feed showing posts in Chromium',
          value: seconds(feedShown - started),
          note: `of which the first page load ${seconds(feedShown - running)}`,
        },
      ],
      details: { startupMs: running - started, feedShownMs: feedShown - started, output },
    };
  } finally {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  }
}
