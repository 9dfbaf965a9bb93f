/**
 * What the overview reads from the host's page settings (`wcpaySettings`), typed, with the optional fields a
 * host may add: `isJetpackIdcActive` (safe mode), `wpcomReconnectUrl` (reconnect task), `showUpdateDetailsTask`.
 */
import { getPaymentsSettings, type AccountStatusSettings, type WcpaySettings } from '../../settings';

export interface OverviewPageSettings {
	account: AccountStatusSettings;
	connectUrl: string;
	isAccountConnected: boolean;
	testMode: boolean;
	testModeOnboarding: boolean;
	onBoardingDisabled: boolean;
	hasActiveLoan: boolean;
	accountFees: Record<string, unknown>;
	isJetpackIdcActive: boolean;
	reconnectUrl: string | null;
	showUpdateDetailsTask?: boolean;
}

export function readOverviewSettings(settings: WcpaySettings = getPaymentsSettings()): OverviewPageSettings {
	const extra = settings as WcpaySettings & {
		isJetpackIdcActive?: unknown;
		wpcomReconnectUrl?: unknown;
		showUpdateDetailsTask?: unknown;
	};
	return {
		account: settings.accountStatus,
		connectUrl: settings.connectUrl,
		isAccountConnected: Boolean(settings.isAccountConnected),
		testMode: Boolean(settings.testMode),
		testModeOnboarding: Boolean(settings.testModeOnboarding),
		onBoardingDisabled: Boolean(settings.onBoardingDisabled),
		hasActiveLoan: Boolean(settings.accountLoans?.has_active_loan),
		accountFees: settings.accountFees ?? {},
		isJetpackIdcActive: extra.isJetpackIdcActive === true || extra.isJetpackIdcActive === '1',
		reconnectUrl:
			typeof extra.wpcomReconnectUrl === 'string' && extra.wpcomReconnectUrl !== ''
				? extra.wpcomReconnectUrl
				: null,
		showUpdateDetailsTask:
			typeof extra.showUpdateDetailsTask === 'boolean' ? extra.showUpdateDetailsTask : undefined,
	};
}
