import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { rspack, type Configuration, type Stats } from '@rspack/core';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * The production build of one workspace package (its own rspack.config.mjs), written to a new
 * temporary folder so the package's dist/ (which others may be serving) is left alone.
 */
export async function buildIntoTemporaryFolder(
  packageName: string,
): Promise<{ stats: Stats; outputDir: string }> {
  const configModule = (await import(
    pathToFileURL(path.join(repoRoot, packageName, 'rspack.config.mjs')).href
  )) as {
    default: (env: unknown, argv: { mode: string }) => Configuration;
  };
  const config = configModule.default({}, { mode: 'production' });
  const outputDir = await mkdtemp(path.join(os.tmpdir(), `bench-build-${packageName}-`));
  config.output = { ...config.output, path: outputDir };
  const stats = await new Promise<Stats>((resolve, reject) => {
    const compiler = rspack(config);
    compiler.run((error, result) => {
      compiler.close(() => undefined);
      if (error || !result) reject(error ?? new Error('no stats'));
      else if (result.hasErrors()) reject(new Error(result.toString({ all: false, errors: true })));
      else resolve(result);
    });
  });
  return { stats, outputDir };
}
