/**
 * The payment settings object (spec 001 §3.9), as GET /wc/v3/payments/settings answers it and
 * POST /wc/v3/payments/settings takes it back whole. The mock server validates against this shape.
 */

export type DepositInterval = 'daily' | 'weekly' | 'monthly' | 'manual';
export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
export type ExpressCheckoutLocation = 'product' | 'cart' | 'checkout';
export type PaymentMethodStatus = 'active' | 'inactive' | 'pending' | 'unrequested' | 'pending_verification';

/** The answer of POST /settings (spec 001 §7.1): the statuses of the payment methods after the save. */
export interface SettingsSaveAnswer {
	data: { payment_method_statuses: PaymentSettings['payment_method_statuses'] };
}

export interface PaymentSettings {
	enabled_payment_method_ids: string[];
	available_payment_method_ids: string[];
	duplicated_payment_method_ids: string[];
	payment_method_statuses: Record<string, PaymentMethodStatus>;
	is_wcpay_enabled: boolean;
	account_statement_descriptor: string;
	account_statement_descriptor_kanji: string;
	account_statement_descriptor_kana: string;
	account_business_support_email: string;
	account_business_support_phone: string;
	account_domestic_currency: string;
	deposit_schedule_interval: DepositInterval;
	deposit_schedule_weekly_anchor: Weekday;
	/** 1–31, where 31 means the last day of the month; null when unset. */
	deposit_schedule_monthly_anchor: number | null;
	deposit_delay_days: number;
	deposit_completed_waiting_period: boolean;
	deposit_status: string;
	deposit_restrictions: string;
	is_manual_capture_enabled: boolean;
	is_test_mode_enabled: boolean;
	is_test_mode_onboarding: boolean;
	is_dev_mode_enabled: boolean;
	is_payment_request_enabled: boolean;
	payment_request_enabled_locations: ExpressCheckoutLocation[];
	payment_request_button_type: 'default' | 'buy' | 'donate' | 'book' | 'pay';
	payment_request_button_size: 'small' | 'medium' | 'large';
	payment_request_button_theme: 'dark' | 'light' | 'light-outline';
	/** Pixels; defaults to 4 when unset. */
	payment_request_button_border_radius: number | null;
	is_debug_log_enabled: boolean;
	is_multi_currency_enabled: boolean;
	is_saved_cards_enabled: boolean;
	is_card_present_eligible: boolean;
	is_wcpay_subscriptions_enabled: boolean;
	is_wcpay_subscriptions_eligible: boolean;
	is_subscriptions_plugin_active: boolean;
	is_woopay_enabled: boolean;
	is_woopay_global_theme_support_enabled: boolean;
	woopay_custom_message: string;
	woopay_store_logo: string;
	woopay_enabled_locations: ExpressCheckoutLocation[];
	show_woopay_incompatibility_notice: boolean;
	current_protection_level: FraudProtectionLevel;
	/** The advanced fraud rules (spec 000 §3 "Stored rule"); null when never configured. */
	advanced_fraud_protection_settings: FraudRule[] | null;
	is_stripe_billing_enabled: boolean;
	is_migrating_stripe_billing: boolean;
	stripe_billing_subscription_count: number;
	stripe_billing_migrated_count: number;
}

export type PaymentSettingsKey = keyof PaymentSettings;

/** Protection levels (spec 000 §3). */
export type FraudProtectionLevel = 'basic' | 'advanced';

/** The filters of the fraud protection page, in the page's card order (spec 000 §2, §3). */
export const FRAUD_FILTER_KEYS = [
	'avs_verification',
	'international_ip_address',
	'ip_address_mismatch',
	'address_mismatch',
	'purchase_price_threshold',
	'order_items_threshold',
] as const;
export type FraudFilterKey = (typeof FRAUD_FILTER_KEYS)[number];

/** What a rule does when its check matches: hold the payment for review, or block it. */
export type FraudRuleOutcome = 'review' | 'block';

/**
 * One condition of a stored rule. Per filter (spec 000 §3):
 * - avs_verification: `{ key: 'avs_mismatch', operator: 'equals', value: true }`
 * - address_mismatch: `{ key: 'billing_shipping_address_same', operator: 'equals', value: false }`
 * - ip_address_mismatch: `{ key: 'ip_billing_country_same', operator: 'equals', value: false }`
 * - international_ip_address: `{ key: 'ip_country', operator: 'in' | 'not_in', value: 'ca|us' }` (lower-case
 *   country codes joined by a pipe; `not_in` when the store sells to specific countries)
 * - order_items_threshold: `item_count` with `less_than` (lower bound) / `greater_than` (upper bound), integers
 * - purchase_price_threshold: `order_total` likewise, values `'<cents>|<currency>'` (e.g. `'10050|usd'`)
 */
export interface FraudSingleCheck {
	key:
		| 'avs_mismatch'
		| 'billing_shipping_address_same'
		| 'ip_country'
		| 'ip_billing_country_same'
		| 'item_count'
		| 'order_total';
	operator: 'equals' | 'greater_than' | 'less_than' | 'in' | 'not_in';
	value: string | number | boolean;
}

/** Both bounds of a threshold: matches when either matches (`[lower, upper]`). */
export interface FraudCheckList {
	operator: 'or';
	checks: FraudSingleCheck[];
}

export type FraudCheck = FraudSingleCheck | FraudCheckList;

/** A stored fraud rule (spec 000 §3): at most one per filter. */
export interface FraudRule {
	key: FraudFilterKey;
	outcome: FraudRuleOutcome;
	check: FraudCheck;
}
