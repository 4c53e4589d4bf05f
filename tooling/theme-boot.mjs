// The page's one inline script (theme-boot.js): its text, which the build writes into index.html,
// and the hash the Content-Security-Policy allows it by.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

const source = () => readFileSync(new URL('./theme-boot.js', import.meta.url), 'utf8');

export function themeBootScript() {
  return source();
}

/** The CSP source that allows exactly this script inline: 'sha256-<base64 of its SHA-256>'. */
export function themeBootHashSource() {
  return `'sha256-${createHash('sha256').update(source()).digest('base64')}'`;
}
