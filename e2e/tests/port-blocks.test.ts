// The e2e files run two at a time (package.json), so no two may serve the site on the same ports:
// each file's block is its shell port and the six after it (one per remote).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { REMOTES } from '../../tooling/remotes.mjs';

const testsDir = import.meta.dirname;
const BLOCK_SIZE = REMOTES.length + 1;
const SHELL_PORT_LITERAL = /(?:shellPort:\s*|SHELL_PORT\s*=\s*)(\d{4,5})/g;

async function shellPortsByFile(): Promise<Map<string, number[]>> {
  const files = (await readdir(testsDir)).filter((name) => name.endsWith('.test.ts'));
  const ports = new Map<string, number[]>();
  for (const file of files) {
    const source = await readFile(path.join(testsDir, file), 'utf8');
    const found = [...source.matchAll(SHELL_PORT_LITERAL)].map((match) => Number(match[1]));
    if (found.length > 0) ports.set(file, [...new Set(found)]);
  }
  return ports;
}

test('every e2e file serves the site on a port block no other file uses', async () => {
  const ports = await shellPortsByFile();
  // The files that start a site: most of them; a scan that found none would prove nothing.
  assert.ok(ports.size >= 20, `shell ports found in ${ports.size} files only`);
  const blocks = [...ports].flatMap(([file, shells]) =>
    shells.map((shell) => ({ file, first: shell, last: shell + BLOCK_SIZE - 1 })),
  );
  for (const [i, a] of blocks.entries()) {
    for (const b of blocks.slice(i + 1)) {
      const overlap = a.first <= b.last && b.first <= a.last;
      assert.ok(
        !overlap,
        `${a.file} (${a.first}-${a.last}) and ${b.file} (${b.first}-${b.last}) share ports`,
      );
    }
  }
});
