/**
 * 'Payment details not loaded' with its Retry (the fault matrix's payment details cases): the page offers
 * the Retry for a failed load (not for an id that may not be asked), and `reloadPayment` reads the failed
 * charge again; its error goes once the new answer is there.
 */
import apiFetch from '@wordpress/api-fetch';
import { fireEvent, render, screen } from '@testing-library/react';

import { STORE_NAME } from '../../../src/data/payment-details/name';
import { store } from '../../../src/data/payment-details/store';
import { testRegistry } from '../../support/registry';
import { setPageGlobals } from '../../support/page-globals';
import { charge } from './fixtures';

const mockReload = jest.fn();
jest.mock('../../../src/data/payment-details/hooks', () => ({
	...jest.requireActual('../../../src/data/payment-details/hooks'),
	usePaymentDetails: jest.fn(),
	useChargeFromOrder: jest.fn(() => ({ isLoading: false })),
	usePaymentReload: () => mockReload,
}));
jest.mock('../../../src/app/use-location', () => ({ useAdminQuery: jest.fn() }));

import * as hooks from '../../../src/data/payment-details/hooks';
import { useAdminQuery } from '../../../src/app/use-location';
import PaymentDetailsPage from '../../../src/pages/payment-details';

beforeEach(() => {
	setPageGlobals();
	mockReload.mockClear();
});

describe('payment details not loaded', () => {
	it('a failed load offers a Retry that reads the payment again', () => {
		(useAdminQuery as jest.Mock).mockReturnValue({ id: 'ch_1' });
		(hooks.usePaymentDetails as jest.Mock).mockReturnValue({
			isLoading: false,
			isInvalidId: false,
			error: { code: 'wcpay_server_error', message: 'Boom' },
		});
		render(<PaymentDetailsPage />);
		expect(screen.getByText('Payment details not loaded')).toBeInTheDocument();
		fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
		expect(mockReload).toHaveBeenCalledTimes(1);
		expect(screen.getByRole('link', { name: 'View all transactions' })).toBeInTheDocument();
	});

	it('an order number whose lookup failed offers the Retry too', () => {
		(useAdminQuery as jest.Mock).mockReturnValue({ id: '1042' });
		(hooks.useChargeFromOrder as jest.Mock).mockReturnValue({
			isLoading: false,
			error: { code: 'wcpay_server_error', message: 'Boom' },
		});
		(hooks.usePaymentDetails as jest.Mock).mockReturnValue({ isLoading: false, isInvalidId: false });
		render(<PaymentDetailsPage />);
		expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
	});

	it('an id that may not be asked has no Retry', () => {
		(useAdminQuery as jest.Mock).mockReturnValue({ id: 'pi_<x>' });
		(hooks.usePaymentDetails as jest.Mock).mockReturnValue({ isLoading: false, isInvalidId: true });
		render(<PaymentDetailsPage />);
		expect(screen.getByText('Payment details not loaded')).toBeInTheDocument();
		expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
	});
});

describe('reloadPayment', () => {
	it('reads the failed charge again', async () => {
		const paths: string[] = [];
		const answer = charge({ id: 'ch_1' });
		apiFetch.setFetchHandler(async ({ path }: { path?: string }) => {
			paths.push(String(path));
			if (paths.length === 1) {
				throw { code: 'wcpay_server_error', message: 'Boom', data: { status: 500 } };
			}
			return answer;
		});
		const s = testRegistry(STORE_NAME, store);
		await s.resolve().getCharge('ch_1');
		expect(s.select().getChargeError('ch_1')).toMatchObject({ code: 'wcpay_server_error' });
		await s.dispatch().reloadPayment();
		expect(await s.resolve().getCharge('ch_1')).toEqual(answer);
		expect(s.select().getChargeError('ch_1')).toBeUndefined();
		expect(paths).toHaveLength(2);
	});
});
