/**
 * The build's route manifest (webpack.routes-manifest.js) reads the route table's source: every route
 * with a lazy page has its chunk names there, whether its key is a string or a template of constants, so
 * the host page can print every route with its chunks.
 */
import path from 'node:path';

import { ROUTES } from '../../../src/routes';
import { setPageGlobals } from '../../support/page-globals';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's own CommonJS module.
const { routeChunkNames } = require('../../../webpack.routes-manifest.js') as {
	routeChunkNames: (file: string) => Record<string, string[]>;
};

describe('route manifest', () => {
	beforeEach(() => setPageGlobals());

	it('names the chunks of every route of the table, template keys included', () => {
		const names = routeChunkNames(path.join(__dirname, '../../../src/routes.ts'));
		const lazy = ROUTES.filter((r) => r.load).map((r) => r.key);
		expect(lazy.length).toBeGreaterThan(15);
		for (const key of lazy) {
			expect(names[key]?.length ?? 0).toBeGreaterThan(0);
		}
		expect(Object.keys(names).sort()).toEqual([...lazy].sort());
		expect(names['wc-settings:checkout:/woopayments/onboarding/business_verification']).toEqual([
			'business-verification',
		]);
	});
});
