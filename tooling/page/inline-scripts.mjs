// The page's inline scripts: their texts, which the build writes into index.html, and the hashes
// the Content-Security-Policy allows them by. theme-boot.js runs at the top of the body, before
// the first paint; start-after-paint.js at its end.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

export const INLINE_SCRIPTS = ['theme-boot.js', 'start-after-paint.js'];

export function inlineScript(file) {
  return readFileSync(new URL(`./${file}`, import.meta.url), 'utf8');
}

/** The CSP sources that allow exactly these scripts inline: 'sha256-<base64 of its SHA-256>'. */
export function inlineScriptHashSources() {
  return INLINE_SCRIPTS.map(
    (file) => `'sha256-${createHash('sha256').update(inlineScript(file)).digest('base64')}'`,
  );
}
