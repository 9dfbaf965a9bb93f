import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import apiFetch from '@wordpress/api-fetch';
import { getHistory } from '@woocommerce/navigation';

import { onboardingFieldsData } from '../../../mock-server/host/onboarding-data';
import OnboardingWizard from '../../../src/pages/onboarding';
import { navigation } from '../../../src/utils/navigation';
import type { WcpaySettings } from '../../../src/settings';
import { setPageGlobals } from '../../support/page-globals';

jest.mock('@wordpress/api-fetch', () => ({ __esModule: true, default: jest.fn() }));
const mockApiFetch = apiFetch as unknown as jest.Mock;

const COUNTRIES = { US: 'United States (US)', PR: 'Puerto Rico', GB: 'United Kingdom (UK)', JP: 'Japan' };

function setup(query = '', wcpay: Partial<WcpaySettings> = {}) {
	getHistory().replace(`/wp-admin/admin.php?page=wc-admin&path=%2Fpayments%2Fonboarding${query}`);
	setPageGlobals({
		wcpay: {
			connectUrl: '/wp-admin/admin.php?wcpay-connect=1&_wpnonce=n1',
			connect: { country: 'US', availableCountries: COUNTRIES },
			onboardingFieldsData: onboardingFieldsData(),
			homeUrl: 'https://shop.example/',
			siteTitle: 'Shop',
			...wcpay,
		},
		wc: {
			siteTitle: 'My shop',
			admin: {
				onboarding: { profile: { industry: [{ slug: 'clothing_and_accessories' }] } },
				siteVisibilitySettings: {
					woocommerce_coming_soon: 'yes',
					woocommerce_private_link: 'no',
					woocommerce_share_key: 'share1',
				},
			},
		},
	});
	const assign = jest.spyOn(navigation, 'assign').mockImplementation(() => undefined);
	render(<OnboardingWizard />);
	return { assign };
}

const radio = (name: RegExp) => screen.getByRole('radio', { name });
const fieldError = (text: string) => screen.queryByText(text);

describe('onboarding wizard, business step', () => {
	beforeAll(() => {
		window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
	});
	afterEach(() => {
		jest.restoreAllMocks();
		mockApiFetch.mockReset();
		document.body.classList.remove('wcpay-onboarding-fullscreen');
	});

	it('starts from the connect country, company first, and goes full screen', () => {
		setup();
		expect(
			screen.getByRole('heading', { level: 1, name: 'Let’s get your store ready to accept payments' })
		).toBeInTheDocument();
		expect(document.body).toHaveClass('wcpay-onboarding-fullscreen');
		expect(screen.getByRole('combobox', { name: 'Where is your business located?' })).toHaveValue('US');
		const options = within(screen.getByRole('combobox', { name: 'Where is your business located?' }))
			.getAllByRole('option')
			.map((o) => o.textContent);
		expect(options).toEqual([
			'Select a country',
			'Japan',
			'Puerto Rico',
			'United Kingdom (UK)',
			'United States (US)',
		]);
		const types = screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value);
		expect(types[0]).toBe('company');
		expect(radio(/^Company/)).toHaveAccessibleDescription(
			'Select if you filed documentation to register your business with a government agency'
		);
		// Category and terms wait for the business type.
		expect(screen.queryByRole('combobox', { name: /goods or services/ })).not.toBeInTheDocument();
		expect(screen.queryByText(/Terms of Service/)).not.toBeInTheDocument();
	});

	it('Continue with errors touches every field; errors clear as fields are filled', () => {
		setup();
		expect(fieldError('Please provide a business type')).not.toBeInTheDocument();
		fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
		expect(fieldError('Please provide a business type')).toBeInTheDocument();
		expect(mockApiFetch).not.toHaveBeenCalled();

		fireEvent.click(radio(/^Company/));
		expect(fieldError('Please provide a business type')).not.toBeInTheDocument();
		const structure = screen.getByRole('combobox', {
			name: 'What category of legal entity identifies your business?',
		});
		expect(fieldError('Please provide a response')).toBeInTheDocument();
		fireEvent.change(structure, { target: { value: 'private_corporation' } });
		expect(fieldError('Please provide a response')).not.toBeInTheDocument();
		expect(screen.getByRole('combobox', { name: /goods or services/ })).toHaveValue(
			'Clothing and accessories'
		);
		expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
			'href',
			'https://wordpress.com/tos/'
		);
		expect(screen.getByRole('link', { name: 'merchant terms' })).toBeInTheDocument();
		expect(screen.getByRole('link', { name: 'Privacy Policy' })).toBeInTheDocument();
	});

	it('changing country clears the business type; changing type clears the structure', () => {
		setup();
		fireEvent.click(radio(/^Company/));
		fireEvent.change(
			screen.getByRole('combobox', { name: 'What category of legal entity identifies your business?' }),
			{ target: { value: 'private_corporation' } }
		);
		fireEvent.click(radio(/^Individual/));
		expect(screen.queryByRole('combobox', { name: /category of legal entity/ })).not.toBeInTheDocument();
		fireEvent.click(radio(/^Company/));
		expect(screen.getByRole('combobox', { name: /category of legal entity/ })).toHaveValue('');
		fireEvent.change(screen.getByRole('combobox', { name: 'Where is your business located?' }), {
			target: { value: 'GB' },
		});
		expect(screen.getAllByRole('radio').every((r) => !(r as HTMLInputElement).checked)).toBe(true);
	});

	it('Puerto Rico offers the United States business types', () => {
		setup('', { connect: { country: 'PR', availableCountries: COUNTRIES } });
		expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual([
			'company',
			'individual',
			'non_profit',
			'government_entity',
		]);
	});

	it('Continue without errors creates the session with the nested self-assessment and capabilities', async () => {
		mockApiFetch.mockRejectedValue({ code: 'wcpay_server_error', message: 'Down' });
		setup('&capabilities=card_payments,klarna_payments:false&source=wcadmin-payment-task');
		fireEvent.click(radio(/^Individual/));
		fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
		await waitFor(() => expect(mockApiFetch).toHaveBeenCalled());
		expect(mockApiFetch).toHaveBeenCalledWith({
			path: '/wc/v3/payments/onboarding/kyc/session',
			method: 'POST',
			data: {
				self_assessment: {
					country: 'US',
					business_type: 'individual',
					mcc: 'most_popular__clothing_and_apparel',
					business_name: 'My shop',
					site: 'https://shop.example/?woo-share=share1',
				},
				capabilities: { card_payments: true, klarna_payments: false },
			},
		});
		// The a11y live region may repeat the text; the page shows it in a paragraph.
		expect(
			await screen.findByText(
				'Unable to start onboarding. If this problem persists, please contact support.',
				{
					selector: 'p',
				}
			)
		).toBeInTheDocument();
		fireEvent.click(screen.getByRole('button', { name: 'Back to business details' }));
		expect(radio(/^Individual/)).toBeChecked();
	});

	it('closing goes to the connect page', () => {
		const { assign } = setup();
		fireEvent.click(screen.getByRole('button', { name: 'Close' }));
		expect(assign).toHaveBeenCalledWith(expect.stringContaining('path=%2Fpayments%2Fconnect'));
	});
});
