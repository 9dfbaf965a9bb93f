/**
 * The Transactions section of the payment settings: manual capture, saved cards, the bank statement
 * descriptors (Latin, plus Kanji and Kana for a Japanese account) and the support email and phone, each
 * text field with its validation message.
 */
import { __ } from '@wordpress/i18n';

import { SettingsSection } from '../../../components/settings-section';
import type { PaymentSettings } from '../../../data/settings';
import { isJapaneseAccount } from '../validation';
import { FieldError, type SectionProps } from './shared';
import { CheckboxControl } from '../../../components/controls/checkbox-control';
import { TextControl } from '../../../components/controls/text-control';

export function TransactionsSection({ settings, update, errors, disabled }: SectionProps) {
	const japanese = isJapaneseAccount(settings);
	const field = (
		key: keyof PaymentSettings,
		label: string,
		help?: string,
		type: 'text' | 'email' | 'tel' = 'text'
	) => (
		<div className="wcpay-settings-field">
			<TextControl
				id={`wcpay-field-${key}`}
				label={label}
				help={help}
				type={type}
				value={String(settings[key] ?? '')}
				disabled={disabled}
				aria-invalid={errors[key] ? true : undefined}
				aria-describedby={errors[key] ? `wcpay-error-${key}` : undefined}
				onChange={(v) => update({ [key]: v } as Partial<PaymentSettings>)}
				__nextHasNoMarginBottom
			/>
			<FieldError id={`wcpay-error-${key}`} message={errors[key]} />
		</div>
	);
	return (
		<SettingsSection
			id="wcpay-settings-transactions"
			title={__('Transactions', 'woocommerce-payments')}
			description={__(
				'How payments are captured and how they appear to customers.',
				'woocommerce-payments'
			)}
		>
			<CheckboxControl
				label={__('Issue an authorization on checkout, and capture later', 'woocommerce-payments')}
				help={__(
					'Charge must be captured on the order details screen within 7 days of authorization, otherwise the authorization and order will be canceled.',
					'woocommerce-payments'
				)}
				checked={settings.is_manual_capture_enabled}
				disabled={disabled}
				onChange={(v) => update({ is_manual_capture_enabled: v })}
			/>
			<CheckboxControl
				label={__('Enable payments via saved cards', 'woocommerce-payments')}
				help={__('Customers can save their card for faster checkout.', 'woocommerce-payments')}
				checked={settings.is_saved_cards_enabled}
				disabled={disabled}
				onChange={(v) => update({ is_saved_cards_enabled: v })}
			/>
			{field(
				'account_statement_descriptor',
				japanese
					? __('Full bank statement (Latin characters)', 'woocommerce-payments')
					: __('Customer bank statement', 'woocommerce-payments'),
				__(
					'Shown on your customers’ bank statements: 5 to 22 characters, at least one letter.',
					'woocommerce-payments'
				)
			)}
			{japanese &&
				field(
					'account_statement_descriptor_kanji',
					__('Bank statement in Kanji', 'woocommerce-payments')
				)}
			{japanese &&
				field(
					'account_statement_descriptor_kana',
					__('Bank statement in Kana', 'woocommerce-payments')
				)}
			{field(
				'account_business_support_email',
				__('Support email', 'woocommerce-payments'),
				undefined,
				'email'
			)}
			{field(
				'account_business_support_phone',
				__('Support phone number', 'woocommerce-payments'),
				undefined,
				'tel'
			)}
		</SettingsSection>
	);
}
