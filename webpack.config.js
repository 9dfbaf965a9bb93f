/**
 * The plugin bundle (dist/): our code only. WordPress and WooCommerce packages, React and lodash are
 * externals mapped to the host's globals by the dependency-extraction plugin, which also writes
 * dist/index.asset.json with the script handles the bundle needs. Pages are lazy chunks.
 */
const path = require('path');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const DependencyExtractionWebpackPlugin = require('@woocommerce/dependency-extraction-webpack-plugin');
const { root, dedupeAliases, scriptRule } = require('./webpack.shared');
const { RtlCssPlugin } = require('./webpack.rtl');
const { RoutesManifestPlugin } = require('./webpack.routes-manifest');

module.exports = (_env, argv) => {
	const production = (argv.mode || 'production') === 'production';
	return {
		mode: production ? 'production' : 'development',
		context: root,
		entry: { index: './src/index.tsx' },
		output: {
			path: process.env.WCPAY_DIST_DIR
				? path.resolve(process.env.WCPAY_DIST_DIR)
				: path.join(root, 'dist'),
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
			splitChunks: {
				chunks: 'async',
				minSize: 10000,
				cacheGroups: {
					// What the route reads are built from (store-free modules) goes in small chunks that a
					// route's reads and its page share, so the reads start before the page has arrived and
					// nothing is downloaded twice: the REST core, the list mapping, one per domain, and each page's
					// own reads module (which its page imports too).
					readsCore: {
						name: 'reads-core',
						test: /[\\/]src[\\/]data[\\/]shared[\\/](api|reads|types|query-key)\.ts$/,
						chunks: 'async',
						enforce: true,
						priority: 30,
					},
					readsLists: {
						name: 'reads-lists',
						test: /[\\/]src[\\/](data[\\/]shared[\\/](list-query|list-definition|requester)|utils[\\/](date-filters|parse-date|url))\.ts$/,
						chunks: 'async',
						enforce: true,
						priority: 30,
					},
					readsPage: {
						name: (module) =>
							`reads-page-${/[\\/]src[\\/]pages[\\/]([a-z-]+)[\\/]/.exec(module.resource || '')[1]}`,
						test: /[\\/]src[\\/]pages[\\/][a-z-]+[\\/]reads\.ts$/,
						chunks: 'async',
						enforce: true,
						priority: 20,
					},
					readsDomain: {
						name: (module) =>
							`reads-${/[\\/]src[\\/]data[\\/]([a-z-]+)[\\/]/.exec(module.resource || '')[1]}`,
						test: /[\\/]src[\\/]data[\\/](?!shared)[a-z-]+[\\/](query|name|types)\.ts$/,
						chunks: 'async',
						enforce: true,
						priority: 20,
					},
				},
			},
		},
		plugins: [
			new MiniCssExtractPlugin({
				filename: '[name].css',
				chunkFilename: 'chunks/[name].[contenthash:8].css',
			}),
			// index-rtl.css and chunks/*-rtl.css beside each stylesheet; RTL pages load the chunks' -rtl files.
			new RtlCssPlugin(),
			// dist/routes.json: each route's chunk files, preloaded by the host page (webpack.routes-manifest.js).
			new RoutesManifestPlugin(),
			new DependencyExtractionWebpackPlugin({
				outputFormat: 'json',
				// Our shim reads window.wcSettings itself; nothing to load for it.
				requestToExternal: (request) => (request === '@woocommerce/settings' ? false : undefined),
				requestToHandle: (request) => (request === '@woocommerce/settings' ? false : undefined),
			}),
		],
	};
};
