// Releases and rollback on a running site, in Chromium with a real backend: every switch is made by
// the release and rollback commands, and the browser sees it on its next page load. The shell is
// built twice and every remote once; a remote's second release is a copy of its first (builds are
// slow on small machines), the feed's with a text changed as a rebuild after that edit has it.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import type { Session } from '@supabase/supabase-js';
import { REMOTES, portOf } from '../../tooling/remotes.mjs';
import { startTestStack, type TestStack } from '../../backend/test/helpers/test-stack.ts';
import { anonClient } from '../../backend/test/helpers/supabase-clients.ts';
import { launchChromium } from '../src/browser.ts';
import { seriousViolations } from '../src/axe-audit.ts';
import { contextFor } from '../src/member-session.ts';
import { startSite, type RunningSite } from '../src/site.ts';
import { screenIsLive } from '../src/live-screen.ts';

const SHELL_PORT = 5500;
/** Who releases, as a CI job would name itself; neither it nor the OS user may be shown. */
const RELEASER = 'release-e2e-person';
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const HERO = 'Share your thoughts, get honest feedback from the community';
const CHANGED_HERO = 'Share your thoughts, get honest feedback from the whole community';
const ALICES_POST = {
  id: '00000000-0000-4000-b000-000000000001',
  title: 'Noise-cancelling headphones for open offices?',
};

let workDir: string;
let releasesDir: string;
let stack: TestStack;
let site: RunningSite;
let browser: Browser;
let alice: Session;

before(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'releases-e2e-'));
  releasesDir = path.join(workDir, 'releases');
  stack = await startTestStack({
    seed: true,
    autoconfirm: true,
    siteUrl: `http://localhost:${SHELL_PORT}`,
  });
  site = await startSite({
    shellPort: SHELL_PORT,
    supabaseUrl: stack.url,
    supabaseAnonKey: stack.anonKey,
    releasesDir,
  });
  browser = await launchChromium();
  const { data, error } = await anonClient(stack).auth.signInWithPassword({
    email: 'alice@example.com',
    password: 'password123',
  });
  if (error) throw error;
  alice = data.session;
});

after(async () => {
  await browser?.close();
  await site?.stop();
  await stack?.stop();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

/** `npm run release` / `npm run rollback` as a person runs them, on this test's releases. */
async function run(command: 'release' | 'rollback', ...args: string[]) {
  try {
    const { stdout } = await promisify(execFile)('node', [`scripts/${command}.mjs`, ...args], {
      cwd: repoRoot,
      env: { ...process.env, RELEASES_DIR: releasesDir, RELEASED_BY: RELEASER },
      maxBuffer: 16 * 1024 * 1024,
    });
    return { ok: true, output: stdout };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

async function live(): Promise<Record<string, { version: string }>> {
  return JSON.parse(await readFile(path.join(releasesDir, 'live.json'), 'utf8'));
}

/** Releases `app` and returns the version that went live. */
async function release(app: string, from?: string) {
  const result = await run('release', app, ...(from ? ['--from', from] : []));
  assert.ok(result.ok, result.output);
  return (await live())[app]!.version;
}

const releaseFolder = (app: string, version: string) => path.join(releasesDir, app, version);

async function rollback(app: string, version?: string) {
  const result = await run('rollback', app, ...(version ? [version] : []));
  assert.ok(result.ok, result.output);
  return (await live())[app]!.version;
}

/** A copy of the feed's build with its hero text changed, as a rebuild after that edit makes it. */
async function feedBuildWithChangedHero(feedRelease: string) {
  const copy = path.join(workDir, 'feed-changed');
  await cp(releaseFolder('feed', feedRelease), copy, { recursive: true });
  let changed = 0;
  for (const file of await readdir(copy, { recursive: true })) {
    if (!/\.(js|html)$/.test(file)) continue;
    const text = await readFile(path.join(copy, file), 'utf8');
    if (!text.includes(HERO)) continue;
    await writeFile(path.join(copy, file), text.replaceAll(HERO, CHANGED_HERO));
    // The build's compressed copies still say the old text; without them the file is sent as is.
    await rm(path.join(copy, `${file}.br`), { force: true });
    await rm(path.join(copy, `${file}.gz`), { force: true });
    changed += 1;
  }
  assert.ok(changed > 0, `no file of the feed's build says "${HERO}"`);
  return copy;
}

/**
 * A member's tour of every remote's screens (the feed, a post, her profile, her notifications,
 * moderation, which turns her away) and a visitor's sign-in page, asserting each came from the
 * expected live builds.
 */
async function assertSiteWorks(expected: { shell: string; remotes: Record<string, string> }) {
  const context = await contextFor(browser, stack.url, alice);
  const page = await context.newPage();
  const requested: string[] = [];
  const errors: Error[] = [];
  page.on('request', (request) => requested.push(request.url()));
  page.on('pageerror', (error) => errors.push(error));

  await page.goto(`${site.url}/`);
  await page.locator('a[href^="/post/"]').first().waitFor();
  // The first cards come drawn by the server; the feed remote has loaded once React replaced them.
  await screenIsLive(page);
  const shellScript = await page.locator('script[src*="/main."]').getAttribute('src');
  assert.ok(shellScript?.startsWith(`/releases/${expected.shell}/`), String(shellScript));

  await page.goto(`${site.url}/post/${ALICES_POST.id}`);
  await screenIsLive(page);
  await page.getByRole('heading', { name: ALICES_POST.title }).waitFor();
  await page.goto(`${site.url}/profile/alice`);
  await page.getByRole('heading', { name: 'Alice Chen' }).waitFor();
  await page.getByRole('button', { name: 'Edit Profile' }).waitFor();
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await panel.getByText('Bob Martinez mentioned you in the post').first().waitFor();
  await page.goto(`${site.url}/moderation`);
  await page.getByText('Moderators only').waitFor();
  await context.close();

  const visitor = await browser.newPage();
  visitor.on('request', (request) => requested.push(request.url()));
  await visitor.goto(`${site.url}/auth`);
  // The form comes with the page; the auth remote has loaded once React has replaced it.
  await screenIsLive(visitor);
  await visitor.getByLabel('Email').waitFor();
  await visitor.close();

  for (const remote of REMOTES) {
    const manifest = `http://localhost:${portOf(remote, SHELL_PORT)}/releases/${expected.remotes[remote.name]}/mf-manifest.json`;
    assert.ok(requested.includes(manifest), `${manifest} was not loaded`);
  }
  assert.deepEqual(errors, []);
}

async function heroAfterReload(page: Page, text: string) {
  await page.reload();
  await page.locator('a[href^="/post/"]').first().waitFor();
  await page.getByText(text, { exact: true }).waitFor();
  const other = text === HERO ? CHANGED_HERO : HERO;
  assert.equal(await page.getByText(other, { exact: true }).count(), 0);
}

describe('releases on a running site', () => {
  const first: Record<string, string> = {};
  const second: Record<string, string> = {};
  let firstShell = '';

  test('the shell and every remote, built and released together, go live with no restart', async () => {
    // Together: the contract of the builds in dist/ may be older than the source's.
    const result = await run('release', 'shell', ...REMOTES.map((remote) => remote.name));
    assert.ok(result.ok, result.output);
    const versions = await live();
    firstShell = versions.shell!.version;
    for (const remote of REMOTES) first[remote.name] = versions[remote.name]!.version;
    await assertSiteWorks({ shell: firstShell, remotes: first });

    const page = await browser.newPage();
    await page.goto(`${site.url}/releases`);
    const table = page.getByRole('table').first();
    await table.waitFor();
    for (const [app, version] of Object.entries({ shell: firstShell, ...first })) {
      const appCell = page.getByRole('cell', { name: app, exact: true });
      const row = table.getByRole('row').filter({ has: appCell });
      assert.equal(await row.getByRole('cell').nth(1).textContent(), version, app);
    }
    const listedText = await (await page.request.get(`${site.url}/releases.json`)).text();
    const listed = JSON.parse(listedText) as {
      apps: { app: string; version: string; commit: string | null }[];
      recent: object[];
    };
    assert.equal(listed.apps.find((entry) => entry.app === 'shell')?.version, firstShell);
    assert.match(listed.apps.find((entry) => entry.app === 'feed')?.commit ?? '', /^[0-9a-f]{40}$/);
    assert.ok(listed.recent.length > 0, 'no switch listed');

    // Who released is neither recorded nor shown: not the OS user, not RELEASED_BY.
    const recorded = [
      ...Object.values(await live()),
      ...(await readFile(path.join(releasesDir, 'history.jsonl'), 'utf8'))
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as object),
    ];
    const served = [...listed.apps, ...listed.recent];
    for (const entry of [...recorded, ...served])
      assert.equal('by' in entry, false, JSON.stringify(entry));
    const pageText = await page.locator('body').innerText();
    for (const name of [RELEASER, os.userInfo().username]) {
      assert.ok(!listedText.includes(`"${name}"`), `/releases.json names ${name}`);
      assert.ok(!pageText.split(/\s+/).includes(name), `/releases names ${name}`);
    }
    assert.equal(await page.getByRole('columnheader', { name: /\bby\b/i }).count(), 0);
    await page.close();
  });

  test('the releases page reads at 320 and 1440 px with no serious axe violation', async () => {
    const context = await contextFor(browser, stack.url, null, { bypassCSP: true });
    const page = await context.newPage();
    for (const width of [320, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${site.url}/releases`);
      await page.getByRole('heading', { name: 'What is live' }).waitFor();
      await page.getByText(firstShell).first().waitFor();
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(scrollWidth <= width, `${String(scrollWidth)} px wide at ${String(width)} px`);
      assert.deepEqual(await seriousViolations(page), []);
    }
    await context.close();
  });

  test('a release that breaks the contract is refused before it goes live', async () => {
    const before = await live();
    const folders = await readdir(path.join(releasesDir, 'feed'));
    const incompatible = path.join(workDir, 'feed-incompatible');
    await cp(releaseFolder('feed', first.feed!), incompatible, { recursive: true });
    const manifestFile = path.join(incompatible, 'mf-manifest.json');
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as {
      shared: { name: string; requiredVersion: string }[];
    };
    const core = manifest.shared.find((entry) => entry.name === '@likegripe/shared-core');
    assert.ok(core, 'the feed shares @likegripe/shared-core');
    core.requiredVersion = '^99.0.0';
    await writeFile(manifestFile, JSON.stringify(manifest));

    const result = await run('release', 'feed', '--from', incompatible);
    assert.equal(result.ok, false);
    const shellRelease = JSON.parse(
      await readFile(path.join(releasesDir, 'shell', firstShell, 'release.json'), 'utf8'),
    ) as { provides: Record<string, string> };
    const provided = shellRelease.provides['@likegripe/shared-core'];
    assert.ok(
      result.output.includes(
        `requires @likegripe/shared-core ^99.0.0, but the live shell ${firstShell} provides ${provided}`,
      ),
      result.output,
    );
    assert.deepEqual(await live(), before);
    assert.deepEqual(await readdir(path.join(releasesDir, 'feed')), folders);
    assert.match(site.appConfig.remotes.feed ?? '', new RegExp(`/releases/${first.feed}/`));
  });

  test('a rollback restores the previous feed in an open browser after reload', async () => {
    const page = await browser.newPage();
    await page.goto(`${site.url}/`);
    await page.getByText(HERO, { exact: true }).waitFor();

    second.feed = await release('feed', await feedBuildWithChangedHero(first.feed!));
    await heroAfterReload(page, CHANGED_HERO);
    assert.equal(await rollback('feed'), first.feed);
    await heroAfterReload(page, HERO);
    assert.equal(await rollback('feed', second.feed), second.feed);
    await heroAfterReload(page, CHANGED_HERO);
    await page.close();
  });

  test('the previous release of each remote works against the current shell', async () => {
    for (const remote of REMOTES.filter((each) => each.name !== 'feed')) {
      second[remote.name] = await release(
        remote.name,
        releaseFolder(remote.name, first[remote.name]!),
      );
    }
    const currentShell = await release('shell');
    assert.notEqual(currentShell, firstShell);
    for (const remote of REMOTES) assert.equal(await rollback(remote.name), first[remote.name]);
    await assertSiteWorks({ shell: currentShell, remotes: first });
  });

  test('the current release of each remote works against the previous shell', async () => {
    assert.equal(await rollback('shell'), firstShell);
    for (const remote of REMOTES) {
      assert.equal(await rollback(remote.name, second[remote.name]), second[remote.name]);
    }
    await assertSiteWorks({ shell: firstShell, remotes: second });
  });
});
