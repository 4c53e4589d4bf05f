// Serves the static Storybook (`npm run storybook:build` writes shared-ui/storybook-static) at
// /storybook/ on the shell's port, so designers open the design system where the site runs. When it
// was not built, nothing is mounted and /storybook/ is the site's ordinary 404 page.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';

const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');

/** Where `npm run storybook:build` writes the static Storybook. */
export const STORYBOOK_DIR = path.join(repoRoot, 'shared-ui', 'storybook-static');

/** The path the site serves it under. Storybook's build links its assets relatively (`./…`). */
export const STORYBOOK_PATH = '/storybook/';

// The two pages Storybook's build writes with inline scripts (its config and its module imports).
const PAGES_WITH_INLINE_SCRIPTS = ['index.html', 'iframe.html'];
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** The CSP source of each inline script in the built pages: `'sha256-…'`, so no 'unsafe-inline'. */
export async function inlineScriptHashes(dir = STORYBOOK_DIR) {
  const hashes = new Set();
  for (const page of PAGES_WITH_INLINE_SCRIPTS) {
    const html = await readFile(path.join(dir, page), 'utf8');
    for (const [, body] of html.matchAll(INLINE_SCRIPT)) {
      hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    }
  }
  return [...hashes];
}

/**
 * The Storybook pages' policy. It differs from the site's in two ways only: the manager frames its
 * own preview (iframe.html), so framing by the same origin is allowed, and Storybook's inline
 * scripts are allowed by their hashes. Nothing else from another origin.
 */
export function storybookContentSecurityPolicy(scriptHashes) {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * Mounts the static Storybook on `app` under /storybook/ if it was built; returns whether it did.
 * Registered as an encapsulated plugin, so its headers apply to its own routes and run after the
 * site's hooks (they override the site's framing rules and cache policy for these files only).
 */
export async function mountStorybook(app, { dir = STORYBOOK_DIR } = {}) {
  let scriptHashes;
  try {
    scriptHashes = await inlineScriptHashes(dir);
  } catch {
    return false; // Not built.
  }
  const policy = storybookContentSecurityPolicy(scriptHashes);
  await app.register(
    async (storybook) => {
      storybook.addHook('onSend', async (request, reply) => {
        reply.header('Content-Security-Policy', policy);
        reply.header('X-Frame-Options', 'SAMEORIGIN');
        // Part of the build keeps its name from one build to the next (sb-manager/runtime.js), so
        // every file is revalidated rather than cached for a year.
        reply.header('Cache-Control', 'no-cache');
      });
      // /storybook goes to /storybook/, where the relative asset links resolve.
      storybook.get('', (request, reply) => reply.redirect(STORYBOOK_PATH));
      await storybook.register(fastifyStatic, {
        root: dir,
        decorateReply: false,
        cacheControl: false,
      });
      storybook.setNotFoundHandler((request, reply) =>
        reply.code(404).type('text/plain; charset=utf-8').send('Not found'),
      );
    },
    { prefix: STORYBOOK_PATH.slice(0, -1) },
  );
  return true;
}
