/**
 * @jest-environment jsdom
 */
import {
	getAdminPageUrl,
	getPaymentSettingsUrl,
	isChargeId,
	isValidDetailId,
	parsePaging,
} from '../../../src/utils/url';
import type { WcSettings } from '../../../src/settings/types';

function setAdminUrl(adminUrl: string | undefined): void {
	window.wcSettings = { adminUrl, timeZone: 'UTC' } as unknown as WcSettings;
}

beforeEach(() => {
	setAdminUrl('https://shop.test/wp-admin/');
});

afterEach(() => {
	delete (window as Partial<Window>).wcSettings;
});

describe('getAdminPageUrl', () => {
	it.each([
		[
			'/payments/overview',
			{},
			'https://shop.test/wp-admin/admin.php?page=wc-admin&path=%2Fpayments%2Foverview',
		],
		[
			'/payments/deposits/details',
			{ id: 'po_123' },
			'https://shop.test/wp-admin/admin.php?page=wc-admin&path=%2Fpayments%2Fdeposits%2Fdetails&id=po_123',
		],
		[
			'/payments/transactions',
			{ paged: 2, per_page: 50, search: 'a b&c', empty: '', none: undefined, nil: null },
			'https://shop.test/wp-admin/admin.php?page=wc-admin&path=%2Fpayments%2Ftransactions&paged=2&per_page=50&search=a%20b%26c',
		],
		[
			'/payments/transactions',
			{ type_is_in: ['charge', 'refund'] },
			'https://shop.test/wp-admin/admin.php?page=wc-admin&path=%2Fpayments%2Ftransactions&type_is_in%5B0%5D=charge&type_is_in%5B1%5D=refund',
		],
		[
			'/payments/overview',
			{ page: 'evil', path: '/elsewhere' },
			'https://shop.test/wp-admin/admin.php?page=wc-admin&path=%2Fpayments%2Foverview',
		],
	])('%s %j → %s', (path, query, expected) => {
		expect(getAdminPageUrl(path, query)).toBe(expected);
	});

	it.each([
		[
			'https://shop.test/wp-admin',
			'https://shop.test/wp-admin/admin.php?page=wc-admin&path=%2Fpayments%2Fdisputes',
		],
		[undefined, '/wp-admin/admin.php?page=wc-admin&path=%2Fpayments%2Fdisputes'],
	])('admin URL %j', (adminUrl, expected) => {
		setAdminUrl(adminUrl);
		expect(getAdminPageUrl('/payments/disputes')).toBe(expected);
	});
});

describe('getPaymentSettingsUrl', () => {
	it('points at the payments section of the checkout settings', () => {
		expect(getPaymentSettingsUrl()).toBe(
			'https://shop.test/wp-admin/admin.php?page=wc-settings&tab=checkout&section=woocommerce_payments'
		);
		setAdminUrl(undefined);
		expect(getPaymentSettingsUrl()).toBe(
			'/wp-admin/admin.php?page=wc-settings&tab=checkout&section=woocommerce_payments'
		);
	});
});

describe('parsePaging (spec 001 §5)', () => {
	it.each([
		[{}, 1, 25],
		[{ paged: '3', per_page: '50' }, 3, 50],
		[{ paged: 'abc', per_page: 'xyz' }, 1, 25],
		[{ paged: '', per_page: '' }, 1, 25],
		[{ paged: '2.5', per_page: '10.5' }, 1, 25],
		[{ paged: '0' }, 1, 25],
		[{ paged: '-4' }, 1, 25],
		[{ paged: ' 7 ' }, 7, 25],
		[{ per_page: '0' }, 1, 25],
		[{ per_page: '-5' }, 1, 25],
		[{ per_page: '1' }, 1, 1],
		[{ per_page: '100' }, 1, 100],
		[{ per_page: '101' }, 1, 100],
		[{ per_page: '100000' }, 1, 100],
		[{ paged: 4, per_page: 10 }, 4, 10],
		[{ paged: ['2', '9'], per_page: ['40'] }, 2, 40],
		[{ paged: null, per_page: undefined }, 1, 25],
	])('%j → page %d, perPage %d', (query, page, perPage) => {
		expect(parsePaging(query)).toEqual({ page, perPage });
	});

	it('accepts a missing query', () => {
		expect(parsePaging(undefined)).toEqual({ page: 1, perPage: 25 });
		expect(parsePaging(null)).toEqual({ page: 1, perPage: 25 });
	});
});

describe('isValidDetailId', () => {
	it.each([
		['po_1NlUmG2eZvKYlo2C', true],
		['wcpay_123', true],
		['123', true],
		['po-123', false],
		['po_123/../x', false],
		['po 123', false],
		['<script>', false],
		['', false],
		[undefined, false],
		[123, false],
	])('%j → %s', (id, expected) => {
		expect(isValidDetailId(id)).toBe(expected);
	});
});

describe('isChargeId', () => {
	it.each([
		['ch_3NlUmG2eZvKYlo2C', true],
		['py_3NlUmG2eZvKYlo2C', true],
		['pi_3NlUmG2eZvKYlo2C', false],
		['src_ch_x', true],
		['', false],
		[null, false],
		[undefined, false],
	])('%j → %s', (id, expected) => {
		expect(isChargeId(id)).toBe(expected);
	});
});
