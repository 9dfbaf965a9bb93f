/**
 * Right-to-left stylesheets, as WordPress ships them: beside every stylesheet a build emits (`index.css`,
 * `chunks/*.css`, `vendor.css`) an `…-rtl.css` made by rtlcss (left/right, margins, paddings, borders,
 * positions and `/*rtl:…*\/` directives flipped). The host page links the `-rtl` files when the site locale
 * is right-to-left (mock-server/host/assets.ts); for the lazy chunks, whose `<link>`s mini-css-extract-plugin
 * inserts at run time, a small runtime module wraps `__webpack_require__.miniCssF` so that it answers the
 * `-rtl.css` file whenever the page is `<html dir="rtl">`, as WordPress's `is_rtl()` does for its styles.
 */
const rtlcss = require('rtlcss');
const { Compilation, RuntimeGlobals, RuntimeModule, sources } = require('webpack');

const NAME = 'RtlCssPlugin';

/** `a/b.css` → `a/b-rtl.css` (also with a `?query`). */
function rtlFileName(file) {
	return file.replace(/\.css(\?.*)?$/, '-rtl.css$1');
}

class RtlCssRuntimeModule extends RuntimeModule {
	constructor() {
		// After mini-css-extract-plugin's filename module (stage normal) has defined miniCssF.
		super('rtl css filenames', RuntimeModule.STAGE_ATTACH);
	}

	generate() {
		const fn = `${RuntimeGlobals.require}.miniCssF`;
		return [
			`var ltrCssFilename = ${fn};`,
			'if (typeof ltrCssFilename === "function") {',
			`\t${fn} = function (chunkId) {`,
			'\t\tvar file = ltrCssFilename(chunkId);',
			'\t\tvar rtl = typeof document !== "undefined" && document.documentElement.dir === "rtl";',
			'\t\treturn rtl ? file.replace(/\\.css$/, "-rtl.css") : file;',
			'\t};',
			'}',
		].join('\n');
	}
}

class RtlCssPlugin {
	apply(compiler) {
		compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
			compilation.hooks.runtimeRequirementInTree
				.for(RuntimeGlobals.ensureChunkHandlers)
				.tap(NAME, (chunk) => {
					if (chunk.hasRuntime()) {
						compilation.addRuntimeModule(chunk, new RtlCssRuntimeModule());
					}
				});

			compilation.hooks.processAssets.tapPromise(
				{ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
				async (assets) => {
					for (const file of Object.keys(assets)) {
						if (!/\.css$/.test(file) || /-rtl\.css$/.test(file)) {
							continue;
						}
						const css = compilation.getAsset(file).source.source().toString();
						const rtlFile = rtlFileName(file);
						compilation.emitAsset(rtlFile, new sources.RawSource(rtlcss.process(css)));
						for (const chunk of compilation.chunks) {
							if (chunk.files.has(file)) {
								chunk.auxiliaryFiles.add(rtlFile);
							}
						}
					}
				}
			);
		});
	}
}

module.exports = { RtlCssPlugin, rtlFileName };
