/**
 * The host vendor bundle (dist-host/): the stand-in for WordPress and WooCommerce on a wp-admin page.
 * It is built once and loaded before the plugin bundle; see host-vendor/index.ts.
 */
const path = require('path');
const fs = require('fs');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { root, nodeModules, dedupeAliases, hostDistDir, scriptRule } = require('./webpack.shared');
const { RtlCssPlugin } = require('./webpack.rtl');

/** Script handles this vendor provides, as the dependency-extraction plugin names them. */
const HANDLES = [
	'react',
	'react-dom',
	'react-jsx-runtime',
	'lodash',
	'moment',
	'wp-element',
	'wp-components',
	'wp-data',
	'wp-api-fetch',
	'wp-i18n',
	'wp-url',
	'wp-compose',
	'wp-hooks',
	'wp-notices',
	'wp-html-entities',
	'wp-date',
	'wp-icons',
	'wp-primitives',
	'wp-a11y',
	'wp-dom',
	'wp-keycodes',
	'wp-deprecated',
	'wp-viewport',
	'wc-components',
	'wc-navigation',
	'wc-csv',
	'wc-settings',
];

class WriteHandlesPlugin {
	apply(compiler) {
		compiler.hooks.afterEmit.tap('WriteHandlesPlugin', () => {
			fs.writeFileSync(
				path.join(compiler.options.output.path, 'handles.json'),
				JSON.stringify(HANDLES, null, 2)
			);
		});
	}
}

/**
 * `--env reactProfiling` builds it with React's profiling build (per-component render times, as
 * `npm run bench:render` reads them); `WCPAY_HOST_DIST_DIR` writes it to another folder.
 */
module.exports = (env = {}, argv) => ({
	mode: argv.mode || 'production',
	context: root,
	entry: { vendor: './host-vendor/index.ts' },
	output: { path: hostDistDir(), filename: '[name].js', clean: true },
	devtool: false,
	performance: { hints: false },
	resolve: {
		extensions: ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.json'],
		alias: {
			...dedupeAliases(),
			...(env.reactProfiling ? { 'react-dom$': path.join(nodeModules, 'react-dom/profiling.js') } : {}),
			// Not in the package's `exports` (HAZARDS 13).
			// Not shipped by the stand-in host (see host-vendor/stubs): they drag in the block editor.
			'@wordpress/media-utils$': path.join(root, 'host-vendor/stubs/media-utils.ts'),
			'@woocommerce/data$': path.join(root, 'host-vendor/stubs/woocommerce-data.ts'),
			'@woocommerce/settings$': path.join(root, 'src/settings/wc-settings-shim.ts'),
			'wc-components-style': path.join(nodeModules, '@woocommerce/components/build-style/style.css'),
			// The package's modules one by one (host-vendor/index.ts), CommonJS like the rest; not in its `exports`.
			'wc-components-build': path.join(nodeModules, '@woocommerce/components/build'),
		},
	},
	module: {
		rules: [
			scriptRule,
			{ test: /\.m?js$/, resolve: { fullySpecified: false } },
			{ test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
			{ test: /\.s[ac]ss$/, use: [MiniCssExtractPlugin.loader, 'css-loader', 'sass-loader'] },
			{ test: /\.(svg|png|jpe?g|gif|woff2?)$/, type: 'asset/inline' },
		],
	},
	ignoreWarnings: [/export 'Text' \(imported as 'Text'\) was not found/],
	plugins: [
		new MiniCssExtractPlugin({ filename: '[name].css' }),
		// vendor-rtl.css for right-to-left locales.
		new RtlCssPlugin(),
		new WriteHandlesPlugin(),
	],
});
