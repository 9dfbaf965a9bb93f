import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getHistory } from '@woocommerce/navigation';

import BusinessVerificationPage, {
	goLiveUrl,
	verificationState,
} from '../../../src/pages/business-verification';
import { navigation } from '../../../src/utils/navigation';
import { findRoute, routeKeyFromQuery } from '../../../src/routes';
import { setPageGlobals } from '../../support/page-globals';

const CONNECT = 'http://store.test/wp-admin/admin.php?wcpay-connect=1&_wpnonce=abc';

function setAccount(extra: Record<string, unknown>) {
	setPageGlobals({ wcpay: { connectUrl: CONNECT, ...extra } as never });
}

function go(search: string) {
	getHistory().replace(`/wp-admin/admin.php?${search}`);
}

describe('business-verification settings route (spec 000 §2)', () => {
	let assign: jest.SpyInstance;
	beforeEach(() => {
		go('page=wc-settings&tab=checkout&path=%2Fwoopayments%2Fonboarding%2Fbusiness_verification');
		assign = jest.spyOn(navigation, 'assign').mockImplementation(() => undefined);
	});
	afterEach(() => assign.mockRestore());

	it('is a built route of the settings screen', () => {
		setAccount({});
		const key = routeKeyFromQuery({
			page: 'wc-settings',
			tab: 'checkout',
			path: '/woopayments/onboarding/business_verification',
		});
		expect(findRoute(key)?.title()).toBe('Business verification');
	});

	it.each([
		[{ isAccountConnected: true, testModeOnboarding: true, isAccountValid: true }, 'sandbox'],
		[{ isAccountConnected: false, testModeOnboarding: false }, 'unverified'],
		[{ isAccountConnected: true, isAccountValid: false, testModeOnboarding: false }, 'unverified'],
		[{ isAccountConnected: true, isAccountValid: true, testModeOnboarding: false }, 'verified'],
	])('%j → %s', (settings, state) => {
		expect(verificationState(settings)).toBe(state);
	});

	it('a sandbox account goes live through the connect URL, keeping where the merchant came from', async () => {
		go(
			'page=wc-settings&tab=checkout&path=%2Fwoopayments%2Fonboarding%2Fbusiness_verification&source=overview-page__go-live-task&from=WCPAY_OVERVIEW'
		);
		setAccount({ isAccountConnected: true, isAccountValid: true, testModeOnboarding: true });
		render(<BusinessVerificationPage />);
		expect(screen.getByRole('heading', { name: 'Set up live payments' })).toBeInTheDocument();
		await userEvent.click(screen.getByRole('button', { name: 'Activate payments' }));
		const url = new URL(assign.mock.calls[0][0]);
		expect(url.searchParams.get('wcpay-disable-onboarding-test-mode')).toBe('true');
		expect(url.searchParams.get('source')).toBe('overview-page__go-live-task');
		expect(url.searchParams.get('from')).toBe('WCPAY_OVERVIEW');
		expect(url.searchParams.get('_wpnonce')).toBe('abc');
		expect(screen.getByRole('button', { name: 'Activate payments' })).toBeDisabled();
	});

	it('hostile source/from values are cleaned', () => {
		expect(goLiveUrl(CONNECT, 'a', 'b')).toContain('source=a&from=b');
		go(
			'page=wc-settings&tab=checkout&path=%2Fwoopayments%2Fonboarding%2Fbusiness_verification&source=%3Cx%3E-y&from=%22%3E'
		);
		setAccount({ isAccountConnected: true, isAccountValid: true, testModeOnboarding: true });
		render(<BusinessVerificationPage />);
		return userEvent.click(screen.getByRole('button', { name: 'Activate payments' })).then(() => {
			const url = new URL(assign.mock.calls[0][0]);
			expect(url.searchParams.get('source')).toBe('x-y');
			expect(url.searchParams.get('from')).toBe('WCPAY_BUSINESS_VERIFICATION');
		});
	});

	it('no account: verify the business through the connect URL', async () => {
		setAccount({ isAccountConnected: false, testModeOnboarding: false });
		render(<BusinessVerificationPage />);
		await userEvent.click(screen.getByRole('button', { name: 'Verify business details' }));
		const url = new URL(assign.mock.calls[0][0]);
		expect(url.searchParams.get('wcpay-connect')).toBe('1');
		expect(url.searchParams.get('wcpay-disable-onboarding-test-mode')).toBeNull();
	});

	it('an unfinished account finishes its verification', () => {
		setAccount({ isAccountConnected: true, isAccountValid: false, testModeOnboarding: false });
		render(<BusinessVerificationPage />);
		expect(
			screen.getByRole('button', { name: 'Finish business details verifications' })
		).toBeInTheDocument();
	});

	it('paused account creation shows the catalogue message and no action', () => {
		setAccount({ isAccountConnected: true, testModeOnboarding: true, onBoardingDisabled: true });
		const { container } = render(<BusinessVerificationPage />);
		expect(container).toHaveTextContent(
			"We've temporarily paused new account creation. We'll notify you when we resume!"
		);
		expect(screen.queryByRole('button', { name: 'Activate payments' })).toBeNull();
	});

	it('a verified account has nothing left to do', () => {
		setAccount({ isAccountConnected: true, isAccountValid: true, testModeOnboarding: false });
		render(<BusinessVerificationPage />);
		expect(screen.getByRole('heading', { name: 'Your business is verified' })).toBeInTheDocument();
		expect(screen.getByRole('link', { name: 'Go to Payments overview' })).toHaveAttribute(
			'href',
			expect.stringContaining('path=%2Fpayments%2Foverview')
		);
	});
});
