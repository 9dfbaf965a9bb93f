/**
 * The Express checkouts section of the payment settings: the Apple Pay / Google Pay switch, locations and
 * button options, and the WooPay switch, locations, message, logo and theme (locked while WooPay is off).
 */
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ExpressCheckoutSection } from '../../../src/pages/payment-settings/sections';
import { renderSection } from './fixtures';

const LOCATIONS = ['Checkout', 'Product page', 'Cart'];

describe('express checkouts section', () => {
	it('shows its title, the Apple Pay / Google Pay options and their values', () => {
		renderSection(ExpressCheckoutSection);
		expect(screen.getByRole('heading', { level: 2, name: 'Express checkouts' })).toBeInTheDocument();
		expect(
			screen.getByText('Let customers pay with one click with Apple Pay, Google Pay and WooPay.')
		).toBeInTheDocument();
		expect(screen.getByRole('checkbox', { name: 'Enable Apple Pay / Google Pay' })).toBeChecked();

		const where = within(screen.getByRole('group', { name: 'Show Apple Pay / Google Pay on' }));
		expect(where.getAllByRole('checkbox')).toHaveLength(3);
		LOCATIONS.forEach((name) => expect(where.getByRole('checkbox', { name })).toBeEnabled());
		expect(where.getByRole('checkbox', { name: 'Checkout' })).toBeChecked();
		expect(where.getByRole('checkbox', { name: 'Product page' })).not.toBeChecked();

		const type = screen.getByRole('combobox', { name: 'Button type' });
		expect(type).toHaveValue('default');
		expect(
			within(type)
				.getAllByRole('option')
				.map((o) => o.textContent)
		).toEqual(['Only icon', 'Buy', 'Donate', 'Book', 'Pay']);
		const size = within(screen.getByRole('group', { name: 'Button size' }));
		expect(size.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
			'small',
			'medium',
			'large',
		]);
		expect(size.getByRole('radio', { name: 'Medium (48 px)' })).toBeChecked();
		const theme = within(screen.getByRole('group', { name: 'Button theme' }));
		expect(theme.getByRole('radio', { name: 'Dark' })).toBeChecked();
		expect(theme.getByRole('radio', { name: 'Light-Outline' })).not.toBeChecked();
		// No radius saved: the default of 4 px.
		expect(screen.getByRole('spinbutton', { name: 'Border radius (px)' })).toHaveValue(4);
	});

	it('sends the Apple Pay / Google Pay edits', async () => {
		const user = userEvent.setup();
		const { update } = renderSection(ExpressCheckoutSection);
		await user.click(screen.getByRole('checkbox', { name: 'Enable Apple Pay / Google Pay' }));
		expect(update).toHaveBeenLastCalledWith({ is_payment_request_enabled: false });

		const where = within(screen.getByRole('group', { name: 'Show Apple Pay / Google Pay on' }));
		await user.click(where.getByRole('checkbox', { name: 'Cart' }));
		expect(update).toHaveBeenLastCalledWith({ payment_request_enabled_locations: ['checkout', 'cart'] });
		await user.click(where.getByRole('checkbox', { name: 'Checkout' }));
		expect(update).toHaveBeenLastCalledWith({ payment_request_enabled_locations: [] });

		await user.selectOptions(screen.getByRole('combobox', { name: 'Button type' }), 'Donate');
		expect(update).toHaveBeenLastCalledWith({ payment_request_button_type: 'donate' });
		await user.click(screen.getByRole('radio', { name: 'Large (56 px)' }));
		expect(update).toHaveBeenLastCalledWith({ payment_request_button_size: 'large' });
		await user.click(screen.getByRole('radio', { name: 'Light' }));
		expect(update).toHaveBeenLastCalledWith({ payment_request_button_theme: 'light' });

		const radius = screen.getByRole('spinbutton', { name: 'Border radius (px)' });
		fireEvent.change(radius, { target: { value: '12' } });
		expect(update).toHaveBeenLastCalledWith({ payment_request_button_border_radius: 12 });
		fireEvent.change(radius, { target: { value: '' } });
		expect(update).toHaveBeenLastCalledWith({ payment_request_button_border_radius: null });
	});

	it('a cleared border radius stays empty while typing (it does not jump back to 4)', () => {
		renderSection(ExpressCheckoutSection);
		const radius = screen.getByRole('spinbutton', { name: 'Border radius (px)' });
		expect(radius).toHaveValue(4);
		fireEvent.change(radius, { target: { value: '' } });
		expect(radius).toHaveValue(null);
		fireEvent.change(radius, { target: { value: '12' } });
		expect(radius).toHaveValue(12);
	});

	it('shows the border radius error under the field, tied to it', () => {
		const message = 'The border radius must be a whole number from 0 to 30.';
		renderSection(
			ExpressCheckoutSection,
			{ payment_request_button_border_radius: 45 },
			{ errors: { payment_request_button_border_radius: message } }
		);
		const radius = screen.getByRole('spinbutton', { name: 'Border radius (px)' });
		expect(radius).toHaveAttribute('id', 'wcpay-field-payment_request_button_border_radius');
		expect(radius).toHaveAttribute('aria-invalid', 'true');
		expect(radius).toHaveAccessibleDescription(message);
		expect(screen.getByRole('alert')).toHaveTextContent(message);
	});

	it('shows a saved border radius and locks the locations while Apple Pay / Google Pay is off', () => {
		renderSection(ExpressCheckoutSection, {
			is_payment_request_enabled: false,
			payment_request_button_border_radius: 0,
		});
		expect(screen.getByRole('spinbutton', { name: 'Border radius (px)' })).toHaveValue(0);
		const where = within(screen.getByRole('group', { name: 'Show Apple Pay / Google Pay on' }));
		LOCATIONS.forEach((name) => expect(where.getByRole('checkbox', { name })).toBeDisabled());
		// The button options stay editable.
		expect(screen.getByRole('combobox', { name: 'Button type' })).toBeEnabled();
	});

	it('locks the WooPay options while WooPay is off', () => {
		renderSection(ExpressCheckoutSection);
		expect(screen.getByRole('checkbox', { name: 'Enable WooPay' })).not.toBeChecked();
		expect(screen.getByRole('checkbox', { name: 'Enable WooPay' })).toBeEnabled();
		const where = within(screen.getByRole('group', { name: 'Show WooPay on' }));
		LOCATIONS.forEach((name) => expect(where.getByRole('checkbox', { name })).toBeDisabled());
		expect(screen.getByRole('textbox', { name: 'WooPay custom message' })).toBeDisabled();
		expect(screen.getByRole('textbox', { name: 'WooPay store logo URL' })).toBeDisabled();
		expect(screen.getByRole('checkbox', { name: "Use the store's theme for WooPay" })).toBeDisabled();
		expect(
			screen.queryByText('One or more of your extensions are incompatible with WooPay.')
		).not.toBeInTheDocument();
	});

	it('sends the WooPay edits once WooPay is on', async () => {
		const user = userEvent.setup();
		const { update } = renderSection(ExpressCheckoutSection, {
			is_woopay_enabled: true,
			woopay_enabled_locations: ['product'],
			woopay_custom_message: 'Thanks!',
			woopay_store_logo: 'https://shop.example/logo.png',
		});
		await user.click(screen.getByRole('checkbox', { name: 'Enable WooPay' }));
		expect(update).toHaveBeenLastCalledWith({ is_woopay_enabled: false });

		const where = within(screen.getByRole('group', { name: 'Show WooPay on' }));
		expect(where.getByRole('checkbox', { name: 'Product page' })).toBeChecked();
		await user.click(where.getByRole('checkbox', { name: 'Checkout' }));
		expect(update).toHaveBeenLastCalledWith({ woopay_enabled_locations: ['product', 'checkout'] });
		await user.click(where.getByRole('checkbox', { name: 'Product page' }));
		expect(update).toHaveBeenLastCalledWith({ woopay_enabled_locations: [] });

		const message = screen.getByRole('textbox', { name: 'WooPay custom message' });
		expect(message).toHaveValue('Thanks!');
		fireEvent.change(message, { target: { value: 'Welcome back' } });
		expect(update).toHaveBeenLastCalledWith({ woopay_custom_message: 'Welcome back' });

		const logo = screen.getByRole('textbox', { name: 'WooPay store logo URL' });
		expect(logo).toHaveAttribute('type', 'url');
		expect(logo).toHaveValue('https://shop.example/logo.png');
		fireEvent.change(logo, { target: { value: 'https://shop.example/new.png' } });
		expect(update).toHaveBeenLastCalledWith({ woopay_store_logo: 'https://shop.example/new.png' });

		await user.click(screen.getByRole('checkbox', { name: "Use the store's theme for WooPay" }));
		expect(update).toHaveBeenLastCalledWith({ is_woopay_global_theme_support_enabled: true });
	});

	it('warns when extensions are incompatible with WooPay', () => {
		const { section } = renderSection(ExpressCheckoutSection, {
			show_woopay_incompatibility_notice: true,
		});
		expect(
			section.getByText('One or more of your extensions are incompatible with WooPay.')
		).toBeInTheDocument();
	});

	it('disables every control while saving', () => {
		renderSection(ExpressCheckoutSection, { is_woopay_enabled: true }, { disabled: true });
		for (const control of [
			...screen.getAllByRole('checkbox'),
			...screen.getAllByRole('radio'),
			...screen.getAllByRole('textbox'),
			screen.getByRole('combobox', { name: 'Button type' }),
			screen.getByRole('spinbutton', { name: 'Border radius (px)' }),
		]) {
			expect(control).toBeDisabled();
		}
	});
});
