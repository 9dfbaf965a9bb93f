/**
 * What the payment settings section tests share: a complete settings object (a USD account, card on, link
 * off, daily payouts) and a render helper that hands a section that object, with a patch, and a mock `update`.
 */
import type { ComponentType } from 'react';
import { render, within } from '@testing-library/react';

import type { PaymentSettings } from '../../../src/data/settings';
import type { SectionProps } from '../../../src/pages/payment-settings/sections';

export const SETTINGS = {
	enabled_payment_method_ids: ['card'],
	available_payment_method_ids: ['card', 'link'],
	duplicated_payment_method_ids: [],
	payment_method_statuses: { card: 'active', link: 'inactive' },
	is_wcpay_enabled: true,
	account_statement_descriptor: 'MY STORE',
	account_statement_descriptor_kanji: '',
	account_statement_descriptor_kana: '',
	account_business_support_email: 'help@example.com',
	account_business_support_phone: '+1 212 555 0100',
	account_domestic_currency: 'usd',
	deposit_schedule_interval: 'daily',
	deposit_schedule_weekly_anchor: 'monday',
	deposit_schedule_monthly_anchor: null,
	deposit_delay_days: 2,
	deposit_completed_waiting_period: true,
	deposit_status: 'enabled',
	deposit_restrictions: 'deposits_unrestricted',
	is_manual_capture_enabled: false,
	is_test_mode_enabled: false,
	is_test_mode_onboarding: false,
	is_dev_mode_enabled: false,
	is_payment_request_enabled: true,
	payment_request_enabled_locations: ['checkout'],
	payment_request_button_type: 'default',
	payment_request_button_size: 'medium',
	payment_request_button_theme: 'dark',
	payment_request_button_border_radius: null,
	is_debug_log_enabled: false,
	is_multi_currency_enabled: false,
	is_saved_cards_enabled: true,
	is_card_present_eligible: false,
	is_wcpay_subscriptions_enabled: false,
	is_wcpay_subscriptions_eligible: false,
	is_subscriptions_plugin_active: false,
	is_woopay_enabled: false,
	is_woopay_global_theme_support_enabled: false,
	woopay_custom_message: '',
	woopay_store_logo: '',
	woopay_enabled_locations: [],
	show_woopay_incompatibility_notice: false,
	current_protection_level: 'basic',
	advanced_fraud_protection_settings: null,
	is_stripe_billing_enabled: false,
	is_migrating_stripe_billing: false,
	stripe_billing_subscription_count: 0,
	stripe_billing_migrated_count: 0,
} as PaymentSettings;

/**
 * Renders `Section` with {@link SETTINGS} plus `patch`; `update` is a mock (the section is not re-rendered
 * with the change, so each edit is checked against the settings it was rendered with). `section` queries
 * the rendered section only (a notice's text is also spoken into an a11y live region outside it).
 */
export function renderSection<P extends SectionProps>(
	Section: ComponentType<P>,
	patch: Partial<PaymentSettings> = {},
	props: Partial<P> = {}
) {
	const update = jest.fn<void, [Partial<PaymentSettings>]>();
	const base: SectionProps = { settings: { ...SETTINGS, ...patch }, update, errors: {}, disabled: false };
	const view = render(<Section {...({ ...base, ...props } as P)} />);
	return { ...view, update, section: within(view.container) };
}
