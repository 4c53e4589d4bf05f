// `pnpm --filter bench chunks <package> [modules-per-chunk]`: where the bytes of a production build go.
// Builds the package's rspack config into a temporary folder (its dist/ is left alone) and prints
// each emitted chunk with its largest modules (sizes before minification), per rspack's stats.
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { buildIntoTemporaryFolder } from '../lib/rspack-build.ts';

const [packageName = 'shell', perChunk = '6'] = process.argv.slice(2).filter((arg) => arg !== '--');
const { stats, outputDir } = await buildIntoTemporaryFolder(packageName);
try {
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
