/**
 * The plugin bundle (dist/): our code only. WordPress and WooCommerce packages, React and lodash are
 * externals mapped to the host's globals by the dependency-extraction plugin, which also writes
 * dist/index.asset.json with the script handles the bundle needs. Pages are lazy chunks.
 */
const path = require('path');
const webpack = require('webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const DependencyExtractionWebpackPlugin = require('@woocommerce/dependency-extraction-webpack-plugin');
const { root, dedupeAliases, distDir, scriptRule } = require('./webpack.shared');
const { RtlCssPlugin } = require('./webpack.rtl');
const { RoutesManifestPlugin } = require('./webpack.routes-manifest');

module.exports = (_env, argv) => {
	const production = (argv.mode || 'production') === 'production';
	return {
		mode: production ? 'production' : 'development',
		context: root,
		entry: { index: './src/index.tsx' },
		output: {
			path: distDir(),
			filename: '[name].js',
			chunkFilename: 'chunks/[name].[contenthash:8].js',
			// Chunks load from wherever the host serves index.js.
			publicPath: 'auto',
			clean: true,
		},
		devtool: production ? false : 'eval-cheap-module-source-map',
		performance: { hints: false },
		resolve: {
			extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
			alias: {
				...dedupeAliases(),
				'@woocommerce/settings$': path.join(root, 'src/settings/wc-settings-shim.ts'),
			},
		},
		module: {
			rules: [
				scriptRule,
				{ test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
				{ test: /\.s[ac]ss$/, use: [MiniCssExtractPlugin.loader, 'css-loader', 'sass-loader'] },
				{ test: /\.(svg|png|jpe?g|gif)$/, type: 'asset/resource' },
			],
		},
		optimization: {
			// No shared chunks: a route downloads two files, its page chunk and its reads chunk, with the
			// modules they share copied into each (webpack still runs a module once, whichever chunk brought
			// it). A few larger files beat twenty small ones: on a page load they compete with the host's
			// vendor bundle for the browser's cache and connections, and each costs a request (measured with
			// \`npm run bench\`: 40 to 80 ms less from navigation to data, warm and cold).
			splitChunks: {
				chunks: 'async',
				cacheGroups: { default: false, defaultVendors: false },
			},
		},
		plugins: [
			new MiniCssExtractPlugin({
				filename: '[name].css',
				chunkFilename: 'chunks/[name].[contenthash:8].css',
			}),
			// index-rtl.css and chunks/*-rtl.css beside each stylesheet; RTL pages load the chunks' -rtl files.
			new RtlCssPlugin(),
			// dist/routes.json: each route's chunk files, printed with the route's page by the host (webpack.routes-manifest.js).
			new RoutesManifestPlugin(),
			// V8's explicit compile hint on every script: the browser compiles all of a script's functions with
			// it (off the main thread while it streams in) and keeps them in its code cache, instead of
			// compiling each component, selector and formatter on the main thread the first time a page's
			// render calls it, on every load. Added after minification (which drops comments) and before the
			// file names' content hashes are computed.
			new webpack.BannerPlugin({
				banner: '//# allFunctionsCalledOnLoad',
				raw: true,
				test: /\.js$/,
				stage: webpack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING,
			}),
			new DependencyExtractionWebpackPlugin({
				outputFormat: 'json',
				// Our shim reads window.wcSettings itself; nothing to load for it.
				requestToExternal: (request) => (request === '@woocommerce/settings' ? false : undefined),
				requestToHandle: (request) => (request === '@woocommerce/settings' ? false : undefined),
			}),
		],
	};
};
