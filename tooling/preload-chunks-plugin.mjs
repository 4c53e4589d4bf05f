// The shell's index.html names only main.js; the federation runtime requests everything else
// (react-dom, the router, supabase-js, the store, the shell's own code) once main.js has run. This
// plugin lists those chunks as <link rel="preload"> so they download alongside main.js: the
// bootstrap chunk group, the chunks the bootstrap imports in its start-up stages, and the chunks of
// every library the shell provides to the share scope (the runtime loads the shell's own copies,
// the first registered). Chunks that hold only a consume fallback are left out: they load only
// when no container provides the library.
const PLUGIN_NAME = 'PreloadShellChunksPlugin';
const PROVIDED = /^provide shared module /;
const BOOTSTRAP = /[\\/]src[\\/]bootstrap\.tsx$/;

function isLoadedAtStart(chunkGroup) {
  return chunkGroup.origins.some((origin) => {
    const importer = origin.module?.identifier?.() ?? '';
    return origin.request === './bootstrap' || PROVIDED.test(importer) || BOOTSTRAP.test(importer);
  });
}

export class PreloadShellChunksPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN_NAME, (compilation) => {
      const hooks = compiler.rspack.HtmlRspackPlugin.getCompilationHooks(compilation);
      hooks.alterAssetTags.tapPromise(PLUGIN_NAME, async (data) => {
        const files = new Set();
        for (const chunkGroup of compilation.chunkGroups) {
          if (!isLoadedAtStart(chunkGroup)) continue;
          for (const chunk of chunkGroup.chunks) {
            for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
          }
        }
        const preloads = [...files].sort().map((file) => ({
          tagName: 'link',
          voidTag: true,
          attributes: { rel: 'preload', as: 'script', href: `${data.publicPath}${file}` },
        }));
        data.assetTags.meta.push(...preloads);
        return data;
      });
    });
  }
}
