// The production builds write a Brotli and a gzip copy next to each script, style sheet, manifest
// and image they emit (`file.js.br`, `file.js.gz`); the site's servers send the copy the browser
// accepts. Compressed per request, a page's twenty-odd scripts cost the server about 70 ms of CPU
// on every load, which on a small machine competed with the browser drawing the page; compressed
// once at build time they also take Brotli's best level (smaller than the level a server can
// afford per request).
import zlib from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';

const COMPRESSIBLE = /\.(js|mjs|css|json|svg|txt)$/;

export function precompressPlugins() {
  const common = { test: COMPRESSIBLE, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
    }),
  ];
}
