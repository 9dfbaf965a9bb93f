/**
 * Connect page (spec 000 §2 "Connect page", §4, §5, §8, §9): the states before a payments account works.
 * Top to bottom: error banner, paused-onboarding message, unsupported-country banner, sandbox notice,
 * test-account warning, greeting, know-your-customer tip, payment-method logos with the summary, the connect
 * button and the reset button, the promotion, the "someone else" panel with the sandbox button, and the
 * full-screen test-drive preloader.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { __, sprintf } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';

import { useAdminQuery } from '../../app/use-location';
import { useConnectActions } from '../../data/onboarding';
import { getPaymentsSettings, getStoreSettings } from '../../settings';
import { toUserMessage } from '../../utils/errors';
import { decodeAndSanitizeHTML, decodeHTMLEntities } from '../../utils/sanitize';
import { WooPaymentsLogo } from '../../components/woopayments-logo';
import { PaymentMethodLogos } from './logos';
import { ConnectNotices } from './notices';
import { SandboxPanel } from './sandbox-panel';
import { Incentive, SummaryList } from './summary';
import { navigation } from '../../utils/navigation';
import { KycInfoModal, LivePaymentsModal, ResetAccountModal, UnsupportedCountryModal } from './modals';
import { TestDriveLoader } from './test-drive-loader';
import { runTestDrive } from './test-drive';
import {
	FROM_CONNECT_PAGE,
	cleanCapabilitiesParam,
	connectButtonLabel,
	determineSource,
	isAccountSetupSessionError,
	isCountrySupported,
	needsSetupNotice,
	showsResetButton,
	showsSandboxNotice,
	showsTestAccountWarning,
	sortedCountryNames,
	type ConnectState,
} from './utils';
import { recordEvent } from '../../utils/tracks';
import './style.scss';
import { Button } from '../../components/button';
import { Card, CardBody } from '../../components/card';
import { Notice } from '../../components/notice';
import { ownEntry } from '../../utils/own-entry';

/** Leaves the page (a full navigation: the connect URL is served by the host). */
const navigate = (url: string) => navigation.assign(url);

export default function ConnectPage() {
	const settings = getPaymentsSettings();
	const query = useAdminQuery();
	const { activatePromo, requestTestDrive, fetchAccountStatus } = useConnectActions();

	const state: ConnectState = {
		isJetpackConnected: Boolean(settings.isJetpackConnected),
		isAccountConnected: Boolean(settings.isAccountConnected),
		isAccountValid: Boolean(settings.isAccountValid),
	};
	const testModeOnboarding = Boolean(settings.testModeOnboarding);
	const { connectUrl } = settings;
	const available = settings.connect?.availableCountries ?? {};
	const storeCountryCode = settings.connect?.country ?? '';
	const countrySupported = isCountrySupported(available, storeCountryCode);
	const incentive = settings.connectIncentive;
	const source = determineSource(query);
	const capabilities = cleanCapabilitiesParam(query);
	const firstName = (
		getStoreSettings()?.currentUserData?.first_name ??
		getStoreSettings()?.admin?.currentUserData?.first_name ??
		''
	).trim();

	const pageError = decodeHTMLEntities(settings.errorMessage ?? '');
	const setupSessionError = isAccountSetupSessionError(pageError);
	const [promoError, setPromoError] = useState('');
	const [isSubmitted, setSubmitted] = useState(false);
	const [modal, setModal] = useState<'kyc' | 'reset' | 'live' | 'country' | null>(null);
	const [testDriveProgress, setTestDriveProgress] = useState<number | null>(null);
	const [accountStatusUnknown, setAccountStatusUnknown] = useState(false);
	const promoFailed = useRef(false);
	const stopTestDrive = useRef<(() => void) | null>(null);

	let errorText = promoError || settings.errorMessage || '';
	if (!errorText && query.test_drive_error === 'true') {
		errorText = toUserMessage(null, 'sandbox');
	}
	if (!errorText && query['wcpay-connection-error']) {
		errorText = __(
			'There was a problem connecting your account. Please try again, or contact support if the problem persists.',
			'woocommerce-payments'
		);
	}
	if (!errorText && needsSetupNotice(state)) {
		errorText = toUserMessage(null, 'account.invalid');
	}

	const connectArgs = {
		source,
		from: FROM_CONNECT_PAGE,
		...(capabilities ? { capabilities } : {}),
	};

	const startTestDrive = useCallback(() => {
		if (stopTestDrive.current) {
			return;
		}
		window.scrollTo({ top: 0 });
		stopTestDrive.current = runTestDrive(
			{
				connectUrl,
				currentUrl: window.location.href,
				source,
				capabilities,
				redirectToSettingsPage:
					typeof query.redirect_to_settings_page === 'string'
						? query.redirect_to_settings_page
						: '',
				isJetpackConnected: state.isJetpackConnected,
			},
			{
				requestTestDrive: (url) => requestTestDrive(url),
				fetchAccountStatus: () => fetchAccountStatus(),
				onProgress: setTestDriveProgress,
				onPollFailed: setAccountStatusUnknown,
				redirect: navigate,
			}
		);
		// Started once per page view; later renders reuse the running test drive.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, []);

	useEffect(() => {
		if (
			query.auto_start_test_drive_onboarding === 'true' &&
			query.test_drive_error !== 'true' &&
			state.isJetpackConnected &&
			!settings.onBoardingDisabled
		) {
			startTestDrive();
		}
		return () => stopTestDrive.current?.();
		// Only on the first render: the flag starts the test drive once.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, []);

	const goConnect = () => navigate(addQueryArgs(connectUrl, connectArgs));

	const handleSetup = async () => {
		recordEvent('wcpay_connect_account_clicked', {
			mode: 'live',
			source,
			from: typeof query.from === 'string' ? query.from : undefined,
			wpcom_connection: state.isJetpackConnected ? 'Yes' : 'No',
			incentive: incentive?.id,
		});
		setSubmitted(true);
		if (incentive && !state.isAccountConnected && !promoFailed.current) {
			const ok = await activatePromo(incentive.id);
			if (!ok) {
				promoFailed.current = true;
				setPromoError(toUserMessage(null, 'promotion'));
				setSubmitted(false);
				return;
			}
		}
		if (!countrySupported) {
			setModal('country');
			return;
		}
		goConnect();
	};

	const handleReset = () =>
		navigate(
			addQueryArgs(connectUrl, {
				'wcpay-reset-account': 'true',
				from: FROM_CONNECT_PAGE,
				source,
			})
		);

	const handleGoLive = () =>
		navigate(
			addQueryArgs(connectUrl, {
				'wcpay-disable-onboarding-test-mode': 'true',
				from: FROM_CONNECT_PAGE,
				source,
			})
		);

	const testDriveRunning = testDriveProgress !== null;
	const label = connectButtonLabel(state, setupSessionError);
	const storeCountryName =
		ownEntry(getStoreSettings()?.countries, storeCountryCode) ??
		ownEntry(available, storeCountryCode) ??
		storeCountryCode;

	return (
		<div className="wcpay-connect">
			{errorText && (
				<Notice status="error" isDismissible={false} className="wcpay-connect__error">
					<span dangerouslySetInnerHTML={{ __html: decodeAndSanitizeHTML(errorText) }} />
				</Notice>
			)}
			{settings.onBoardingDisabled ? (
				<Card className="wcpay-connect__paused">
					<CardBody>
						<p>{toUserMessage(null, 'onboarding.paused')}</p>
					</CardBody>
				</Card>
			) : (
				<>
					<ConnectNotices
						countrySupported={countrySupported}
						sandboxNotice={showsSandboxNotice(state, testModeOnboarding)}
						testAccountWarning={showsTestAccountWarning(state, testModeOnboarding)}
						onActivate={() => setModal('live')}
					/>
					<Card className="wcpay-connect__main">
						<CardBody>
							<div className="wcpay-connect__heading">
								<WooPaymentsLogo />
								<h2>
									{firstName
										? sprintf(
												/* translators: %s: the admin's first name */
												__('Hi %s, welcome to WooPayments!', 'woocommerce-payments'),
												firstName
											)
										: __('Welcome to WooPayments!', 'woocommerce-payments')}
								</h2>
								<p className="wcpay-connect__lead">
									{__(
										'Run your business and manage your payments all in one place, with no setup costs or monthly fees.',
										'woocommerce-payments'
									)}
								</p>
							</div>
							<div className="wcpay-connect__tip">
								<span className="wcpay-connect__tip-icon" aria-hidden="true">
									i
								</span>
								<p>
									{state.isJetpackConnected
										? __(
												"You'll need to verify your business and payment details to enable payouts.",
												'woocommerce-payments'
											)
										: __(
												'To ensure safe and secure transactions, a WordPress.com account is required before you can verify your business details.',
												'woocommerce-payments'
											)}{' '}
									<Button variant="link" onClick={() => setModal('kyc')}>
										{__('Learn more about verification', 'woocommerce-payments')}
									</Button>
								</p>
							</div>
							<section
								className="wcpay-connect__methods"
								aria-label={__('What you get', 'woocommerce-payments')}
							>
								<PaymentMethodLogos
									includeWallet={Boolean(settings.isWooPayStoreCountryAvailable)}
								/>
								<SummaryList />
							</section>
							<div className="wcpay-connect__buttons">
								<Button
									variant="primary"
									className="wcpay-connect__cta"
									isBusy={isSubmitted}
									disabled={isSubmitted || setupSessionError || testDriveRunning}
									accessibleWhenDisabled
									onClick={handleSetup}
								>
									{label}
								</Button>
								{showsResetButton(
									state,
									settings.accountStatus?.detailsSubmitted,
									Boolean(settings.devMode)
								) && (
									<Button
										variant="tertiary"
										onClick={() => setModal('reset')}
										disabled={testDriveRunning}
									>
										{__('Reset account', 'woocommerce-payments')}
									</Button>
								)}
							</div>
						</CardBody>
					</Card>
					{incentive && !state.isAccountConnected && (
						<Incentive description={incentive.description} tcUrl={incentive.tc_url} />
					)}
					{!state.isAccountConnected && (
						<SandboxPanel
							isRunning={testDriveRunning}
							disabled={isSubmitted}
							onStart={() => {
								recordEvent('wcpay_connect_account_clicked', {
									mode: 'sandbox',
									source,
									wpcom_connection: state.isJetpackConnected ? 'Yes' : 'No',
								});
								startTestDrive();
							}}
						/>
					)}
				</>
			)}
			{modal === 'kyc' && <KycInfoModal onClose={() => setModal(null)} />}
			{modal === 'reset' && (
				<ResetAccountModal
					isTestAccount={testModeOnboarding}
					onConfirm={handleReset}
					onClose={() => setModal(null)}
				/>
			)}
			{modal === 'live' && (
				<LivePaymentsModal onConfirm={handleGoLive} onClose={() => setModal(null)} />
			)}
			{modal === 'country' && (
				<UnsupportedCountryModal
					countries={sortedCountryNames(available)}
					storeCountry={storeCountryName}
					onContinue={goConnect}
					onCancel={() => {
						setModal(null);
						setSubmitted(false);
					}}
				/>
			)}
			{testDriveProgress !== null && (
				<TestDriveLoader progress={testDriveProgress} statusUnknown={accountStatusUnknown} />
			)}
		</div>
	);
}
