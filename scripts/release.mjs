// `npm run release -- <app>… [--from <build folder>]`: builds the shell and/or remotes named into new
// versioned releases, checks them against what is live and makes them live (docs/releases.md).
import { parseArgs } from 'node:util';
import { release } from '../tooling/releases/release.mjs';
import { runCommand } from '../tooling/releases/command.mjs';

await runCommand(async (releasesDir) => {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { from: { type: 'string' } },
  });
  const { releases, previous } = await release({
    appNames: positionals,
    from: values.from,
    releasesDir,
  });
  return releases
    .map((made) => {
      const before = previous[made.app] ?? 'its dist/ build';
      return `${made.app} ${made.version} is live (before: ${before}).`;
    })
    .join('\n');
});
