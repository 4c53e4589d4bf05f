// The shell's index.html names only main.js; the federation runtime requests everything else
// (react-dom, the router, supabase-js, the store, the shell's own code) once main.js has run. This
// plugin takes main.js's script tag out of the page and lists it, with those chunks, in a data
// block (`<script type="application/json" id="start-after-paint">`) that start-after-paint.js
// reads once the page has been painted: it preloads the chunks, so they download alongside
// main.js, and runs main.js. The chunks are the bootstrap chunk group, the chunks the bootstrap
// imports in its start-up stages, and the chunks of every library the shell provides to the share
// scope (the runtime loads the shell's own copies, the first registered). Chunks that hold only a
// consume fallback are left out: they load only when no container provides the library.
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
        const start = {
          scripts: data.assetTags.scripts.map((tag) => tag.attributes.src),
          preloads: [...files].sort().map((file) => `${data.publicPath}${file}`),
        };
        data.assetTags.scripts = [];
        data.assetTags.meta.push({
          tagName: 'script',
          voidTag: false,
          attributes: { type: 'application/json', id: 'start-after-paint' },
          // The file names hold no '<', so the block cannot close early.
          innerHTML: JSON.stringify(start),
        });
        return data;
      });
    });
  }
}
