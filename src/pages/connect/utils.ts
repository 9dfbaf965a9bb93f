/**
 * Pure rules of the connect page (spec 000 §2, §4, §5): tracking source and from, the connect button's label,
 * when it is disabled, which notices show, and the supported-country list.
 */
import { __ } from '@wordpress/i18n';

import { stripSourceParam } from '../../utils/url';

/** The `from` value the connect page sends along with its redirects. */
export const FROM_CONNECT_PAGE = 'WCPAY_CONNECT';

/** The source when neither the query's source nor its from names one (spec 000 §2). */
export const DEFAULT_CONNECT_SOURCE = 'wcpay-connect-page';

/** `from` values that name a source (spec 000 §2). */
export const FROM_TO_SOURCE: Readonly<Record<string, string>> = {
	WCADMIN_PAYMENT_TASK: 'wcadmin-payment-task',
	WCADMIN_PAYMENT_SETTINGS: 'wcadmin-settings-page',
	WCADMIN_PAYMENT_INCENTIVE: 'wcadmin-incentive-page',
};

type QueryLike = Readonly<Record<string, unknown>>;

function first(value: unknown): string | undefined {
	const v = Array.isArray(value) ? value[0] : value;
	return typeof v === 'string' ? v : undefined;
}

/** The query's `from`, stripped to word characters and hyphens ('' when absent). */
export function cleanFrom(query: QueryLike): string {
	return (first(query.from) ?? '').replace(/[^\w-]+/g, '');
}

/**
 * The tracking source of the connect page: the query's `source` stripped to word characters and hyphens;
 * when that leaves nothing (or 'unknown'), the source the query's `from` names; else 'wcpay-connect-page'.
 *
 * @param query The page's query.
 */
export function determineSource(query: QueryLike): string {
	const source = stripSourceParam(query.source);
	if (source !== 'unknown') {
		return source;
	}
	return FROM_TO_SOURCE[cleanFrom(query)] ?? DEFAULT_CONNECT_SOURCE;
}

/** The page settings the connect page's states depend on. */
export interface ConnectState {
	isJetpackConnected: boolean;
	isAccountConnected: boolean;
	isAccountValid: boolean;
}

/** Whether an error text is about an account setup session (the connect button is disabled then). */
export function isAccountSetupSessionError(text: string | null | undefined): boolean {
	return typeof text === 'string' && /account setup session/i.test(text);
}

/**
 * The connect button's label (spec 000 §4): site not connected → "Connect your store"; connected without an
 * account (or with a working one) → "Verify business details"; an unfinished account → "Finish business details
 * verifications" (not while an account-setup-session error is shown).
 */
export function connectButtonLabel(state: ConnectState, setupSessionError = false): string {
	if (!state.isJetpackConnected) {
		return __('Connect your store', 'woocommerce-payments');
	}
	if (state.isAccountConnected && !state.isAccountValid && !setupSessionError) {
		return __('Finish business details verifications', 'woocommerce-payments');
	}
	return __('Verify business details', 'woocommerce-payments');
}

/** Whether "Please complete your setup to process payments." shows (spec 000 §8). */
export function needsSetupNotice(state: ConnectState): boolean {
	return !state.isJetpackConnected || (state.isAccountConnected && !state.isAccountValid);
}

/** The sandbox notice: no account yet and test-mode onboarding on. */
export function showsSandboxNotice(state: ConnectState, testModeOnboarding: boolean): boolean {
	return !state.isAccountConnected && testModeOnboarding;
}

/** The test-account warning: an unfinished account, test-mode onboarding on, and the site connected. */
export function showsTestAccountWarning(state: ConnectState, testModeOnboarding: boolean): boolean {
	return (
		state.isAccountConnected && !state.isAccountValid && testModeOnboarding && state.isJetpackConnected
	);
}

/** The reset button: an account whose details are not submitted yet, or any account in dev mode. */
export function showsResetButton(
	state: ConnectState,
	detailsSubmitted: boolean | undefined,
	devMode: boolean
): boolean {
	return state.isAccountConnected && (!detailsSubmitted || devMode);
}

/** Country names of the supported countries, sorted by name in the user's locale. */
export function sortedCountryNames(available: Readonly<Record<string, string>> | undefined): string[] {
	return Object.values(available ?? {}).sort((a, b) => a.localeCompare(b));
}

/** Whether the store's country can onboard. */
export function isCountrySupported(
	available: Readonly<Record<string, string>> | undefined,
	country: string | undefined
): boolean {
	return Boolean(country && available && Object.prototype.hasOwnProperty.call(available, country));
}

/**
 * Capabilities handed over in the query (`capabilities=card_payments,klarna_payments` or `id:false`), passed on
 * to the connect URL unchanged when well-formed.
 */
export function cleanCapabilitiesParam(query: QueryLike): string | undefined {
	const raw = first(query.capabilities);
	if (!raw) {
		return undefined;
	}
	const list = raw
		.split(',')
		.map((c) => c.trim())
		.filter((c) => /^[a-z0-9_]{1,64}(:(true|false))?$/.test(c));
	return list.length ? list.join(',') : undefined;
}
