import {
	Button,
	CheckboxControl,
	Notice,
	RadioControl,
	SelectControl,
	TextControl,
	TextareaControl,
} from '@wordpress/components';
import { __, _n, sprintf } from '@wordpress/i18n';

import { SettingsSection } from '../../components/settings-section';
import type { ExpressCheckoutLocation, PaymentSettings, Weekday } from '../../data/settings';
import { getAdminPageUrl } from '../../utils/url';
import { paymentMethodLabel, paymentMethodStatusLabel, weekdayOptions } from './labels';
import { isJapaneseAccount, parseMonthlyAnchor, type SettingsErrors } from './validation';

export interface SectionProps {
	settings: PaymentSettings;
	update: (values: Partial<PaymentSettings>) => void;
	errors: SettingsErrors;
	disabled: boolean;
}

const DEFAULT_BORDER_RADIUS = 4;

function locationOptions(): { value: ExpressCheckoutLocation; label: string }[] {
	return [
		{ value: 'checkout', label: __('Checkout', 'woocommerce-payments') },
		{ value: 'product', label: __('Product page', 'woocommerce-payments') },
		{ value: 'cart', label: __('Cart', 'woocommerce-payments') },
	];
}

function toggleIn<T>(list: T[], value: T, on: boolean): T[] {
	return on ? [...new Set([...list, value])] : list.filter((v) => v !== value);
}

export function GeneralSection({ settings, update, disabled }: SectionProps) {
	return (
		<SettingsSection
			id="wcpay-settings-general"
			title={__('General', 'woocommerce-payments')}
			description={__(
				'Enable or disable payments and test mode for your store.',
				'woocommerce-payments'
			)}
		>
			<CheckboxControl
				label={__('Enable WooPayments', 'woocommerce-payments')}
				help={__(
					'When enabled, payment methods powered by WooPayments appear on checkout.',
					'woocommerce-payments'
				)}
				checked={settings.is_wcpay_enabled}
				disabled={disabled}
				onChange={(v) => update({ is_wcpay_enabled: v })}
			/>
			<CheckboxControl
				label={__('Enable test mode', 'woocommerce-payments')}
				help={
					settings.is_dev_mode_enabled
						? __(
								'Sandbox (dev) mode is active on this site, so test mode cannot be turned off.',
								'woocommerce-payments'
							)
						: __('Simulate transactions using test card numbers.', 'woocommerce-payments')
				}
				checked={settings.is_test_mode_enabled || settings.is_dev_mode_enabled}
				disabled={disabled || settings.is_dev_mode_enabled || settings.is_test_mode_onboarding}
				onChange={(v) => update({ is_test_mode_enabled: v })}
			/>
			{settings.is_test_mode_onboarding && (
				<Notice status="info" isDismissible={false}>
					{__(
						'This is a sandbox account: it can only process test payments.',
						'woocommerce-payments'
					)}
				</Notice>
			)}
		</SettingsSection>
	);
}

export function PaymentMethodsSection({ settings, update, disabled }: SectionProps) {
	const enabled = settings.enabled_payment_method_ids;
	return (
		<SettingsSection
			id="wcpay-settings-methods"
			title={__('Payment methods', 'woocommerce-payments')}
			description={__(
				'Choose which payment methods customers can use at checkout.',
				'woocommerce-payments'
			)}
		>
			<fieldset>
				<legend className="screen-reader-text">
					{__('Payment methods', 'woocommerce-payments')}
				</legend>
				<ul className="wcpay-payment-methods">
					{settings.available_payment_method_ids.map((id) => {
						const status = settings.payment_method_statuses[id];
						const duplicated = settings.duplicated_payment_method_ids.includes(id);
						return (
							<li key={id} className="wcpay-payment-methods__item">
								<CheckboxControl
									label={paymentMethodLabel(id)}
									checked={enabled.includes(id)}
									disabled={disabled}
									onChange={(on) =>
										update({ enabled_payment_method_ids: toggleIn(enabled, id, on) })
									}
								/>
								{status && (
									<span className={`wcpay-pill wcpay-pill--${status}`}>
										{paymentMethodStatusLabel(status)}
									</span>
								)}
								{duplicated && (
									<span className="wcpay-payment-methods__duplicate">
										{__('Also enabled by another extension.', 'woocommerce-payments')}
									</span>
								)}
							</li>
						);
					})}
				</ul>
			</fieldset>
		</SettingsSection>
	);
}

export function ExpressCheckoutSection({ settings, update, disabled }: SectionProps) {
	const radius = settings.payment_request_button_border_radius ?? DEFAULT_BORDER_RADIUS;
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
			<TextControl
				label={__('Border radius (px)', 'woocommerce-payments')}
				type="number"
				min={0}
				max={30}
				value={String(radius)}
				disabled={disabled}
				onChange={(v) =>
					update({ payment_request_button_border_radius: v === '' ? null : Number(v) })
				}
				__nextHasNoMarginBottom
			/>
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

function FieldError({ id, message }: { id: string; message?: string }) {
	if (!message) {
		return null;
	}
	return (
		<p id={id} className="wcpay-field-error" role="alert">
			{message}
		</p>
	);
}

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

function monthlyAnchorOptions() {
	const options = [];
	for (let day = 1; day <= 31; day++) {
		options.push({
			value: String(day),
			label:
				day === 31
					? __('Last day of the month', 'woocommerce-payments')
					: /* translators: %d: day of the month */ sprintf(
							__('Day %d', 'woocommerce-payments'),
							day
						),
		});
	}
	return options;
}

export function PayoutsSection({ settings, update, disabled }: SectionProps) {
	const restricted = settings.deposit_restrictions !== 'deposits_unrestricted';
	const waiting = !settings.deposit_completed_waiting_period;
	const blocked = disabled || restricted || waiting || settings.deposit_status === 'blocked';
	const days = Number(settings.deposit_delay_days) || 7;
	return (
		<SettingsSection
			id="deposit-schedule"
			title={__('Payouts', 'woocommerce-payments')}
			description={__(
				'When your available balance is paid out to your bank account.',
				'woocommerce-payments'
			)}
		>
			{waiting && (
				<Notice status="info" isDismissible={false}>
					{__(
						'Your first payout will be held for 7-14 days. The payout schedule can be changed after that.',
						'woocommerce-payments'
					)}
				</Notice>
			)}
			{!waiting && restricted && (
				<Notice status="warning" isDismissible={false}>
					{__(
						'Payouts are restricted on this account, so the schedule cannot be changed.',
						'woocommerce-payments'
					)}
				</Notice>
			)}
			<SelectControl
				label={__('Payout frequency', 'woocommerce-payments')}
				value={settings.deposit_schedule_interval as 'daily' | 'weekly' | 'monthly'}
				disabled={blocked}
				options={[
					{ value: 'daily', label: __('Daily', 'woocommerce-payments') },
					{ value: 'weekly', label: __('Weekly', 'woocommerce-payments') },
					{ value: 'monthly', label: __('Monthly', 'woocommerce-payments') },
				]}
				onChange={(v) =>
					update({ deposit_schedule_interval: v as PaymentSettings['deposit_schedule_interval'] })
				}
				__nextHasNoMarginBottom
			/>
			{settings.deposit_schedule_interval === 'weekly' && (
				<SelectControl
					label={__('Day of the week', 'woocommerce-payments')}
					value={settings.deposit_schedule_weekly_anchor}
					disabled={blocked}
					options={weekdayOptions()}
					onChange={(v) => update({ deposit_schedule_weekly_anchor: v as Weekday })}
					__nextHasNoMarginBottom
				/>
			)}
			{settings.deposit_schedule_interval === 'monthly' && (
				<SelectControl
					label={__('Day of the month', 'woocommerce-payments')}
					value={
						settings.deposit_schedule_monthly_anchor === null
							? ''
							: String(settings.deposit_schedule_monthly_anchor)
					}
					disabled={blocked}
					options={[
						{ value: '', label: __('Choose a day', 'woocommerce-payments') },
						...monthlyAnchorOptions(),
					]}
					onChange={(v) => update({ deposit_schedule_monthly_anchor: parseMonthlyAnchor(v) })}
					__nextHasNoMarginBottom
				/>
			)}
			<p className="wcpay-settings-help">
				{sprintf(
					/* translators: %d: number of days */
					_n(
						'Payments received are paid out %d business day after they are processed.',
						'Payments received are paid out %d business days after they are processed.',
						days,
						'woocommerce-payments'
					),
					days
				)}
			</p>
		</SettingsSection>
	);
}

export function FraudSection({ settings }: SectionProps) {
	const advanced = settings.current_protection_level === 'advanced';
	return (
		<SettingsSection
			id="fp-settings"
			title={__('Fraud protection', 'woocommerce-payments')}
			description={__('Filters that screen orders before a payment is taken.', 'woocommerce-payments')}
		>
			<p>
				{advanced
					? __(
							'Advanced protection is on: your own risk filters screen every order.',
							'woocommerce-payments'
						)
					: __(
							'Basic protection is on: our default filters screen every order.',
							'woocommerce-payments'
						)}
			</p>
			<a
				className="components-button is-secondary"
				href={getAdminPageUrl('/payments/fraud-protection')}
			>
				{__('Configure fraud protection', 'woocommerce-payments')}
			</a>
		</SettingsSection>
	);
}

export function AdvancedSection({
	settings,
	update,
	disabled,
	onStartMigration,
	isStartingMigration,
}: SectionProps & { onStartMigration: () => void; isStartingMigration: boolean }) {
	const toMigrate = settings.stripe_billing_subscription_count;
	return (
		<SettingsSection
			id="wcpay-settings-advanced"
			title={__('Advanced settings', 'woocommerce-payments')}
			description={__('Multi-currency, subscriptions and logging.', 'woocommerce-payments')}
		>
			<CheckboxControl
				label={__(
					'Enable customers to pay in their local currency (multi-currency)',
					'woocommerce-payments'
				)}
				checked={settings.is_multi_currency_enabled}
				disabled={disabled}
				onChange={(v) => update({ is_multi_currency_enabled: v })}
			/>
			{settings.is_wcpay_subscriptions_eligible && (
				<CheckboxControl
					label={__('Enable subscriptions with WooPayments', 'woocommerce-payments')}
					checked={settings.is_wcpay_subscriptions_enabled}
					disabled={disabled}
					onChange={(v) => update({ is_wcpay_subscriptions_enabled: v })}
				/>
			)}
			{(settings.is_subscriptions_plugin_active || settings.is_stripe_billing_enabled) && (
				<div className="wcpay-settings-group">
					<CheckboxControl
						label={__('Enable Stripe Billing for future subscriptions', 'woocommerce-payments')}
						checked={settings.is_stripe_billing_enabled}
						disabled={disabled}
						onChange={(v) => update({ is_stripe_billing_enabled: v })}
					/>
					{settings.is_migrating_stripe_billing ? (
						<p className="wcpay-settings-help" role="status">
							{sprintf(
								/* translators: 1: migrated count, 2: total count */
								__('Migrating subscriptions: %1$d of %2$d done.', 'woocommerce-payments'),
								settings.stripe_billing_migrated_count,
								toMigrate
							)}
						</p>
					) : (
						!settings.is_stripe_billing_enabled &&
						toMigrate > 0 && (
							<Button
								variant="secondary"
								isBusy={isStartingMigration}
								disabled={isStartingMigration}
								onClick={onStartMigration}
							>
								{sprintf(
									/* translators: %d: number of subscriptions */
									_n(
										'Migrate %d subscription',
										'Migrate %d subscriptions',
										toMigrate,
										'woocommerce-payments'
									),
									toMigrate
								)}
							</Button>
						)
					)}
				</div>
			)}
			<CheckboxControl
				label={__('Log error messages', 'woocommerce-payments')}
				help={__('Writes debug information to the store’s logs.', 'woocommerce-payments')}
				checked={settings.is_debug_log_enabled}
				disabled={disabled}
				onChange={(v) => update({ is_debug_log_enabled: v })}
			/>
		</SettingsSection>
	);
}
