// Proves the static Storybook works in a real browser, not only that it built: serves
// storybook-static on a free 127.0.0.1 port, renders the primary Button story in Chromium, checks it
// is visible in the theme's primary colour with no page errors, and loads the manager page.
// Optional: SHOTS_DIR=/some/dir also saves screenshots of a few stories there.
import { createServer } from 'node:http';
import { readFile, mkdir } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const staticDir = join(packageDir, 'storybook-static');
const buttonStoryId = 'actions-button--primary';
const screenshotStories = [
  'actions-button--all-variants',
  'identity-avatar--sizes',
  'feedback-toaster--variants',
  'overlays-dialog--edit-profile',
  'identity-logo--sizes',
];
const contentTypes = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

async function primaryColour() {
  const tokens = await readFile(join(packageDir, 'src/theme/tokens.ts'), 'utf8');
  const hex = /\bprimary: '#([0-9a-f]{6})'/i.exec(tokens)?.[1];
  if (!hex) throw new Error('colors.primary not found in src/theme/tokens.ts');
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** Answers one request with a file of the static Storybook. */
async function sendStatic(request, response) {
  const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname));
  const file = join(staticDir, path.endsWith('/') ? `${path}index.html` : path);
  if (!file.startsWith(staticDir)) {
    response.writeHead(403).end();
    return;
  }
  try {
    const body = await readFile(file);
    response.writeHead(200, {
      'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
    });
    response.end(body);
  } catch {
    response.writeHead(404).end('not found');
  }
}

function serve() {
  const server = createServer((request, response) => {
    sendStatic(request, response).catch(() => response.writeHead(400).end());
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function checkButtonStory(page, base, expectedColour) {
  await page.goto(`${base}/iframe.html?id=${buttonStoryId}&viewMode=story`, { waitUntil: 'load' });
  const button = page.getByRole('button', { name: 'Create Review Post' });
  await button.waitFor({ state: 'visible', timeout: 30_000 });
  const colour = await button.evaluate((element) => getComputedStyle(element).backgroundColor);
  if (colour !== expectedColour) {
    throw new Error(`Button background is ${colour}, expected the theme primary ${expectedColour}`);
  }
  console.info(`ok: story ${buttonStoryId} shows the button in ${colour}`);
}

async function checkManager(page, base) {
  await page.goto(`${base}/index.html`, { waitUntil: 'load' });
  await page.locator('#storybook-preview-iframe').waitFor({ state: 'attached', timeout: 30_000 });
  console.info('ok: manager index.html loads the preview iframe');
}

async function takeScreenshots(page, base, dir) {
  await mkdir(dir, { recursive: true });
  await page.setViewportSize({ width: 900, height: 640 });
  for (const id of screenshotStories) {
    await page.goto(`${base}/iframe.html?id=${id}&viewMode=story`, { waitUntil: 'load' });
    // Dialogs render into a portal outside #storybook-root.
    await page.locator('#storybook-root > *, [role="dialog"]').first().waitFor({ timeout: 30_000 });
    await page.waitForTimeout(600);
    await page.screenshot({ path: join(dir, `${id}.png`) });
    console.info(`screenshot: ${join(dir, `${id}.png`)}`);
  }
}

const server = await serve();
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const pageErrors = [];
let failed = false;
try {
  const page = await browser.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await checkButtonStory(page, base, await primaryColour());
  await checkManager(page, base);
  if (process.env.SHOTS_DIR) await takeScreenshots(page, base, process.env.SHOTS_DIR);
  if (pageErrors.length > 0) throw new Error(`page errors:\n${pageErrors.join('\n')}`);
} catch (error) {
  failed = true;
  console.error(`check-storybook failed: ${error.message}`);
} finally {
  await browser.close();
  server.close();
}
process.exit(failed ? 1 : 0);
