import { findRoute, menuParentPath, routeKeyFromQuery, ROUTES } from '../../../src/routes';
import { setPageGlobals } from '../../support/page-globals';

describe('route table (spec 000 §2)', () => {
	beforeEach(() => setPageGlobals());

	it.each([
		[{ page: 'wc-admin', path: '/payments/overview' }, '/payments/overview'],
		[{ page: 'wc-admin', path: '%2Fpayments%2Foverview' }, '/payments/overview'],
		[{ page: 'wc-admin', path: '/payments/overview/' }, '/payments/overview'],
		[
			{ page: 'wc-settings', tab: 'checkout', section: 'woocommerce_payments' },
			'wc-settings:checkout:woocommerce_payments',
		],
		[{ page: 'wc-settings', tab: 'wcpay_multi_currency' }, 'wc-settings:wcpay_multi_currency'],
		[
			{
				page: 'wc-settings',
				tab: 'checkout',
				path: '%2Fwoopayments%2Fonboarding%2Fbusiness_verification',
			},
			'wc-settings:checkout:/woopayments/onboarding/business_verification',
		],
		[{ page: 'other' }, null],
	])('%j → %s', (query, key) => {
		expect(routeKeyFromQuery(query)).toBe(key);
	});

	it('holds every path of the route table', () => {
		const keys = ROUTES.map((r) => r.key);
		for (const path of [
			'/payments/connect',
			'/payments/onboarding',
			'/payments/onboarding/kyc',
			'/payments/overview',
			'/payments/payouts',
			'/payments/payouts/details',
			'/payments/transactions',
			'/payments/transactions/details',
			'/payments/disputes',
			'/payments/disputes/details',
			'/payments/disputes/challenge',
			'/payments/multi-currency-setup',
			'/payments/card-readers',
			'/payments/loans',
			'/payments/documents',
			'/payments/fraud-protection',
		]) {
			expect(keys).toContain(path);
		}
		expect(ROUTES.every((r) => r.capability === 'manage_woocommerce')).toBe(true);
	});

	it('unknown paths are not found', () => {
		expect(findRoute('/payments/nope')).toBeUndefined();
		expect(findRoute(null)).toBeUndefined();
	});

	it('the documents route is absent when its flag is off', () => {
		const documents = ROUTES.find((r) => r.key === '/payments/documents')!;
		expect(documents.featureFlag).toBe('documents');
		const saved = documents.load;
		documents.load = () => Promise.resolve({ default: () => null });
		try {
			setPageGlobals({ wcpay: { featureFlags: { documents: false } } });
			expect(findRoute('/payments/documents')).toBeUndefined();
			setPageGlobals({ wcpay: { featureFlags: { documents: true } } });
			expect(findRoute('/payments/documents')).toBe(documents);
		} finally {
			documents.load = saved;
		}
	});

	it('fraud protection sits under the Settings breadcrumb', () => {
		expect(ROUTES.find((r) => r.key === '/payments/fraud-protection')!.breadcrumbs()).toEqual([
			'Payments',
			'Settings',
			'Fraud protection',
		]);
	});

	it('menu parent: connect when it exists, otherwise overview', () => {
		expect(menuParentPath(true)).toBe('/payments/connect');
		expect(menuParentPath(false)).toBe('/payments/overview');
	});
});
