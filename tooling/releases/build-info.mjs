// Who switches and which source a build came from, for release.json and the history.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
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

/** `RELEASED_BY` (a CI job names itself), else the user running the command. */
export const releasedBy = () => process.env.RELEASED_BY || os.userInfo().username;
