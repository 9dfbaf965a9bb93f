/** Payment settings (spec 001 §3.9, §7.1): read, save whole or partial, save one option, billing migration. */
import type { SettingsSaveAnswer } from '../../src/data/settings/types';
import { applySettings, isSettingsKey, validateSettings } from '../domain/settings-validation';
import type { MockState } from '../domain/state';
import { errors, WpError } from '../util/wp-error';
import { OPTION_NAME, bodyObject, optionValueReason } from './params';
import { EDITABLE, READABLE, type RestRouter } from './router';

/** Single options the plugin stores with POST /settings/{option}, besides the settings keys. */
export const PLUGIN_OPTIONS: readonly string[] = [
	'wcpay_multi_currency_setup_completed',
	'wcpay_next_deposit_notice_dismissed',
	'wcpay_fraud_protection_settings_active',
	'wcpay_capability_request_dismissed_notices',
	'wcpay_duplicate_payment_method_notices_dismissed',
	'wcpay_exit_survey_dismissed',
	'wcpay_instant_deposit_notice_dismissed',
	'wc_payments_wporg_review_2025_prompt_dismissed',
	'woocommerce_dismissed_todo_tasks',
	'woocommerce_deleted_todo_tasks',
	'woocommerce_remind_me_later_todo_tasks',
];

/** POST /settings: saves the valid object and answers `data.payment_method_statuses` (spec 001 §7.1). */
function saveSettings(state: MockState, body: Record<string, unknown>): SettingsSaveAnswer {
	const current = state.settings();
	const result = validateSettings(body, current, state.account());
	if (!result.ok) {
		throw errors.invalidParams(result.params);
	}
	const saved = state.writeSettings(applySettings(current, result.patch));
	return { data: { payment_method_statuses: saved.payment_method_statuses } };
}

export function registerSettingsRoutes(router: RestRouter): void {
	router.add(READABLE, '/wc/v3/payments/settings', ({ state }) => state.settings());

	router.add(EDITABLE, '/wc/v3/payments/settings', ({ state, request }) =>
		saveSettings(state, bodyObject(request.body))
	);

	router.add(EDITABLE, '/wc/v3/payments/settings/schedule-stripe-billing-migration', ({ state }) => {
		const settings = state.settings();
		if (settings.is_migrating_stripe_billing) {
			throw new WpError(
				400,
				'wcpay_stripe_billing_migration_in_progress',
				'A migration is already in progress.'
			);
		}
		state.writeSettings({ ...settings, is_migrating_stripe_billing: true });
		return { success: true };
	});

	router.add(EDITABLE, '/wc/v3/payments/settings/(?P<option>[a-zA-Z0-9_-]+)', ({ state, request }) => {
		const option = request.params.option;
		const body = bodyObject(request.body);
		if (!('value' in body)) {
			throw errors.missingParams(['value']);
		}
		if (isSettingsKey(option)) {
			saveSettings(state, { [option]: body.value });
			return { success: true };
		}
		if (!OPTION_NAME.test(option) || !PLUGIN_OPTIONS.includes(option)) {
			throw errors.invalidParams({ option: `Unknown option "${option}".` });
		}
		const reason = optionValueReason(body.value, 'value');
		if (reason) {
			throw errors.invalidParams({ value: reason });
		}
		state.setOptions({ [option]: body.value });
		return { success: true };
	});
}
