/**
 * The fault matrix (quality issue point 1): for every REST call the product makes (tests/e2e/fault-matrix-
 * cases.ts), inject a failure through the control API, check that the page shows the catalogue message for
 * that situation (once), that what the merchant typed is kept, and that the page recovers once the fault
 * clears.
 * The route table of the mock server (`buildRestRouter().list()`) is the list of calls: every route is a
 * case, not yet covered, or not called by the product (so a new route fails here until it is classified).
 */
import { buildRestRouter } from '../../mock-server/routes/index';
import {
	everyVisibleText,
	FAULTS,
	NOT_CALLED_BY_THE_PRODUCT,
	NOT_YET_COVERED,
	visibleText,
} from './fault-matrix-cases';
import { expect, test } from './fixtures';
import { addFault, requestLog, reset } from './helpers';

const routeKeys = buildRestRouter()
	.list()
	.map((r) => `${r.methods.join(',')} ${r.pattern}`);

test.describe.configure({ mode: 'parallel' });

test('every route of the table is covered, not yet covered, or not called by the product', () => {
	const covered = new Set(FAULTS.map((c) => c.route));
	const unclassified = routeKeys.filter(
		(k) => !covered.has(k) && !(k in NOT_YET_COVERED) && !(k in NOT_CALLED_BY_THE_PRODUCT)
	);
	expect(unclassified, 'routes to add to FAULTS or classify').toEqual([]);
	// Every classification names a real route, once.
	const classified = [
		...covered,
		...Object.keys(NOT_YET_COVERED),
		...Object.keys(NOT_CALLED_BY_THE_PRODUCT),
	];
	expect(
		classified.filter((k) => !routeKeys.includes(k)),
		'not in the route table'
	).toEqual([]);
	expect(Object.keys(NOT_YET_COVERED).filter((k) => covered.has(k))).toEqual([]);
	expect(
		Object.keys(NOT_CALLED_BY_THE_PRODUCT).filter((k) => covered.has(k) || k in NOT_YET_COVERED)
	).toEqual([]);
	const called = covered.size + Object.keys(NOT_YET_COVERED).length;
	const line = `fault matrix: covered ${covered.size} of ${called} calls the product makes (${routeKeys.length} routes in the table; ${Object.keys(NOT_CALLED_BY_THE_PRODUCT).length} not called by the product)`;
	console.log(line);
	test.info().annotations.push({ type: 'fault matrix', description: line });
});

for (const c of FAULTS) {
	test(`fault: ${c.title}`, async ({ page, request }) => {
		test.setTimeout(60_000);
		await reset(request);
		const url = await c.open(request);
		const fault = {
			method: c.method,
			path: c.fault,
			status: 500,
			code: 'wcpay_server_error',
			message: 'Boom: the server failed.',
			// Enough for the page's refetches while the fault stands.
			times: 100,
		};
		if (c.act) {
			await page.goto(url);
			await c.fill?.(page);
			await addFault(request, fault);
			await c.act(page);
		} else {
			await addFault(request, fault);
			await page.goto(url);
		}
		const message = visibleText(page, c.message);
		await expect(message).toBeVisible({ timeout: 20_000 });
		await expect(everyVisibleText(page, c.message)).toHaveCount(c.sayings ?? 1);
		await c.kept?.(page);

		// The fault clears: the page's retry (or a reload) makes the call again, and it goes through.
		await request.delete('/__mock/faults');
		const since = (await requestLog(request)).length;
		if (c.retry) {
			await c.retry(page);
		} else {
			await page.reload();
			await c.act?.(page);
		}
		const pattern = new RegExp(`^${c.fault}$`);
		await expect
			.poll(
				async () =>
					(await requestLog(request))
						.slice(since)
						.some((r) => r.method === c.method && pattern.test(r.path) && r.status < 400),
				{ timeout: 20_000, message: `${c.method} ${c.fault} answered after the fault cleared` }
			)
			.toBe(true);
		await c.success?.(page);
		// The failure's message goes once the call succeeds: a read's data is there, and a write that went
		// through on retry takes its failure notice away (it never stands beside the success).
		await expect(visibleText(page, c.message)).toHaveCount(0, { timeout: 20_000 });
	});
}
