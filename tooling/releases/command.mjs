// The frame of the release and rollback commands: a refusal or a mistake in the command line is
// one plain message and exit code 1; anything else is a bug and keeps its stack.
import { ReleaseError } from './release-error.mjs';
import { defaultReleasesDir } from './release-store.mjs';

export async function runCommand(run) {
  try {
    console.log(await run(defaultReleasesDir()));
  } catch (error) {
    if (!(error instanceof ReleaseError) && error?.code !== 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
      throw error;
    }
    console.error(error.message);
    process.exitCode = 1;
  }
}
