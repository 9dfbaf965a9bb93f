import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';

import local from './eslint/local-rules.mjs';

export default tseslint.config(
	{
		ignores: [
			'node_modules/**',
			'dist/**',
			'dist-host/**',
			'.data/**',
			'coverage/**',
			'test-results/**',
			'playwright-report/**',
			'bench/results.json',
		],
	},
	js.configs.recommended,
	...tseslint.configs.recommended,
	{
		files: ['**/*.{ts,tsx}'],
		plugins: { 'react-hooks': reactHooks },
		rules: {
			...reactHooks.configs.recommended.rules,
			'@typescript-eslint/no-unused-vars': [
				'error',
				{ argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
			],
			'no-restricted-imports': [
				'error',
				{
					paths: [
						{
							name: '@wordpress/api-fetch',
							message:
								'Pages call hooks of src/data; only stores and src/index.tsx use api-fetch.',
						},
					],
				},
			],
		},
	},
	{
		files: ['src/data/**', 'src/index.tsx', 'src/api/**', 'tests/**', 'host-vendor/**'],
		rules: { 'no-restricted-imports': 'off' },
	},
	{
		// The data layer and the pages are typed end to end; pages do not borrow from each other.
		files: ['src/data/**/*.{ts,tsx}', 'src/pages/**/*.{ts,tsx}'],
		plugins: { local },
		rules: {
			'@typescript-eslint/no-explicit-any': 'error',
			'local/no-any-escape-hatch': 'error',
			'local/no-cross-page-imports': 'error',
		},
	},
	{
		files: ['**/*.js', '**/*.cjs', 'scripts/**'],
		languageOptions: {
			sourceType: 'commonjs',
			globals: {
				require: 'readonly',
				module: 'writable',
				__dirname: 'readonly',
				process: 'readonly',
				console: 'readonly',
			},
		},
		rules: { '@typescript-eslint/no-require-imports': 'off' },
	},
	prettier
);
