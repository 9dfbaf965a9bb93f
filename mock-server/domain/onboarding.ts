/**
 * What the connect redirects and the onboarding REST calls do to the mock's state (spec 000 §4, §7): connect the
 * site, create a sandbox (test-drive) account that stays `pending` for a few polls of GET /accounts, reset an
 * account, leave test-mode onboarding, start and finalize embedded verification (kyc).
 *
 * Mock-only bookkeeping lives in plugin-style options (`wcpay_mock_*`), so that the account document keeps the
 * shape of the page settings' `accountStatus`.
 */
import crypto from 'node:crypto';

import { NO_LOANS, establishedAccount } from '../seed/defaults';
import { Rng } from '../seed/prng';
import type { AccountDoc } from './types';
import type { MockState } from './state';

/** GET /accounts answers `pending` this many times after a test-drive account is created, then `complete`. */
export const TEST_DRIVE_PENDING_POLLS = 2;

/** Option holding how many more polls answer `pending` (a number while a test drive is being set up). */
export const TEST_DRIVE_POLLS_OPTION = 'wcpay_mock_test_drive_pending_polls';

/** Option holding the last embedded-verification session (what it was started for). */
export const KYC_SESSION_OPTION = 'wcpay_mock_kyc_session';

/** Option recording activated connect-incentive promotions (ids). */
export const ACTIVATED_PROMOS_OPTION = 'wcpay_mock_activated_promos';

const CURRENCY_BY_COUNTRY: Record<string, string> = {
	US: 'usd',
	PR: 'usd',
	CA: 'cad',
	GB: 'gbp',
	AU: 'aud',
	NZ: 'nzd',
	JP: 'jpy',
	CH: 'chf',
	SE: 'sek',
	NO: 'nok',
	DK: 'dkk',
	PL: 'pln',
	CZ: 'czk',
	HU: 'huf',
	RO: 'ron',
	BG: 'bgn',
	HK: 'hkd',
	SG: 'sgd',
	MX: 'mxn',
	AE: 'aed',
};

export interface KycSessionRecord {
	id: string;
	accountId: string;
	capabilities: Record<string, boolean>;
	collectPayoutRequirements: boolean;
	selfAssessment: Record<string, unknown>;
}

export interface KycSession {
	clientSecret: string;
	publishableKey: string;
	locale: string;
}

function randomHex(bytes: number): string {
	return crypto.randomBytes(bytes).toString('hex');
}

/** The mock's "Jetpack" connection: connects the site (idempotent). */
export function connectSite(state: MockState): void {
	if (!state.site().isJetpackConnected) {
		state.patchSite({ isJetpackConnected: true });
	}
}

/** A new, unfinished account document for `country` (no loans, no history). */
function newAccount(state: MockState, country: string, isLive: boolean, label: string): AccountDoc {
	const meta = state.meta();
	const base = establishedAccount(new Rng(meta.seed).fork(label), new Date(meta.now));
	const currency = CURRENCY_BY_COUNTRY[country] ?? 'eur';
	return {
		...base,
		id: `acct_${randomHex(8)}`,
		email: state.user().email,
		country,
		defaultCurrency: currency,
		isLive,
		status: 'pending',
		paymentsEnabled: false,
		detailsSubmitted: false,
		created: new Date().toISOString(),
		deposits: {
			...base.deposits,
			status: 'disabled',
			restrictions: 'deposits_blocked',
			completed_waiting_period: false,
			minimum_scheduled_deposit_amounts: { [currency]: 500 },
		},
		requirements: { errors: [] },
		hasSubmittedVatData: false,
		campaigns: { wporgReview2025: false },
		accountLoans: { ...NO_LOANS, loans: [] },
	};
}

/**
 * The test drive (connect URL with `test_drive=true`): connects the site, creates a sandbox account (details
 * prefilled by the provider, so submitted) that answers `pending` for {@link TEST_DRIVE_PENDING_POLLS} polls,
 * and switches the plugin to test mode. An existing test account is reused; a live account refuses.
 */
export function startTestDrive(state: MockState): { ok: true } | { ok: false; message: string } {
	const existing = state.account();
	if (existing && existing.isLive) {
		return {
			ok: false,
			message: 'A live account is already connected; a sandbox account cannot be created.',
		};
	}
	state.kv.db.transaction(() => {
		connectSite(state);
		if (!existing) {
			const account = newAccount(state, state.site().country, false, 'test-drive-account');
			state.kv.set('account', { ...account, detailsSubmitted: true });
			state.setOptions({ [TEST_DRIVE_POLLS_OPTION]: TEST_DRIVE_PENDING_POLLS });
		}
		state.patchSettings({
			is_wcpay_enabled: true,
			is_test_mode_enabled: true,
			is_test_mode_onboarding: true,
		});
	})();
	return { ok: true };
}

/**
 * Called on every GET /wc/v3/payments/accounts: while a test drive is being set up, counts the poll down and
 * completes the sandbox account when the count reaches zero.
 */
export function advanceTestDrive(state: MockState): void {
	const left = state.option(TEST_DRIVE_POLLS_OPTION);
	if (typeof left !== 'number') {
		return;
	}
	const account = state.account();
	if (!account) {
		state.setOptions({ [TEST_DRIVE_POLLS_OPTION]: null });
		return;
	}
	if (left > 0) {
		state.setOptions({ [TEST_DRIVE_POLLS_OPTION]: left - 1 });
		return;
	}
	state.kv.db.transaction(() => {
		state.patchAccount({
			status: 'complete',
			paymentsEnabled: true,
			detailsSubmitted: true,
			deposits: { status: 'enabled', restrictions: 'deposits_unrestricted' },
		});
		state.setOptions({ [TEST_DRIVE_POLLS_OPTION]: null });
	})();
}

/** Whether the current account may be reset: an unfinished account, or any test (sandbox) account. */
export function canResetAccount(state: MockState): boolean {
	const account = state.account();
	return (
		account !== null &&
		(!account.detailsSubmitted || !account.isLive || state.settings().is_dev_mode_enabled)
	);
}

/** Deletes the account (reset) and leaves test-mode onboarding. */
export function resetAccount(state: MockState): void {
	state.kv.db.transaction(() => {
		state.deleteAccount();
		state.setOptions({ [TEST_DRIVE_POLLS_OPTION]: null, [KYC_SESSION_OPTION]: null });
		state.patchSettings({ is_test_mode_onboarding: false, is_test_mode_enabled: false });
	})();
}

/** "Activate payments" from sandbox: the test account goes away and onboarding continues live. */
export function disableTestModeOnboarding(state: MockState): void {
	state.kv.db.transaction(() => {
		const account = state.account();
		if (account && !account.isLive) {
			state.deleteAccount();
		}
		state.setOptions({ [TEST_DRIVE_POLLS_OPTION]: null, [KYC_SESSION_OPTION]: null });
		state.patchSettings({ is_test_mode_onboarding: false, is_test_mode_enabled: false });
	})();
}

/**
 * Starts embedded verification: creates the account from the self-assessment when there is none (connecting
 * the site), records the session and answers what the provider's components need.
 */
export function startKycSession(
	state: MockState,
	options: {
		selfAssessment: Record<string, unknown>;
		capabilities: Record<string, boolean>;
		collectPayoutRequirements: boolean;
	}
): KycSession {
	let account = state.account();
	state.kv.db.transaction(() => {
		if (!account) {
			connectSite(state);
			const country =
				typeof options.selfAssessment.country === 'string'
					? options.selfAssessment.country
					: state.site().country;
			account = newAccount(state, country, !state.settings().is_test_mode_onboarding, 'kyc-account');
			state.kv.set('account', account);
		}
		const record: KycSessionRecord = {
			id: `accs_${randomHex(8)}`,
			accountId: account.id,
			capabilities: options.capabilities,
			collectPayoutRequirements: options.collectPayoutRequirements,
			selfAssessment: options.selfAssessment,
		};
		state.setOptions({ [KYC_SESSION_OPTION]: record });
	})();
	const isLive = account?.isLive ?? false;
	return {
		clientSecret: `accs_secret__${randomHex(12)}`,
		publishableKey: `${isLive ? 'pk_live' : 'pk_test'}_mock${randomHex(10)}`,
		locale: state.site().locale,
	};
}

/** The session a finalize call may finish, or null when none was started for the current account. */
export function currentKycSession(state: MockState): KycSessionRecord | null {
	const record = state.option(KYC_SESSION_OPTION) as KycSessionRecord | null | false;
	const account = state.account();
	if (!record || !account || record.accountId !== account.id) {
		return null;
	}
	return record;
}

/**
 * Finishes embedded verification: the account's details are submitted and it is enabled; a payout-requirements
 * session also completes progressive onboarding.
 */
export function finalizeKycSession(state: MockState, record: KycSessionRecord): void {
	state.kv.db.transaction(() => {
		const account = state.account();
		state.patchAccount({
			status: 'complete',
			paymentsEnabled: true,
			detailsSubmitted: true,
			deposits: { status: 'enabled', restrictions: 'deposits_unrestricted' },
			...(record.collectPayoutRequirements && account?.progressiveOnboarding.isEnabled
				? { progressiveOnboarding: { isComplete: true } }
				: {}),
		});
		state.setOptions({ [KYC_SESSION_OPTION]: null });
	})();
}

/** Records an activated promotion id. */
export function activatePromo(state: MockState, id: string): void {
	const current = state.option(ACTIVATED_PROMOS_OPTION);
	const list = Array.isArray(current) ? current.filter((v): v is string => typeof v === 'string') : [];
	if (!list.includes(id)) {
		state.setOptions({ [ACTIVATED_PROMOS_OPTION]: [...list, id] });
	}
}
