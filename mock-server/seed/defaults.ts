/**
 * Default documents of a healthy US store with a complete live account. Scenarios start from these and
 * change what makes them different. Pure functions of (rng, now): deterministic.
 */
import type { PaymentSettings } from '../../src/data/settings/types';
import type { AccountDoc, AccountLoans, OptionsDoc, SiteDoc, UserDoc } from '../domain/types';
import { HOSTILE_LAST_NAME, HOSTILE_SITE_TITLE } from './hostile';
import type { Rng } from './prng';

export const DAY_MS = 86_400_000;

export function daysAgo(now: Date, days: number): Date {
	return new Date(now.getTime() - days * DAY_MS);
}

export function defaultSite(): SiteDoc {
	return {
		title: HOSTILE_SITE_TITLE,
		country: 'US',
		currency: 'USD',
		enabledCurrencies: ['USD', 'EUR', 'GBP'],
		timeZone: 'America/New_York',
		locale: 'en_US',
		isJetpackConnected: true,
		onboardingDisabled: false,
		wcVersion: '9.9.0',
		pluginVersion: '9.6.0',
		hostingProvider: 'mock-hosting',
	};
}

export const ADMIN_CAPABILITIES: readonly string[] = [
	'read',
	'manage_options',
	'manage_woocommerce',
	'view_woocommerce_reports',
	'edit_shop_orders',
	'edit_posts',
	'upload_files',
];

export function defaultUser(): UserDoc {
	return {
		id: 1,
		username: 'ada',
		first_name: 'Ada',
		last_name: HOSTILE_LAST_NAME,
		email: 'ada@example.com',
		roles: ['administrator'],
		capabilities: [...ADMIN_CAPABILITIES],
		woocommerce_meta: {},
	};
}

export const AVAILABLE_PAYMENT_METHODS: readonly string[] = [
	'card',
	'link',
	'affirm',
	'afterpay_clearpay',
	'klarna',
	'bancontact',
	'eps',
	'ideal',
	'p24',
	'sepa_debit',
];

export function defaultSettings(): PaymentSettings {
	const enabled = ['card', 'link', 'klarna', 'ideal'];
	return {
		enabled_payment_method_ids: enabled,
		available_payment_method_ids: [...AVAILABLE_PAYMENT_METHODS],
		duplicated_payment_method_ids: [],
		payment_method_statuses: {
			card: 'active',
			link: 'active',
			affirm: 'inactive',
			afterpay_clearpay: 'inactive',
			klarna: 'active',
			bancontact: 'pending',
			eps: 'inactive',
			ideal: 'active',
			p24: 'inactive',
			sepa_debit: 'unrequested',
		},
		is_wcpay_enabled: true,
		account_statement_descriptor: 'UNICORN SHOP',
		account_statement_descriptor_kanji: '',
		account_statement_descriptor_kana: '',
		account_business_support_email: 'support@example.com',
		account_business_support_phone: '+12125550142',
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
		payment_request_enabled_locations: ['product', 'cart', 'checkout'],
		payment_request_button_type: 'default',
		payment_request_button_size: 'medium',
		payment_request_button_theme: 'dark',
		payment_request_button_border_radius: 4,
		is_debug_log_enabled: false,
		is_multi_currency_enabled: true,
		is_saved_cards_enabled: true,
		is_card_present_eligible: true,
		is_wcpay_subscriptions_enabled: false,
		is_wcpay_subscriptions_eligible: true,
		is_subscriptions_plugin_active: false,
		is_woopay_enabled: false,
		is_woopay_global_theme_support_enabled: false,
		woopay_custom_message: '',
		woopay_store_logo: '',
		woopay_enabled_locations: ['product', 'cart', 'checkout'],
		show_woopay_incompatibility_notice: false,
		current_protection_level: 'advanced',
		advanced_fraud_protection_settings: [
			{
				key: 'avs_verification',
				outcome: 'block',
				check: { key: 'avs_mismatch', operator: 'equals', value: true },
			},
			{
				key: 'purchase_price_threshold',
				outcome: 'review',
				// No minimum, a maximum of $1,000.00 (spec 000 §3: cents|currency).
				check: { key: 'order_total', operator: 'greater_than', value: '100000|usd' },
			},
		],
		is_stripe_billing_enabled: false,
		is_migrating_stripe_billing: false,
		stripe_billing_subscription_count: 0,
		stripe_billing_migrated_count: 0,
	};
}

export function defaultOptions(): OptionsDoc {
	return {
		wcpay_multi_currency_setup_completed: 'yes',
		wcpay_next_deposit_notice_dismissed: false,
		woocommerce_dismissed_todo_tasks: [],
		woocommerce_deleted_todo_tasks: [],
		woocommerce_remind_me_later_todo_tasks: {},
	};
}

export const NO_LOANS: AccountLoans = { has_active_loan: false, has_past_loans: false, loans: [] };

/** One active loan and two paid-off ones, with ids from the `loans` fork of the seed. */
export function seededLoans(rng: Rng): AccountLoans {
	const loans = rng.fork('loans');
	return {
		has_active_loan: true,
		has_past_loans: true,
		loans: [
			`${loans.id('flxln_', 24)}|active`,
			`${loans.id('flxln_', 24)}|other`,
			`${loans.id('flxln_', 24)}|other`,
		],
	};
}

function fee(percentage: number, fixed: number, currency = 'usd') {
	return { percentage_rate: percentage, fixed_rate: fixed, currency };
}

export function defaultFees(): Record<string, unknown> {
	const methods: Record<string, [number, number]> = {
		card: [0.029, 30],
		card_present: [0.026, 10],
		link: [0.029, 30],
		affirm: [0.06, 30],
		afterpay_clearpay: [0.06, 30],
		klarna: [0.0599, 30],
		bancontact: [0.014, 25],
		eps: [0.016, 25],
		ideal: [0.008, 25],
		p24: [0.022, 30],
		sepa_debit: [0.008, 25],
	};
	const fees: Record<string, unknown> = {};
	for (const [method, [percentage, fixed]] of Object.entries(methods)) {
		fees[method] = {
			base: fee(percentage, fixed),
			additional: fee(method === 'card' ? 0.015 : 0, 0),
			fx: fee(0.01, 0),
			discount: [],
		};
	}
	return fees;
}

/** A complete, live, US account with payouts daily and the waiting period over. */
export function establishedAccount(rng: Rng, now: Date): AccountDoc {
	const ids = rng.fork('account');
	return {
		id: ids.id('acct_', 16),
		email: 'ada@example.com',
		defaultCurrency: 'usd',
		isLive: true,
		status: 'complete',
		paymentsEnabled: true,
		detailsSubmitted: true,
		deposits: {
			status: 'enabled',
			interval: 'daily',
			restrictions: 'deposits_unrestricted',
			completed_waiting_period: true,
			minimum_scheduled_deposit_amounts: { usd: 500, eur: 500, gbp: 500 },
		},
		currentDeadline: null,
		pastDue: false,
		accountLink: '/wp-admin/admin.php?wcpay-login=1',
		requirements: { errors: [] },
		created: daysAgo(now, 400).toISOString(),
		country: 'US',
		hasSubmittedVatData: false,
		progressiveOnboarding: {
			isEnabled: false,
			isComplete: false,
			tpv: 0,
			firstTransactionDate: null,
			isEligibilityModalDismissed: false,
		},
		campaigns: { wporgReview2025: true },
		fraudProtection: { declineOnAVSFailure: true },
		accountLoans: seededLoans(rng),
		accountFees: defaultFees(),
	};
}
