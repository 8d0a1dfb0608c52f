// Writes dist/release-manifest.json beside a build: the import-map entries the build provides (each
// System module's JS and, when it has CSS, `<module>/style.css`) and every file the build wrote
// (source maps and pictures included). A release publishes exactly these files, so a build folder
// may keep older builds' files: nothing is cleaned, nothing live is ever deleted by a build.
const NAME = 'ReleaseManifestPlugin';

/** The import-map specifier of a System module's stylesheet. */
const styleSpecifier = (name) => `${name}/style.css`;

class ReleaseManifestPlugin {
  /**
   * @param {Record<string, string>} modules import-map specifier -> webpack entry name
   * @param {{ filename?: string }} [options]
   */
  constructor(modules, options = {}) {
    this.modules = modules;
    this.filename = options.filename ?? 'release-manifest.json';
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // After the content hashes are final (RealContentHashPlugin renames files at OPTIMIZE_HASH).
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const imports = {};
        for (const [specifier, entry] of Object.entries(this.modules)) {
          const entrypoint = compilation.entrypoints.get(entry);
          if (!entrypoint) throw new Error(`${NAME}: no entry "${entry}" for ${specifier}`);
          const files = [...entrypoint.getFiles()];
          const js = files.filter((f) => f.endsWith('.js'));
          const css = files.filter((f) => f.endsWith('.css'));
          if (js.length !== 1 || css.length > 1) throw new Error(`${NAME}: ${specifier} must build into one .js and at most one .css, got ${files.join(', ')}`);
          imports[specifier] = js[0];
          if (css.length) imports[styleSpecifier(specifier)] = css[0];
        }
        const files = compilation.getAssets().map((asset) => asset.name).filter((name) => name !== this.filename).sort();
        compilation.emitAsset(this.filename, new sources.RawSource(`${JSON.stringify({ imports, files }, null, 2)}\n`));
      });
    });
  }
}

module.exports = { ReleaseManifestPlugin, styleSpecifier };
