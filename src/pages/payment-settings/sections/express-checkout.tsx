/**
 * The Express checkouts section of the payment settings: Apple Pay / Google Pay (where they show, button
 * type, size, theme and border radius) and WooPay (where it shows, custom message, store logo, theme).
 */
import { RadioControl } from '../../../components/controls/radio-control';
import { SelectControl } from '../../../components/controls/select-control';
import { TextareaControl, TextControl } from '../../../components/controls/text-control';
import { useEffect, useState } from 'react';
import { __ } from '@wordpress/i18n';

import { SettingsSection } from '../../../components/settings-section';
import type { ExpressCheckoutLocation, PaymentSettings } from '../../../data/settings';
import { FieldError, toggleIn, type SectionProps } from './shared';
import { Notice } from '../../../components/notice';
import { CheckboxControl } from '../../../components/controls/checkbox-control';

const DEFAULT_BORDER_RADIUS = 4;

function locationOptions(): { value: ExpressCheckoutLocation; label: string }[] {
	return [
		{ value: 'checkout', label: __('Checkout', 'woocommerce-payments') },
		{ value: 'product', label: __('Product page', 'woocommerce-payments') },
		{ value: 'cart', label: __('Cart', 'woocommerce-payments') },
	];
}

/** The stored radius a text stands for: none when empty, else its number (NaN for text that is none). */
const radiusOf = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/**
 * The border radius as typed: the merchant's text while they edit (cleared, it stays empty instead of
 * showing the default again), else the stored value or the default; it follows the stored value when that
 * changes from elsewhere (loaded, saved, reset).
 */
function useRadiusText(stored: number | null): [string, (text: string) => void] {
	const [draft, setDraft] = useState<string | null>(null);
	useEffect(() => {
		setDraft((text) => (text !== null && radiusOf(text) !== stored ? null : text));
	}, [stored]);
	return [draft ?? String(stored ?? DEFAULT_BORDER_RADIUS), setDraft];
}

export function ExpressCheckoutSection({ settings, update, errors, disabled }: SectionProps) {
	const [radiusText, setRadiusText] = useRadiusText(settings.payment_request_button_border_radius);
	const radiusError = errors.payment_request_button_border_radius;
	return (
		<SettingsSection
			id="wcpay-settings-express"
			title={__('Express checkouts', 'woocommerce-payments')}
			description={__(
				'Let customers pay with one click with Apple Pay, Google Pay and WooPay.',
				'woocommerce-payments'
			)}
		>
			<CheckboxControl
				label={__('Enable Apple Pay / Google Pay', 'woocommerce-payments')}
				checked={settings.is_payment_request_enabled}
				disabled={disabled}
				onChange={(v) => update({ is_payment_request_enabled: v })}
			/>
			<fieldset className="wcpay-settings-group">
				<legend>{__('Show Apple Pay / Google Pay on', 'woocommerce-payments')}</legend>
				{locationOptions().map(({ value, label }) => (
					<CheckboxControl
						key={value}
						label={label}
						checked={settings.payment_request_enabled_locations.includes(value)}
						disabled={disabled || !settings.is_payment_request_enabled}
						onChange={(on) =>
							update({
								payment_request_enabled_locations: toggleIn(
									settings.payment_request_enabled_locations,
									value,
									on
								),
							})
						}
					/>
				))}
			</fieldset>
			<SelectControl
				label={__('Button type', 'woocommerce-payments')}
				value={settings.payment_request_button_type}
				disabled={disabled}
				options={[
					{ value: 'default', label: __('Only icon', 'woocommerce-payments') },
					{ value: 'buy', label: __('Buy', 'woocommerce-payments') },
					{ value: 'donate', label: __('Donate', 'woocommerce-payments') },
					{ value: 'book', label: __('Book', 'woocommerce-payments') },
					{ value: 'pay', label: __('Pay', 'woocommerce-payments') },
				]}
				onChange={(v) =>
					update({
						payment_request_button_type: v as PaymentSettings['payment_request_button_type'],
					})
				}
				__nextHasNoMarginBottom
			/>
			<RadioControl
				label={__('Button size', 'woocommerce-payments')}
				selected={settings.payment_request_button_size}
				disabled={disabled}
				options={[
					{ value: 'small', label: __('Small (40 px)', 'woocommerce-payments') },
					{ value: 'medium', label: __('Medium (48 px)', 'woocommerce-payments') },
					{ value: 'large', label: __('Large (56 px)', 'woocommerce-payments') },
				]}
				onChange={(v) =>
					update({
						payment_request_button_size: v as PaymentSettings['payment_request_button_size'],
					})
				}
			/>
			<RadioControl
				label={__('Button theme', 'woocommerce-payments')}
				selected={settings.payment_request_button_theme}
				disabled={disabled}
				options={[
					{ value: 'dark', label: __('Dark', 'woocommerce-payments') },
					{ value: 'light', label: __('Light', 'woocommerce-payments') },
					{ value: 'light-outline', label: __('Light-Outline', 'woocommerce-payments') },
				]}
				onChange={(v) =>
					update({
						payment_request_button_theme: v as PaymentSettings['payment_request_button_theme'],
					})
				}
			/>
			<div className="wcpay-settings-field">
				<TextControl
					id="wcpay-field-payment_request_button_border_radius"
					label={__('Border radius (px)', 'woocommerce-payments')}
					type="number"
					min={0}
					max={30}
					step={1}
					value={radiusText}
					disabled={disabled}
					aria-invalid={radiusError ? true : undefined}
					aria-describedby={
						radiusError ? 'wcpay-error-payment_request_button_border_radius' : undefined
					}
					onChange={(v) => {
						setRadiusText(v);
						update({ payment_request_button_border_radius: radiusOf(v) });
					}}
					__nextHasNoMarginBottom
				/>
				<FieldError id="wcpay-error-payment_request_button_border_radius" message={radiusError} />
			</div>
			<hr />
			<CheckboxControl
				label={__('Enable WooPay', 'woocommerce-payments')}
				checked={settings.is_woopay_enabled}
				disabled={disabled}
				onChange={(v) => update({ is_woopay_enabled: v })}
			/>
			{settings.show_woopay_incompatibility_notice && (
				<Notice status="warning" isDismissible={false}>
					{__(
						'One or more of your extensions are incompatible with WooPay.',
						'woocommerce-payments'
					)}
				</Notice>
			)}
			<fieldset className="wcpay-settings-group">
				<legend>{__('Show WooPay on', 'woocommerce-payments')}</legend>
				{locationOptions().map(({ value, label }) => (
					<CheckboxControl
						key={value}
						label={label}
						checked={settings.woopay_enabled_locations.includes(value)}
						disabled={disabled || !settings.is_woopay_enabled}
						onChange={(on) =>
							update({
								woopay_enabled_locations: toggleIn(
									settings.woopay_enabled_locations,
									value,
									on
								),
							})
						}
					/>
				))}
			</fieldset>
			<TextareaControl
				label={__('WooPay custom message', 'woocommerce-payments')}
				value={settings.woopay_custom_message}
				disabled={disabled || !settings.is_woopay_enabled}
				onChange={(v) => update({ woopay_custom_message: v })}
				__nextHasNoMarginBottom
			/>
			<TextControl
				label={__('WooPay store logo URL', 'woocommerce-payments')}
				type="url"
				value={settings.woopay_store_logo}
				disabled={disabled || !settings.is_woopay_enabled}
				onChange={(v) => update({ woopay_store_logo: v })}
				__nextHasNoMarginBottom
			/>
			<CheckboxControl
				label={__("Use the store's theme for WooPay", 'woocommerce-payments')}
				checked={settings.is_woopay_global_theme_support_enabled}
				disabled={disabled || !settings.is_woopay_enabled}
				onChange={(v) => update({ is_woopay_global_theme_support_enabled: v })}
			/>
		</SettingsSection>
	);
}
