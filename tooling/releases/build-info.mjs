// Which source a build came from, for release.json and the history.
import { execFileSync } from 'node:child_process';
import { repoRoot } from './release-store.mjs';

const git = (...args) =>
  execFileSync('git', args, {
    cwd: repoRoot,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });

/** The checked-out commit, and whether the work tree had changes on top of it. */
export function sourceCommit() {
  try {
    return {
      commit: git('rev-parse', 'HEAD').trim(),
      uncommittedChanges: git('status', '--porcelain') !== '',
    };
  } catch {
    return { commit: null, uncommittedChanges: null }; // Not a git checkout (e.g. an unpacked archive).
  }
}
