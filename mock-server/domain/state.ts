/**
 * The mock's state, read and written through one place so that the views agree: the account status of
 * REST and of the page settings, and the deposit fields of the settings object and of the account.
 */
import type { AccountStatusSettings } from '../../src/settings/types';
import type { DepositInterval, PaymentSettings } from '../../src/data/settings/types';
import { Rng } from '../seed/prng';
import { establishedAccount } from '../seed/defaults';
import { clone, deepMerge, isPlainObject } from '../util/json';
import type { AccountDoc, Kv, MetaDoc, OptionsDoc, SiteDoc, UserDoc } from './types';

const DEPOSIT_INTERVALS: readonly string[] = ['daily', 'weekly', 'monthly', 'manual'];

export class MockState {
	constructor(readonly kv: Kv) {}

	meta(): MetaDoc {
		return this.kv.get('meta');
	}

	site(): SiteDoc {
		return this.kv.get('site');
	}

	account(): AccountDoc | null {
		return this.kv.get('account');
	}

	user(): UserDoc {
		return this.kv.get('user');
	}

	options(): OptionsDoc {
		return this.kv.get('options');
	}

	pageSettingsPatch(): Record<string, unknown> {
		return this.kv.get('page_settings_patch');
	}

	userCan(capability: string): boolean {
		return this.user().capabilities.includes(capability);
	}

	/** Site connected and an account exists. */
	isAccountConnected(): boolean {
		return this.site().isJetpackConnected && this.account() !== null;
	}

	/** Connected, and onboarding finished (details submitted). */
	isAccountValid(): boolean {
		const account = this.account();
		return this.isAccountConnected() && account !== null && account.detailsSubmitted;
	}

	/**
	 * `wcpaySettings.accountStatus` and `GET /wc/v3/payments/accounts`: the account without the fields the
	 * page settings expose elsewhere, with the payout interval of the settings. Without an account: the
	 * same shape with `error: true` (as the plugin answers when it has no account data).
	 */
	accountStatus(): AccountStatusSettings {
		const account = this.account();
		const settings = this.kv.get('settings');
		if (!account || !this.site().isJetpackConnected) {
			return disconnectedStatus(this.site().country);
		}
		const { accountLoans: _loans, accountFees: _fees, vat: _vat, ...status } = account;
		return { ...status, deposits: { ...status.deposits, interval: settings.deposit_schedule_interval } };
	}

	/** The settings object as GET /wc/v3/payments/settings answers it. */
	settings(): PaymentSettings {
		const settings = this.kv.get('settings');
		const account = this.account();
		if (!account) {
			return settings;
		}
		return {
			...settings,
			deposit_status: account.deposits.status,
			deposit_restrictions: account.deposits.restrictions,
			deposit_completed_waiting_period: account.deposits.completed_waiting_period,
			account_domestic_currency: account.defaultCurrency,
		};
	}

	/** Stores a full settings object (already validated), keeping the account's payout interval in step. */
	writeSettings(next: PaymentSettings): PaymentSettings {
		this.kv.db.transaction(() => {
			this.kv.set('settings', next);
			const account = this.account();
			if (account && account.deposits.interval !== next.deposit_schedule_interval) {
				this.kv.set('account', {
					...account,
					deposits: { ...account.deposits, interval: next.deposit_schedule_interval },
				});
			}
		})();
		return this.settings();
	}

	/** Deep-merges into the stored settings object (control API: no validation). */
	patchSettings(patch: Record<string, unknown>): PaymentSettings {
		const fields = patch as Partial<PaymentSettings>;
		this.kv.db.transaction(() => {
			// The fields settings() reads from the account go to the account, so that a patch of them shows
			// (deepMerge skips the ones left undefined).
			if (this.account()) {
				this.patchAccount({
					deposits: {
						status: fields.deposit_status,
						restrictions: fields.deposit_restrictions,
						completed_waiting_period: fields.deposit_completed_waiting_period,
					},
					defaultCurrency: fields.account_domestic_currency,
				});
			}
			this.writeSettings(deepMerge(this.kv.get('settings'), patch));
		})();
		return this.settings();
	}

	/**
	 * Deep-merges into the account; creates one from the established defaults when there is none (and then
	 * connects the site). A payout interval in the patch also becomes the settings' `deposit_schedule_interval`.
	 */
	patchAccount(patch: Record<string, unknown>): AccountStatusSettings {
		this.kv.db.transaction(() => {
			const meta = this.meta();
			const existing = this.account();
			if (!existing && !this.site().isJetpackConnected) {
				// An account implies a connected site.
				this.patchSite({ isJetpackConnected: true });
			}
			const current =
				existing ??
				establishedAccount(new Rng(meta.seed).fork('created-account'), new Date(meta.now));
			const next = deepMerge(current, patch);
			this.kv.set('account', next);
			const interval = next.deposits?.interval;
			const settings = this.kv.get('settings');
			if (DEPOSIT_INTERVALS.includes(interval) && settings.deposit_schedule_interval !== interval) {
				this.kv.set('settings', {
					...settings,
					deposit_schedule_interval: interval as DepositInterval,
				});
			}
		})();
		return this.accountStatus();
	}

	deleteAccount(): void {
		this.kv.set('account', null);
	}

	patchSite(patch: Partial<SiteDoc>): SiteDoc {
		return this.kv.update('site', (site) => deepMerge(site, patch));
	}

	patchPageSettings(patch: Record<string, unknown>): Record<string, unknown> {
		return this.kv.update('page_settings_patch', (current) => deepMerge(current, patch));
	}

	/** Merges into the user; `capabilities` may be a list or a `{ cap: true|false }` map. */
	patchUser(patch: Record<string, unknown>): UserDoc {
		return this.kv.update('user', (user) => {
			const { capabilities, ...rest } = patch;
			const next = deepMerge(user, rest);
			if (Array.isArray(capabilities)) {
				next.capabilities = capabilities.filter((c): c is string => typeof c === 'string');
			} else if (isPlainObject(capabilities)) {
				next.capabilities = Object.keys(capabilities).filter((c) => capabilities[c] === true);
			}
			return next;
		});
	}

	/** Sets (string) or deletes (null) user meta values. */
	updateUserMeta(meta: Record<string, string | null>): UserDoc {
		return this.kv.update('user', (user) => {
			const next = { ...user.woocommerce_meta };
			for (const [key, value] of Object.entries(meta)) {
				if (value === null) {
					delete next[key];
				} else {
					next[key] = value;
				}
			}
			return { ...user, woocommerce_meta: next };
		});
	}

	/** An option's value, or `false` when unset (like WordPress's get_option). */
	option(name: string): unknown {
		const options = this.options();
		return Object.prototype.hasOwnProperty.call(options, name) ? clone(options[name]) : false;
	}

	setOptions(values: Record<string, unknown>): void {
		this.kv.update('options', (options) => ({ ...options, ...clone(values) }));
	}
}

function disconnectedStatus(country: string): AccountStatusSettings {
	return {
		error: true,
		status: 'pending',
		paymentsEnabled: false,
		detailsSubmitted: false,
		deposits: {
			status: 'disabled',
			interval: 'daily',
			restrictions: 'deposits_blocked',
			completed_waiting_period: false,
			minimum_scheduled_deposit_amounts: {},
		},
		currentDeadline: null,
		pastDue: false,
		accountLink: '',
		requirements: { errors: [] },
		created: null,
		country,
		hasSubmittedVatData: false,
		progressiveOnboarding: {
			isEnabled: false,
			isComplete: false,
			tpv: 0,
			firstTransactionDate: null,
			isEligibilityModalDismissed: false,
		},
		campaigns: { wporgReview2025: false },
	};
}
