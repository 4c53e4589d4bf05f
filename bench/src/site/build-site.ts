// The site's sections measure the production builds in each app's dist/. A fresh clone has none and
// an older checkout's would be of older code, so they are built from the checkout before the site
// starts, as `node scripts/build.mjs` builds them.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Builds every app into its dist/; its output is shown only when the build fails. */
export function buildSite(log: (line: string) => void) {
  const started = performance.now();
  try {
    execFileSync('node', ['scripts/build.mjs'], {
      cwd: repoRoot,
      stdio: 'pipe',
      maxBuffer: 256 * 1024 * 1024,
    });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(`node scripts/build.mjs failed:\n${stdout ?? ''}${stderr ?? ''}`);
  }
  log(
    `built the site's production builds in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
