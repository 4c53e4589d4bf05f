// `pnpm --filter bench chunks <package> [modules-per-chunk]`: where the bytes of a production build go.
// Builds the package's rspack config into a temporary folder (its dist/ is left alone) and prints
// each emitted chunk with its largest modules (sizes before minification), per rspack's stats.
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { rspack, type Configuration, type Stats } from '@rspack/core';

const [packageName = 'shell', perChunk = '6'] = process.argv.slice(2).filter((arg) => arg !== '--');
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const configModule = (await import(
  pathToFileURL(path.join(repoRoot, packageName, 'rspack.config.mjs')).href
)) as { default: (env: unknown, argv: { mode: string }) => Configuration };
const config = configModule.default({}, { mode: 'production' });
const outputDir = await mkdtemp(path.join(os.tmpdir(), `bench-chunks-${packageName}-`));
config.output = { ...config.output, path: outputDir };

try {
  const stats = await new Promise<Stats>((resolve, reject) => {
    const compiler = rspack(config);
    compiler.run((error, result) => {
      compiler.close(() => undefined);
      if (error || !result) reject(error ?? new Error('no stats'));
      else resolve(result);
    });
  });
  const json = stats.toJson({ chunks: true, chunkModules: true, modules: false, assets: false });
  const chunks = (json.chunks ?? []).filter((chunk) =>
    (chunk.files ?? []).some((file) => file.endsWith('.js')),
  );
  const rows = await Promise.all(
    chunks.map(async (chunk) => {
      const file = (chunk.files ?? []).find((name) => name.endsWith('.js')) ?? '';
      const bytes = (await stat(path.join(outputDir, file))).size;
      const modules = [...(chunk.modules ?? [])]
        .sort((a, b) => (b.size ?? 0) - (a.size ?? 0))
        .slice(0, Number(perChunk))
        .map(
          (module) =>
            `    ${String(Math.round((module.size ?? 0) / 1024)).padStart(5)} KB  ${(module.name ?? '?').slice(0, 110)}`,
        );
      return { file, bytes, initial: chunk.initial, modules };
    }),
  );
  console.log(
    `${packageName}: ${rows.length} JavaScript files (minified sizes; module sizes before minification)`,
  );
  for (const row of rows.sort((a, b) => b.bytes - a.bytes)) {
    console.log(
      `${String(Math.round(row.bytes / 1024)).padStart(5)} KB  ${row.file}${row.initial ? ' (initial)' : ''}`,
    );
    console.log(row.modules.join('\n'));
  }
} finally {
  await rm(outputDir, { recursive: true, force: true });
}
