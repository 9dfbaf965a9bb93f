/** The documents of the `kv` table (db/kv.ts), typed. Entity tables come with later migrations. */
import type { AccountStatusSettings, WcpaySettings } from '../../src/settings/types';
import type { PaymentSettings } from '../../src/data/settings/types';
import type { VatDetails } from '../../src/data/vat/types';
import type { KvRepository } from '../db/kv';

export type {
	AccountStatusSettings,
	WcpaySettings,
	WcSettings,
	FeatureFlags,
} from '../../src/settings/types';
export type { PaymentSettings, PaymentMethodStatus } from '../../src/data/settings/types';

/** Which scenario the state was built from, and the fixed "now" it was built at. */
export interface MetaDoc {
	scenario: string;
	seed: number;
	/** ISO time used as "now" by the seed (start of the UTC day of seeding unless given). */
	now: string;
}

/** The WordPress site and WooCommerce store around the plugin. */
export interface SiteDoc {
	title: string;
	/** Store country (ISO 3166-1 alpha-2). */
	country: string;
	/** Store currency (ISO 4217, upper case). */
	currency: string;
	/** Currencies enabled in multi-currency, store currency first. */
	enabledCurrencies: string[];
	timeZone: string;
	locale: string;
	isJetpackConnected: boolean;
	onboardingDisabled: boolean;
	wcVersion: string;
	pluginVersion: string;
	hostingProvider: string;
	/** The merchant opted in to usage tracking (WooCommerce's `wcTracks` is enabled); absent means no. */
	allowTracking?: boolean;
}

export type AccountLoans = WcpaySettings['accountLoans'];

/**
 * The payments account. Shaped like `wcpaySettings.accountStatus` (so PATCH /__mock/account deep-merges
 * into it directly) plus a few fields the page settings expose elsewhere.
 */
export interface AccountDoc extends AccountStatusSettings {
	id: string;
	email: string;
	/** Lower-case ISO 4217 currency of the account's country. */
	defaultCurrency: string;
	isLive: boolean;
	/** Exposed as `wcpaySettings.accountLoans`, not in the account status. */
	accountLoans: AccountLoans;
	/** Exposed as `wcpaySettings.accountFees`, not in the account status. */
	accountFees: Record<string, unknown>;
	/** The VAT record saved by `POST /vat` (domain/vat.ts); not in the account status. */
	vat?: VatDetails | null;
}

/** The signed-in admin user. */
export interface UserDoc {
	id: number;
	username: string;
	first_name: string;
	last_name: string;
	email: string;
	roles: string[];
	capabilities: string[];
	/** wc-admin user data: string values (JSON strings for structured preferences). */
	woocommerce_meta: Record<string, string>;
}

/** WordPress options (wc-admin options and the plugin's own single options). */
export type OptionsDoc = Record<string, unknown>;

export interface KvSchema {
	meta: MetaDoc;
	site: SiteDoc;
	account: AccountDoc | null;
	settings: PaymentSettings;
	page_settings_patch: Record<string, unknown>;
	user: UserDoc;
	options: OptionsDoc;
}

export type Kv = KvRepository<KvSchema>;
