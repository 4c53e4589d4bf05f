// Fails when a Markdown file of the repository links to a path that does not exist or that lies
// outside the repository (a clone has nothing beside it). Web links and in-page anchors are not
// checked. Before it reads the repository it runs itself on planted broken links and stops if it
// misses one, so the check cannot go quiet.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Build output, installed packages and local data: not the repository's own writing.
const SKIPPED_DIRS = new Set([
  '.git',
  'node_modules',
  'dist',
  'storybook-static',
  '.data',
  'coverage',
  'results',
  'artifacts',
]);

/** Every Markdown file of the repository, relative to its root. */
export function markdownFiles(root = repoRoot, dir = '') {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return SKIPPED_DIRS.has(entry.name) ? [] : markdownFiles(root, relative);
    }
    return entry.name.endsWith('.md') ? [relative] : [];
  });
}

// Code is quoted, not linked: fenced blocks and inline code spans are blanked before parsing.
const FENCED_CODE = /^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm;
const INLINE_CODE = /`[^`\n]*`/g;
const INLINE_LINK = /!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const REFERENCE_DEFINITION = /^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+.*)?$/gm;
const HTML_REFERENCE = /<(?:a|img)\s[^>]*?(?:href|src)="([^"]+)"/g;
const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/|#)/i;

/** The link targets written in a Markdown text, in order. */
export function linkTargets(markdown) {
  const text = markdown.replace(FENCED_CODE, '').replace(INLINE_CODE, '');
  return [INLINE_LINK, REFERENCE_DEFINITION, HTML_REFERENCE].flatMap((pattern) =>
    [...text.matchAll(pattern)].map((match) => match[1]),
  );
}

/**
 * The links of `markdown` (the text of `file`, relative to `root`) that point at a missing path or
 * outside `root`, each with the reason.
 */
export function brokenLinks(markdown, file, root = repoRoot) {
  return linkTargets(markdown)
    .filter((target) => !EXTERNAL.test(target))
    .flatMap((target) => {
      const pathPart = decodeURI(target.split(/[?#]/)[0] ?? '');
      const resolved = pathPart.startsWith('/')
        ? path.join(root, pathPart)
        : path.resolve(root, path.dirname(file), pathPart);
      const inside = path.relative(root, resolved);
      if (inside.startsWith('..') || path.isAbsolute(inside)) {
        return [{ file, target, reason: 'points outside the repository' }];
      }
      return existsSync(resolved) ? [] : [{ file, target, reason: 'does not exist' }];
    });
}

const PLANTED = `
[outside](../shared/spec/SPEC.md) [missing](docs/no-such-file.md) ![missing image](docs/none.png)
[missing reference]: ./docs/adr/0000-none.md
<a href="tooling/nothing.mjs">html</a>

[fine](docs/adr/) [fine with anchor](README.md#two-commands) [web](https://example.com) [here](#x)
\`[quoted](../quoted.md)\`

\`\`\`md
[fenced](../fenced.md)
\`\`\`
`;
const PLANTED_BROKEN = [
  '../shared/spec/SPEC.md',
  'docs/no-such-file.md',
  'docs/none.png',
  './docs/adr/0000-none.md',
  'tooling/nothing.mjs',
];

function checkTheCheck() {
  const found = brokenLinks(PLANTED, 'README.md').map((broken) => broken.target);
  const missed = PLANTED_BROKEN.filter((target) => !found.includes(target));
  const wrong = found.filter((target) => !PLANTED_BROKEN.includes(target));
  if (missed.length > 0 || wrong.length > 0) {
    throw new Error(
      `check-doc-links is broken: missed ${JSON.stringify(missed)}, ` +
        `flagged ${JSON.stringify(wrong)} in its planted fixture`,
    );
  }
}

function main() {
  checkTheCheck();
  const files = markdownFiles();
  const broken = files.flatMap((file) =>
    brokenLinks(readFileSync(path.join(repoRoot, file), 'utf8'), file),
  );
  for (const { file, target, reason } of broken) console.error(`${file}: ${target} ${reason}`);
  if (broken.length > 0) {
    console.error(`${String(broken.length)} broken link(s) in Markdown files.`);
    process.exit(1);
  }
  console.info(`Doc links: ${String(files.length)} Markdown files, every link resolves.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
