import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RunningStack } from './stack.ts';

/**
 * Writes `<dataDir>/app-config.json` with the URL and anon key of the running stack, for the
 * remotes' dev servers (the key changes with the data dir's secret, so no build may carry it).
 */
export async function writeAppConfig(stack: RunningStack): Promise<string> {
  const file = path.join(stack.config.dataDir, 'app-config.json');
  const config = {
    supabaseUrl: stack.url,
    supabaseAnonKey: stack.anonKey,
    imageTransformations: true,
  };
  await writeFile(file, `${JSON.stringify(config, null, 2)}\n`);
  return file;
}
