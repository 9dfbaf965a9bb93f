/**
 * The wizard's partner-hosted path: the embedded form cannot load → "Verify on our partner’s site instead" →
 * store details (errors once touched, Continue touches all, Back keeps the answers) → loading step → "Finish your
 * verification process" navigates to the connect URL with hosted=1 and stays busy.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import apiFetch from '@wordpress/api-fetch';
import { getHistory } from '@woocommerce/navigation';
import { getQueryArgs } from '@wordpress/url';

import { onboardingFieldsData } from '../../../mock-server/host/onboarding-data';
import OnboardingWizard from '../../../src/pages/onboarding';
import OnboardingKycPage from '../../../src/pages/onboarding/kyc';
import { navigation } from '../../../src/utils/navigation';
// Mocked below (jest.mock is hoisted above the imports).
import { loadProviderScript, ProviderScriptError } from '../../../src/utils/provider-scripts';
import { setPageGlobals } from '../../support/page-globals';

jest.mock('@wordpress/api-fetch', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('../../../src/utils/provider-scripts', () => {
	const actual = jest.requireActual('../../../src/utils/provider-scripts');
	return { ...actual, loadProviderScript: jest.fn() };
});

const mockApiFetch = apiFetch as unknown as jest.Mock;
const mockLoadScript = loadProviderScript as unknown as jest.Mock;

const CONNECT_URL = '/wp-admin/admin.php?wcpay-connect=1&_wpnonce=n1';
const SESSION = { clientSecret: 'accs_secret__x', publishableKey: 'pk_test_x', locale: 'en_US' };
const FALLBACK = 'Verify on our partner’s site instead';

function setup(path = '%2Fpayments%2Fonboarding', query = '&source=wcadmin-payment-task') {
	getHistory().replace(`/wp-admin/admin.php?page=wc-admin&path=${path}${query}`);
	setPageGlobals({
		wcpay: {
			connectUrl: CONNECT_URL,
			connect: { country: 'US', availableCountries: { US: 'United States (US)' } },
			onboardingFieldsData: onboardingFieldsData(),
			homeUrl: 'https://shop.example/',
			siteTitle: 'Shop',
		},
		wc: {
			siteTitle: 'My shop',
			admin: { onboarding: { profile: { industry: [{ slug: 'clothing_and_accessories' }] } } },
		},
	});
	return jest.spyOn(navigation, 'assign').mockImplementation(() => undefined);
}

const revenue = () => screen.getByRole('combobox', { name: 'Estimated annual revenue' });
const goLive = () => screen.getByRole('combobox', { name: 'When are you planning to go live?' });

/** Business step (US individual, category from the store profile) → Continue → the script fails. */
async function reachFailure() {
	fireEvent.click(screen.getByRole('radio', { name: /^Individual/ }));
	fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
	return screen.findByRole('button', { name: FALLBACK });
}

describe('onboarding wizard, partner-hosted path', () => {
	beforeAll(() => {
		window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
	});
	beforeEach(() => {
		mockApiFetch.mockResolvedValue(SESSION);
		mockLoadScript.mockRejectedValue(new ProviderScriptError('embedded-components', 'error'));
	});
	afterEach(() => {
		jest.restoreAllMocks();
		mockApiFetch.mockReset();
		mockLoadScript.mockReset();
		document.body.classList.remove('wcpay-onboarding-fullscreen');
	});

	it('the script failure keeps Try again and Back, and offers the partner’s site', async () => {
		setup();
		render(<OnboardingWizard />);
		await reachFailure();
		expect(
			screen.getByText('The verification form of our financial partner could not be loaded.')
		).toBeInTheDocument();
		expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
		expect(screen.getByRole('button', { name: 'Back to business details' })).toBeInTheDocument();
	});

	it('store details: errors once touched, Continue touches all, then loading; Back keeps the answers', async () => {
		setup();
		render(<OnboardingWizard />);
		fireEvent.click(await reachFailure());

		const heading = screen.getByRole('heading', {
			level: 1,
			name: 'Tell us a bit more about your store',
		});
		expect(heading).toHaveFocus();
		expect(screen.queryByText('Please provide a response')).not.toBeInTheDocument();
		expect(Array.from((revenue() as HTMLSelectElement).options).map((o) => o.textContent)).toEqual([
			'Select an option',
			'Less than $250k',
			'$250k – $1M',
			'$1M – $20M',
			'$20M – $100M',
			'More than $100M',
		]);
		expect((goLive() as HTMLSelectElement).options).toHaveLength(6);

		// Touching one field shows its error only.
		fireEvent.blur(revenue());
		expect(screen.getAllByText('Please provide a response')).toHaveLength(1);
		expect(revenue()).toHaveAttribute('aria-invalid', 'true');

		fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
		expect(screen.getAllByText('Please provide a response')).toHaveLength(2);
		expect(revenue()).toHaveFocus();
		expect(
			screen.getByRole('heading', { name: 'Tell us a bit more about your store' })
		).toBeInTheDocument();

		fireEvent.change(revenue(), { target: { value: 'from_1m_to_20m' } });
		expect(screen.getAllByText('Please provide a response')).toHaveLength(1);
		fireEvent.change(goLive(), { target: { value: 'within_1month' } });
		expect(screen.queryByText('Please provide a response')).not.toBeInTheDocument();

		// Back to business and forth again: answers kept on both steps.
		fireEvent.click(screen.getByRole('button', { name: 'Back' }));
		expect(screen.getByRole('radio', { name: /^Individual/ })).toBeChecked();
		fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
		fireEvent.click(await screen.findByRole('button', { name: FALLBACK }));
		expect(revenue()).toHaveValue('from_1m_to_20m');
		expect(goLive()).toHaveValue('within_1month');

		fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
		expect(
			screen.getByRole('heading', {
				level: 1,
				name: 'One last step: verify your business with our partner',
			})
		).toHaveFocus();
		fireEvent.click(screen.getByRole('button', { name: 'Back' }));
		expect(revenue()).toHaveValue('from_1m_to_20m');
	});

	it('the second kyc session (after going back) carries annual revenue and go-live', async () => {
		setup();
		render(<OnboardingWizard />);
		fireEvent.click(await reachFailure());
		fireEvent.change(revenue(), { target: { value: 'less_than_250k' } });
		fireEvent.change(goLive(), { target: { value: 'already_live' } });
		fireEvent.click(screen.getByRole('button', { name: 'Back' }));
		mockApiFetch.mockClear();
		fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
		await waitFor(() => expect(mockApiFetch).toHaveBeenCalled());
		expect(mockApiFetch.mock.calls[0][0].data.self_assessment).toEqual({
			country: 'US',
			business_type: 'individual',
			mcc: 'most_popular__clothing_and_apparel',
			business_name: 'My shop',
			site: 'https://shop.example/',
			annual_revenue: 'less_than_250k',
			go_live_timeframe: 'already_live',
		});
	});

	it('"Finish your verification process" goes to the connect URL with hosted=1 and stays busy', async () => {
		const assign = setup(
			'%2Fpayments%2Fonboarding',
			'&source=wcadmin-payment-task&capabilities=card_payments'
		);
		render(<OnboardingWizard />);
		fireEvent.click(await reachFailure());
		fireEvent.change(revenue(), { target: { value: 'more_than_100m' } });
		fireEvent.change(goLive(), { target: { value: 'from_3_to_6months' } });
		fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

		const finish = screen.getByRole('button', { name: 'Finish your verification process' });
		expect(assign).not.toHaveBeenCalled();
		fireEvent.click(finish);
		expect(assign).toHaveBeenCalledTimes(1);
		const url = assign.mock.calls[0][0];
		expect(url.startsWith('/wp-admin/admin.php?')).toBe(true);
		expect(getQueryArgs(url)).toEqual({
			'wcpay-connect': '1',
			_wpnonce: 'n1',
			hosted: '1',
			self_assessment: {
				country: 'US',
				business_type: 'individual',
				mcc: 'most_popular__clothing_and_apparel',
				business_name: 'My shop',
				site: 'https://shop.example/',
				annual_revenue: 'more_than_100m',
				go_live_timeframe: 'from_3_to_6months',
			},
			source: 'wcadmin-payment-task',
			from: 'WCPAY_ONBOARDING_WIZARD',
			capabilities: 'card_payments',
		});
		expect(finish).toHaveClass('is-busy');
		expect(finish).toHaveAttribute('aria-disabled', 'true');
		expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
		expect(screen.getByRole('status')).toHaveTextContent('Taking you to our financial partner…');
		// A second click does not navigate twice.
		fireEvent.click(finish);
		expect(assign).toHaveBeenCalledTimes(1);

		// Back from the partner's site through the browser's history (back/forward cache): usable again.
		act(() => {
			const event = new Event('pageshow') as PageTransitionEvent;
			Object.defineProperty(event, 'persisted', { value: true });
			window.dispatchEvent(event);
		});
		expect(finish).not.toHaveClass('is-busy');
	});

	it('a failed session offers no partner’s-site button (only the script and component failures do)', async () => {
		setup();
		mockApiFetch.mockRejectedValue({ code: 'wcpay_server_error', message: 'Down' });
		render(<OnboardingWizard />);
		fireEvent.click(screen.getByRole('radio', { name: /^Individual/ }));
		fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
		expect(
			await screen.findByText(
				'Unable to start onboarding. If this problem persists, please contact support.',
				{ selector: 'p' }
			)
		).toBeInTheDocument();
		expect(screen.queryByRole('button', { name: FALLBACK })).not.toBeInTheDocument();
	});

	it('the kyc page offers the partner’s site straight away (no store details for an existing account)', async () => {
		const assign = setup(
			'%2Fpayments%2Fonboarding%2Fkyc',
			'&source=wcpay-connect-page&collect_payout_requirements=true'
		);
		render(<OnboardingKycPage />);
		fireEvent.click(await screen.findByRole('button', { name: FALLBACK }));
		expect(getQueryArgs(assign.mock.calls[0][0])).toEqual({
			'wcpay-connect': '1',
			_wpnonce: 'n1',
			hosted: '1',
			source: 'wcpay-connect-page',
			from: 'WCPAY_ONBOARDING_KYC',
			collect_payout_requirements: 'true',
		});
	});
});
