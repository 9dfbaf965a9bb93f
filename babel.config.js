/** Babel compiles TypeScript for webpack and jest; `tsc --noEmit` does the type checking. */
module.exports = (api) => {
	const isTest = api.env('test');
	return {
		presets: [
			[
				'@babel/preset-env',
				isTest
					? { targets: { node: 'current' } }
					: {
							targets:
								'last 2 Chrome versions, last 2 Firefox versions, last 2 Safari versions, last 2 Edge versions',
							bugfixes: true,
							modules: false,
						},
			],
			['@babel/preset-react', { runtime: 'automatic' }],
			['@babel/preset-typescript', { allowDeclareFields: true }],
		],
	};
};
