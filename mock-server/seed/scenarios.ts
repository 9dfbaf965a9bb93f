/**
 * The named scenarios of CONTRACT.md. Each is a builder `(ctx) => void` writing the whole state; variants
 * start from `store()` (the documents of an established store, without money) and change what differs.
 */
import type { AccountDoc, OptionsDoc, SiteDoc } from '../domain/types';
import type { PaymentSettings } from '../../src/data/settings/types';
import { deepMerge } from '../util/json';
import type { ScenarioBuilder, ScenarioContext, ScenarioDefinition } from './context';
import {
	DAY_MS,
	NO_LOANS,
	daysAgo,
	defaultOptions,
	defaultSettings,
	defaultSite,
	defaultUser,
	establishedAccount,
} from './defaults';
import { seedMoneyMovement } from './money';
import { seedLarge } from './large';
import { seedFirstTransaction } from './transactions';

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

interface StoreShape {
	site?: Partial<SiteDoc>;
	/** null: no account; otherwise a patch over the established account. */
	account?: DeepPartial<AccountDoc> | null;
	settings?: Partial<PaymentSettings>;
	options?: OptionsDoc;
}

/** Writes site, user, options, settings and account: an established store, changed by `shape`. */
export function store(ctx: ScenarioContext, shape: StoreShape = {}): void {
	const { kv, rng, now } = ctx;
	kv.set('site', { ...defaultSite(), ...shape.site });
	kv.set('user', defaultUser());
	kv.set('options', { ...defaultOptions(), ...shape.options });
	kv.set('page_settings_patch', {});
	const account =
		shape.account === null ? null : deepMerge(establishedAccount(rng, now), shape.account ?? {});
	const settings: PaymentSettings = { ...defaultSettings(), ...shape.settings };
	if (account) {
		settings.deposit_schedule_interval = account.deposits
			.interval as PaymentSettings['deposit_schedule_interval'];
	}
	kv.set('settings', settings);
	kv.set('account', account);
}

const unconnectedSettings: Partial<PaymentSettings> = {
	enabled_payment_method_ids: ['card'],
	is_multi_currency_enabled: false,
	current_protection_level: 'basic',
	advanced_fraud_protection_settings: null,
	deposit_completed_waiting_period: false,
	deposit_status: '',
	deposit_restrictions: '',
};

/** A store that has not finished payments setup; its WooCommerce store profile names an industry. */
const newStoreOptions: OptionsDoc = {
	wcpay_multi_currency_setup_completed: 'no',
	woocommerce_onboarding_profile: { industry: [{ slug: 'clothing_and_accessories' }] },
};

const blockedDeposits = {
	status: 'blocked',
	restrictions: 'deposits_blocked',
};

/** An established store whose account has another status. */
function withStatus(account: DeepPartial<AccountDoc>): ScenarioBuilder {
	return (ctx) => {
		store(ctx, { account });
		seedMoneyMovement(ctx);
	};
}

const established: ScenarioBuilder = (ctx) => {
	store(ctx);
	seedMoneyMovement(ctx);
};

const progressive: ScenarioBuilder = (ctx) => {
	const po = ctx.rng.fork('progressive');
	const firstTransactionDaysAgo = po.int(2, 6);
	const firstTransaction = daysAgo(ctx.now, firstTransactionDaysAgo);
	store(ctx, {
		account: {
			status: 'restricted_soon',
			created: daysAgo(ctx.now, firstTransactionDaysAgo + po.int(1, 5)).toISOString(),
			currentDeadline: Math.floor((firstTransaction.getTime() + 30 * DAY_MS) / 1000),
			deposits: { ...blockedDeposits, completed_waiting_period: false },
			progressiveOnboarding: {
				isEnabled: true,
				isComplete: false,
				tpv: po.int(1_500, 90_000),
				firstTransactionDate: firstTransaction.toISOString(),
				isEligibilityModalDismissed: false,
			},
			accountLoans: NO_LOANS,
		},
		settings: { current_protection_level: 'basic', advanced_fraud_protection_settings: null },
	});
	seedFirstTransaction(ctx, firstTransaction, ctx.kv.get('account')?.progressiveOnboarding.tpv ?? 1_500);
};

export const SCENARIOS: Readonly<Record<string, ScenarioDefinition>> = {
	established: {
		description: 'Site and account connected, status complete, live; USD store with EUR and GBP.',
		build: established,
	},
	'not-connected': {
		description: 'The site is not connected; no account.',
		build: (ctx) =>
			store(ctx, {
				site: { isJetpackConnected: false },
				account: null,
				settings: { ...unconnectedSettings, is_wcpay_enabled: false },
				options: newStoreOptions,
			}),
	},
	'no-account': {
		description: 'The site is connected; no account.',
		build: (ctx) =>
			store(ctx, {
				account: null,
				settings: { ...unconnectedSettings, is_wcpay_enabled: false },
				options: newStoreOptions,
			}),
	},
	'invalid-account': {
		description: 'An account exists but onboarding is unfinished.',
		build: (ctx) =>
			store(ctx, {
				account: {
					status: 'pending',
					paymentsEnabled: false,
					detailsSubmitted: false,
					created: daysAgo(ctx.now, 2).toISOString(),
					deposits: {
						status: 'disabled',
						restrictions: 'deposits_blocked',
						completed_waiting_period: false,
					},
					requirements: { errors: [] },
					accountLoans: NO_LOANS,
				},
				settings: unconnectedSettings,
				options: newStoreOptions,
			}),
	},
	sandbox: {
		description: 'A test-drive (sandbox) account in test mode.',
		build: (ctx) =>
			store(ctx, {
				account: {
					isLive: false,
					created: daysAgo(ctx.now, 10).toISOString(),
					accountLoans: NO_LOANS,
				},
				settings: { is_test_mode_enabled: true, is_test_mode_onboarding: true },
			}),
	},
	'restricted-soon': {
		description: 'Established, status restricted_soon (details due by a deadline).',
		build: (ctx) =>
			withStatus({
				status: 'restricted_soon',
				currentDeadline: Math.floor((ctx.now.getTime() + 14 * DAY_MS) / 1000),
			})(ctx),
	},
	restricted: {
		description: 'Established, status restricted (past due; payments and payouts disabled).',
		build: withStatus({
			status: 'restricted',
			paymentsEnabled: false,
			pastDue: true,
			deposits: blockedDeposits,
			requirements: {
				errors: [
					{
						code: 'verification_document_expired',
						reason: 'The document has expired. Upload a current identity document.',
					},
				],
			},
		}),
	},
	'under-review': {
		description: 'Established, status under_review (payouts paused during a review).',
		build: withStatus({ status: 'under_review', deposits: blockedDeposits }),
	},
	rejected: {
		description: 'Established, status rejected.other.',
		build: withStatus({ status: 'rejected.other', paymentsEnabled: false, deposits: blockedDeposits }),
	},
	empty: {
		description:
			'Connected, complete, no money movement at all; one currency (multi-currency never set up).',
		build: (ctx) =>
			store(ctx, {
				account: { accountLoans: NO_LOANS },
				options: { wcpay_multi_currency_setup_completed: 'no' },
				settings: { is_multi_currency_enabled: false },
			}),
	},
	progressive: {
		description:
			'Progressive onboarding enabled and incomplete, with a first transaction a few days ago.',
		build: progressive,
	},
	large: {
		description: 'Established plus 100 000 older transactions with their payouts (for performance).',
		build: (ctx) => {
			established(ctx);
			seedLarge(ctx);
		},
	},
};

export const DEFAULT_SCENARIO = 'established';

export function scenarioNames(): string[] {
	return Object.keys(SCENARIOS);
}
