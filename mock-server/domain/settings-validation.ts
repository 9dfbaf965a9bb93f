/**
 * Validation of POST /wc/v3/payments/settings against src/data/settings/types.ts. Every key of the settings
 * object has a rule or is read-only (the type of RULES makes a missing key a compile error). Unknown keys
 * are ignored, read-only keys too.
 */
import type { PaymentMethodStatus, PaymentSettings, PaymentSettingsKey } from '../../src/data/settings/types';
import { fraudRulesReason } from './fraud-rules';
import type { AccountDoc } from './types';

/** A reason when invalid, otherwise null. */
type Rule = (value: unknown, field: string) => string | null;

const READ_ONLY = 'read-only';

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const LOCATIONS = ['product', 'cart', 'checkout'] as const;
const FORBIDDEN_DESCRIPTOR_CHARACTERS = /[<>\\"'*]/;

function list(values: readonly string[]): string {
	return values.length < 2
		? values.join('')
		: `${values.slice(0, -1).join(', ')} and ${values[values.length - 1]}`;
}

const boolean: Rule = (value, field) =>
	typeof value === 'boolean' ? null : `${field} is not of type boolean.`;

function oneOf(values: readonly string[]): Rule {
	return (value, field) =>
		typeof value === 'string' && values.includes(value)
			? null
			: `${field} is not one of ${list(values)}.`;
}

function string(max: number): Rule {
	return (value, field) => {
		if (typeof value !== 'string') {
			return `${field} is not of type string.`;
		}
		return value.length > max ? `${field} must be at most ${max} characters long.` : null;
	};
}

function integer(min: number, max: number, nullable = false): Rule {
	return (value, field) => {
		if (value === null && nullable) {
			return null;
		}
		if (typeof value !== 'number' || !Number.isInteger(value)) {
			return `${field} is not of type integer${nullable ? ' or null' : ''}.`;
		}
		return value < min || value > max ? `${field} must be between ${min} and ${max} (inclusive).` : null;
	};
}

/** A list of unique strings, each allowed by `item` (a reason for the first bad one). */
function stringList(item?: readonly string[]): Rule {
	return (value, field) => {
		if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) {
			return `${field} is not of type array of strings.`;
		}
		if (new Set(value).size !== value.length) {
			return `${field} has duplicate items.`;
		}
		const bad = item ? value.find((v) => !item.includes(v as string)) : undefined;
		return bad !== undefined
			? `${field} contains "${String(bad)}", which is not one of ${list(item ?? [])}.`
			: null;
	};
}

const statementDescriptor: Rule = (value, field) => {
	if (typeof value !== 'string') {
		return `${field} is not of type string.`;
	}
	// No field is required on these screens (spec 001 §5): the rules apply only to what is typed.
	if (value === '') {
		return null;
	}
	if (value.length < 5 || value.length > 22) {
		return 'The statement descriptor must be between 5 and 22 characters long.';
	}
	if (!/[A-Za-z]/.test(value)) {
		return 'The statement descriptor must contain at least one letter.';
	}
	if (FORBIDDEN_DESCRIPTOR_CHARACTERS.test(value)) {
		return 'The statement descriptor must not contain any of the special characters < > \\ " \' *.';
	}
	if (!/^[\x20-\x7e]+$/.test(value)) {
		return 'The statement descriptor may only contain Latin characters.';
	}
	return null;
};

function japaneseDescriptor(max: number): Rule {
	return (value, field) => {
		if (typeof value !== 'string') {
			return `${field} is not of type string.`;
		}
		if (value === '') {
			return null;
		}
		if ([...value].length > max) {
			return `${field} must be at most ${max} characters long.`;
		}
		return FORBIDDEN_DESCRIPTOR_CHARACTERS.test(value)
			? `${field} must not contain any of the special characters < > \\ " ' *.`
			: null;
	};
}

const email: Rule = (value, field) => {
	if (typeof value !== 'string') {
		return `${field} is not of type string.`;
	}
	if (value === '') {
		return null;
	}
	return value.length <= 254 &&
		/^[^\s@<>()[\]\\,;:"']+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/.test(value)
		? null
		: `Invalid email address: ${value}`;
};

const phone: Rule = (value, field) => {
	if (typeof value !== 'string') {
		return `${field} is not of type string.`;
	}
	if (value === '') {
		return null;
	}
	const digits = value.replace(/\D/g, '').length;
	return /^\+?[0-9][0-9 ().-]*$/.test(value) && digits >= 7 && digits <= 15
		? null
		: 'Invalid phone number: use digits, spaces, dashes or parentheses, with 7 to 15 digits and an optional leading +.';
};

/** The stored fraud rules of spec 000 §3, checked shape by shape (./fraud-rules.ts). */
const fraudRules: Rule = fraudRulesReason;

const RULES: { [K in PaymentSettingsKey]: Rule | typeof READ_ONLY } = {
	enabled_payment_method_ids: stringList(),
	available_payment_method_ids: READ_ONLY,
	duplicated_payment_method_ids: READ_ONLY,
	payment_method_statuses: READ_ONLY,
	is_wcpay_enabled: boolean,
	account_statement_descriptor: statementDescriptor,
	account_statement_descriptor_kanji: japaneseDescriptor(17),
	account_statement_descriptor_kana: japaneseDescriptor(22),
	account_business_support_email: email,
	account_business_support_phone: phone,
	account_domestic_currency: READ_ONLY,
	deposit_schedule_interval: oneOf(['daily', 'weekly', 'monthly', 'manual']),
	deposit_schedule_weekly_anchor: oneOf(WEEKDAYS),
	deposit_schedule_monthly_anchor: integer(1, 31, true),
	deposit_delay_days: integer(0, 90),
	deposit_completed_waiting_period: READ_ONLY,
	deposit_status: READ_ONLY,
	deposit_restrictions: READ_ONLY,
	is_manual_capture_enabled: boolean,
	is_test_mode_enabled: boolean,
	is_test_mode_onboarding: READ_ONLY,
	is_dev_mode_enabled: READ_ONLY,
	is_payment_request_enabled: boolean,
	payment_request_enabled_locations: stringList(LOCATIONS),
	payment_request_button_type: oneOf(['default', 'buy', 'donate', 'book', 'pay']),
	payment_request_button_size: oneOf(['small', 'medium', 'large']),
	payment_request_button_theme: oneOf(['dark', 'light', 'light-outline']),
	payment_request_button_border_radius: integer(0, 30, true),
	is_debug_log_enabled: boolean,
	is_multi_currency_enabled: boolean,
	is_saved_cards_enabled: boolean,
	is_card_present_eligible: READ_ONLY,
	is_wcpay_subscriptions_enabled: boolean,
	is_wcpay_subscriptions_eligible: READ_ONLY,
	is_subscriptions_plugin_active: READ_ONLY,
	is_woopay_enabled: boolean,
	is_woopay_global_theme_support_enabled: boolean,
	woopay_custom_message: string(500),
	woopay_store_logo: string(2048),
	woopay_enabled_locations: stringList(LOCATIONS),
	show_woopay_incompatibility_notice: READ_ONLY,
	current_protection_level: oneOf(['basic', 'advanced']),
	advanced_fraud_protection_settings: fraudRules,
	is_stripe_billing_enabled: boolean,
	is_migrating_stripe_billing: READ_ONLY,
	stripe_billing_subscription_count: READ_ONLY,
	stripe_billing_migrated_count: READ_ONLY,
};

export const SETTINGS_KEYS = Object.keys(RULES) as PaymentSettingsKey[];

export const READ_ONLY_SETTINGS = SETTINGS_KEYS.filter((key) => RULES[key] === READ_ONLY);

export function isSettingsKey(key: string): key is PaymentSettingsKey {
	return Object.prototype.hasOwnProperty.call(RULES, key);
}

export type SettingsValidation =
	{ ok: true; patch: Partial<PaymentSettings> } | { ok: false; params: Record<string, string> };

/**
 * Validates the writable fields of `body` against their rules and against the current state. Returns the
 * patch to apply, or the reason for every invalid field.
 */
export function validateSettings(
	body: Record<string, unknown>,
	current: PaymentSettings,
	account: AccountDoc | null
): SettingsValidation {
	const params: Record<string, string> = {};
	const patch: Record<string, unknown> = {};
	for (const [key, value] of Object.entries(body)) {
		if (!isSettingsKey(key)) {
			continue;
		}
		const rule = RULES[key];
		if (rule === READ_ONLY) {
			continue;
		}
		const reason = rule(value, key);
		if (reason) {
			params[key] = reason;
		} else {
			patch[key] = value;
		}
	}
	const next = { ...current, ...patch } as PaymentSettings;

	if (!params.enabled_payment_method_ids && 'enabled_payment_method_ids' in patch) {
		const unavailable = next.enabled_payment_method_ids.filter(
			(id) => !current.available_payment_method_ids.includes(id)
		);
		if (unavailable.length > 0) {
			params.enabled_payment_method_ids = `Payment methods not available for this account: ${unavailable.join(', ')}. Available: ${list(current.available_payment_method_ids)}.`;
		}
	}
	if (!params.is_test_mode_enabled && next.is_test_mode_onboarding && !next.is_test_mode_enabled) {
		params.is_test_mode_enabled = 'Test mode cannot be disabled for a sandbox (test-drive) account.';
	}
	if (!params.is_test_mode_enabled && next.is_dev_mode_enabled && !next.is_test_mode_enabled) {
		params.is_test_mode_enabled = 'Test mode cannot be disabled while the site is in sandbox (dev) mode.';
	}
	const scheduleBlocked =
		account !== null &&
		(account.deposits.restrictions === 'deposits_blocked' ||
			account.deposits.restrictions === 'schedule_restricted' ||
			!account.deposits.completed_waiting_period);
	if (scheduleBlocked) {
		for (const key of [
			'deposit_schedule_interval',
			'deposit_schedule_weekly_anchor',
			'deposit_schedule_monthly_anchor',
		] as const) {
			if (!params[key] && key in patch && patch[key] !== current[key]) {
				params[key] =
					'The payout schedule cannot be changed while payouts are restricted or the first payout waiting period is not complete.';
			}
		}
	}
	return Object.keys(params).length > 0
		? { ok: false, params }
		: { ok: true, patch: patch as Partial<PaymentSettings> };
}

/** Enabling a method makes it active (unless it was pending); disabling makes it inactive. */
export function nextPaymentMethodStatuses(
	previous: PaymentSettings,
	enabledNow: string[]
): Record<string, PaymentMethodStatus> {
	const statuses = { ...previous.payment_method_statuses };
	for (const id of previous.available_payment_method_ids) {
		const wasEnabled = previous.enabled_payment_method_ids.includes(id);
		const isEnabled = enabledNow.includes(id);
		if (isEnabled && !wasEnabled) {
			statuses[id] =
				statuses[id] === 'pending' || statuses[id] === 'pending_verification'
					? statuses[id]
					: 'active';
		} else if (!isEnabled && wasEnabled) {
			statuses[id] = 'inactive';
		}
	}
	return statuses;
}

/** Validates and applies; the caller stores the result. */
export function applySettings(current: PaymentSettings, patch: Partial<PaymentSettings>): PaymentSettings {
	const next: PaymentSettings = { ...current, ...patch };
	if (patch.enabled_payment_method_ids) {
		next.payment_method_statuses = nextPaymentMethodStatuses(current, patch.enabled_payment_method_ids);
	}
	return next;
}
