import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import apiFetch from '@wordpress/api-fetch';
import { getHistory } from '@woocommerce/navigation';

import ConnectPage from '../../../src/pages/connect';
import { navigation } from '../../../src/utils/navigation';
import type { WcpaySettings } from '../../../src/settings';
import { setPageGlobals } from '../../support/page-globals';

jest.mock('@wordpress/api-fetch', () => ({ __esModule: true, default: jest.fn() }));
const mockApiFetch = apiFetch as unknown as jest.Mock;

const CONNECT_URL = '/wp-admin/admin.php?wcpay-connect=1&_wpnonce=n1';
const COUNTRIES = { US: 'United States (US)', GB: 'United Kingdom (UK)', AT: 'Austria', DE: 'Germany' };

/** The page's notices (the a11y live region repeats their texts). */
const notices = () => Array.from(document.querySelectorAll('.components-notice')) as HTMLElement[];
const noticeWith = (text: string | RegExp) =>
	notices().find((n) =>
		typeof text === 'string' ? n.textContent?.includes(text) : text.test(n.textContent ?? '')
	);

function setup(wcpay: Partial<WcpaySettings>, query = '') {
	getHistory().replace(`/wp-admin/admin.php?page=wc-admin&path=%2Fpayments%2Fconnect${query}`);
	setPageGlobals({
		wcpay: {
			connectUrl: CONNECT_URL,
			isJetpackConnected: true,
			isAccountConnected: false,
			isAccountValid: false,
			testModeOnboarding: false,
			devMode: false,
			errorMessage: '',
			onBoardingDisabled: false,
			connectIncentive: null,
			isWooPayStoreCountryAvailable: true,
			connect: { country: 'US', availableCountries: COUNTRIES },
			accountStatus: { detailsSubmitted: false } as WcpaySettings['accountStatus'],
			...wcpay,
		},
		wc: { currentUserData: { first_name: 'Ada' }, countries: { BR: 'Brazil', ...COUNTRIES } },
	});
	const assign = jest.spyOn(navigation, 'assign').mockImplementation(() => undefined);
	render(<ConnectPage />);
	return { assign };
}

describe('connect page', () => {
	beforeAll(() => {
		window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
	});
	afterEach(() => {
		jest.restoreAllMocks();
		mockApiFetch.mockReset();
	});

	it('not connected: greeting, "Connect your store", the setup banner and the sandbox panel', () => {
		setup({ isJetpackConnected: false });
		expect(screen.getByRole('heading', { name: 'Hi Ada, welcome to WooPayments!' })).toBeInTheDocument();
		expect(screen.getByRole('button', { name: 'Connect your store' })).toBeEnabled();
		expect(noticeWith('Please complete your setup to process payments.')).toBeDefined();
		expect(
			screen.getByRole('button', { name: "I'm setting up a store for someone else" })
		).toHaveAttribute('aria-expanded', 'false');
		expect(screen.queryByRole('button', { name: 'Reset account' })).not.toBeInTheDocument();
	});

	it('connect goes to the connect URL with source and from', async () => {
		const { assign } = setup({}, '&from=WCADMIN_PAYMENT_SETTINGS');
		fireEvent.click(screen.getByRole('button', { name: 'Verify business details' }));
		await waitFor(() => expect(assign).toHaveBeenCalled());
		const url = assign.mock.calls[0][0];
		expect(url.startsWith(CONNECT_URL)).toBe(true);
		expect(url).toContain('source=wcadmin-settings-page');
		expect(url).toContain('from=WCPAY_CONNECT');
	});

	it('an unfinished test account: label, test-account warning, reset with confirmation', async () => {
		const { assign } = setup({ isAccountConnected: true, testModeOnboarding: true }, '&source=my-source');
		expect(
			screen.getByRole('button', { name: 'Finish business details verifications' })
		).toBeInTheDocument();
		expect(screen.getByText("You're using a test account.")).toBeInTheDocument();
		fireEvent.click(screen.getByRole('button', { name: 'Reset account' }));
		const dialog = screen.getByRole('dialog', { name: 'Reset your test account' });
		fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, reset account' }));
		expect(within(dialog).getByRole('button', { name: 'Yes, reset account' })).toHaveAttribute(
			'aria-disabled',
			'true'
		);
		expect(assign).toHaveBeenCalledWith(expect.stringContaining('wcpay-reset-account=true'));
		expect(assign.mock.calls[0][0]).toContain('source=my-source');
	});

	it('the live switch modal activates payments through the disable-test-mode flag', () => {
		const { assign } = setup({ isAccountConnected: true, testModeOnboarding: true });
		fireEvent.click(screen.getByRole('button', { name: 'activate your WooPayments account' }));
		const dialog = screen.getByRole('dialog', { name: 'Activate payments on your store' });
		fireEvent.click(within(dialog).getByRole('button', { name: 'Activate payments' }));
		expect(assign).toHaveBeenCalledWith(
			expect.stringContaining('wcpay-disable-onboarding-test-mode=true')
		);
	});

	it('sanitises the error text and disables the button for an account setup session error', () => {
		setup({
			errorMessage:
				'Your account setup session expired. <a href="javascript:alert(1)" onclick="x()">Retry</a><img src=x onerror=alert(1)> &lt;b&gt;now&lt;/b&gt;',
		});
		const notice = noticeWith(/account setup session expired/) as HTMLElement;
		expect(notice.querySelector('img')).toBeNull();
		expect(notice.querySelector('a')?.getAttribute('href')).toBeNull();
		expect(notice.querySelector('a')?.getAttribute('onclick')).toBeNull();
		expect(notice.querySelector('b')?.textContent).toBe('now');
		expect(screen.getByRole('button', { name: 'Verify business details' })).toHaveAttribute(
			'aria-disabled',
			'true'
		);
	});

	it('test_drive_error shows the sandbox catalogue message', () => {
		setup({}, '&test_drive_error=true');
		expect(
			noticeWith('An error occurred while setting up your sandbox account. Please try again!')
		).toBeDefined();
	});

	it('paused onboarding shows the paused message only', () => {
		setup({ onBoardingDisabled: true });
		expect(
			screen.getByText(
				"We've temporarily paused new account creation. We'll notify you when we resume!"
			)
		).toBeInTheDocument();
		expect(screen.queryByRole('button', { name: 'Verify business details' })).not.toBeInTheDocument();
	});

	it('an unsupported country asks first, with the supported countries sorted', async () => {
		const { assign } = setup({ connect: { country: 'BR', availableCountries: COUNTRIES } });
		expect(
			screen.getByText('WooPayments is not currently available in your location')
		).toBeInTheDocument();
		fireEvent.click(screen.getByRole('button', { name: 'Verify business details' }));
		const dialog = await screen.findByRole('dialog');
		const items = within(within(dialog).getByRole('list', { name: 'Supported countries' })).getAllByRole(
			'listitem'
		);
		expect(items.map((li) => li.textContent)).toEqual([
			'Austria',
			'Germany',
			'United Kingdom (UK)',
			'United States (US)',
		]);
		fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
		expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
		expect(screen.getByRole('button', { name: 'Verify business details' })).toBeEnabled();
		expect(assign).not.toHaveBeenCalled();

		fireEvent.click(screen.getByRole('button', { name: 'Verify business details' }));
		fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Continue' }));
		expect(assign).toHaveBeenCalledWith(expect.stringContaining('wcpay-connect=1'));
	});

	it('activates the promotion before connecting; a failure shows the catalogue error and stays', async () => {
		mockApiFetch.mockRejectedValueOnce({ code: 'woocommerce_note_invalid_id', message: 'No.' });
		const { assign } = setup({
			connectIncentive: {
				id: 'promo-1',
				description: 'Save <em>big</em><script>x</script>',
				tc_url: 'https://t.example',
			},
		});
		expect(screen.getByText('Limited time offer')).toBeInTheDocument();
		const title = document.querySelector('.wcpay-connect__incentive-title') as HTMLElement;
		expect(title.textContent).toBe('Save big*');
		expect(title.querySelector('script')).toBeNull();
		fireEvent.click(screen.getByRole('button', { name: 'Verify business details' }));
		await waitFor(() =>
			expect(
				noticeWith(
					'There was an error applying the promotion. Please contact support for assistance if the problem persists'
				)
			).toBeDefined()
		);
		expect(mockApiFetch).toHaveBeenCalledWith(
			expect.objectContaining({
				path: '/wc-analytics/admin/notes/experimental-activate-promo/promo-1',
				method: 'POST',
			})
		);
		expect(assign).not.toHaveBeenCalled();
		expect(screen.getByRole('button', { name: 'Verify business details' })).toBeEnabled();
	});

	it('opens the know-your-customer modal', () => {
		setup({});
		fireEvent.click(screen.getByRole('button', { name: 'Learn more about verification' }));
		expect(
			screen.getByRole('dialog', { name: 'Verifying your information with WooPayments' })
		).toBeInTheDocument();
	});

	it('auto-starts the test drive and shows an accessible progress bar', async () => {
		mockApiFetch.mockImplementation(() => new Promise(() => undefined));
		setup({}, '&auto_start_test_drive_onboarding=true');
		const dialog = await screen.findByRole('dialog', { name: 'Finishing payments setup' });
		const bar = within(dialog).getByRole('progressbar', { name: 'Finishing payments setup' });
		expect(bar).toHaveAttribute('aria-valuenow', '5');
		expect(mockApiFetch).toHaveBeenCalledWith(
			expect.objectContaining({ url: expect.stringContaining('test_drive=true'), method: 'GET' })
		);
		await act(async () => undefined);
	});
});
