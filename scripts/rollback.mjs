// `npm run rollback -- <app> [version]`: makes the release before the live one (or the one named)
// live again, without building (docs/releases.md).
import { parseArgs } from 'node:util';
import { rollback } from '../tooling/releases/rollback.mjs';
import { runCommand } from '../tooling/releases/command.mjs';

await runCommand(async (releasesDir) => {
  const { positionals } = parseArgs({ allowPositionals: true });
  const { release, previous } = await rollback({
    appName: positionals[0],
    version: positionals[1],
    releasesDir,
  });
  return `${release.app} ${release.version} is live again (before: ${previous}).`;
});
