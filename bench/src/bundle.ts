// `npm run bench:bundle`: the JavaScript each route downloads on a first load, measured in Chromium
// against the production builds (run `node scripts/build.mjs` first). Sizes are gzip level 6.
import { mkdir, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../../e2e/src/browser.ts';
import { startSite } from '../../e2e/src/site.ts';
import { describeMachine } from './machine.ts';

const ROUTES = [
  '/',
  '/auth',
  '/create',
  '/post/00000000-0000-0000-0000-000000000000',
  '/profile/alice',
];
const BUDGET_HOME_GZIP = 260 * 1024;

interface ScriptFile {
  url: string;
  raw: number;
  gzip: number;
}

const site = await startSite({
  shellPort: 4900,
  supabaseUrl: process.env.SUPABASE_URL ?? 'http://127.0.0.1:1',
  supabaseAnonKey: process.env.SUPABASE_ANON_KEY ?? 'not-used',
});
const browser = await launchChromium();
const results: Record<string, { files: ScriptFile[]; totalGzip: number }> = {};
try {
  for (const route of ROUTES) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const pending: Promise<ScriptFile | null>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response
          .body()
          .then((body) => ({
            url: response.url(),
            raw: body.length,
            gzip: gzipSync(body, { level: 6 }).length,
          }))
          .catch(() => null),
      );
    });
    await page.goto(`${site.url}${route}`, { waitUntil: 'networkidle' });
    const files = (await Promise.all(pending)).filter((file): file is ScriptFile => file !== null);
    results[route] = { files, totalGzip: files.reduce((sum, file) => sum + file.gzip, 0) };
    await context.close();
  }
} finally {
  await browser.close();
  await site.stop();
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`First-load JavaScript per route (gzip level 6)\nMachine: ${describeMachine()}\n`);
for (const [route, { files, totalGzip }] of Object.entries(results)) {
  console.log(`${route}  —  ${files.length} files, ${kb(totalGzip)} gzip`);
  for (const file of [...files].sort((a, b) => b.gzip - a.gzip)) {
    const name = file.url.replace(/^https?:\/\/[^/]+/, '');
    console.log(
      `  ${kb(file.gzip).padStart(10)}  ${kb(file.raw).padStart(10)} raw  ${new URL(file.url).port} ${name}`,
    );
  }
}
const home = results['/']?.totalGzip ?? 0;
console.log(
  `\n/ first load: ${kb(home)} gzip; budget ${kb(BUDGET_HOME_GZIP)} (${home <= BUDGET_HOME_GZIP ? 'within' : 'OVER'})`,
);

await mkdir('results', { recursive: true });
const file = `results/bundle-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
await writeFile(file, JSON.stringify({ machine: describeMachine(), results }, null, 2));
console.log(`Written to bench/${file}`);
