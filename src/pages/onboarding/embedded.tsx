/**
 * Embedded verification with the financial partner (spec 000 §2 step 2, §4, §7, §8). Its own lazy chunk: the
 * provider's libraries load only when a merchant reaches this step.
 *
 * 1. A session: POST /onboarding/kyc/session (wizard) or GET /accounts/session (payout requirements). A failed
 *    call or an answer without a publishable key → "Unable to start onboarding…".
 * 2. The provider's script, with an error event and a 10 s timeout → a clear error with Try again and a way back,
 *    and (with `onHostedFallback`) a way forward: the verification on the partner's own site.
 * 3. The provider's onboarding component; a load error of type invalid_request_error → the HTTPS warning
 *    (Learn more, Cancel); other load errors → their message.
 * 4. On exit: POST /onboarding/kyc/finalize → the overview with the connection-success flag, or the
 *    connection-error redirect.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Spinner } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';
import { loadConnectAndInitialize } from '@stripe/connect-js/pure';
import type { LoadError, StripeConnectInstance } from '@stripe/connect-js';
import { ConnectAccountOnboarding, ConnectComponentsProvider } from '@stripe/react-connect-js';

import { useKycSession, type KycSession, type KycSessionRequest } from '../../data/onboarding';
import { getPaymentsSettings } from '../../settings';
import { toUserMessage } from '../../utils/errors';
import { getAdminPageUrl } from '../../utils/url';
import { navigation } from '../../utils/navigation';
import { loadProviderScript } from '../../utils/provider-scripts';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';

const HTTPS_DOC = 'https://woocommerce.com/document/woopayments/startup-guide/#requirements';

/** How long the provider's component may take to start once its script is there. */
const COMPONENT_START_TIMEOUT_MS = 15_000;

export interface EmbeddedProps {
	/** The wizard's session request; absent for the payout-requirements continuation (GET /accounts/session). */
	request?: KycSessionRequest;
	collectPayoutRequirements?: boolean;
	source: string;
	/** `from` sent with finalize and the redirects (WCPAY_ONBOARDING_WIZARD or WCPAY_ONBOARDING_KYC). */
	from: string;
	/** The way back (to the business step, or out of the kyc page). */
	back: { label: string; onClick: () => void };
	/**
	 * When the provider's script or component cannot load: continue the verification on the partner's hosted
	 * site instead (the wizard's store-details step, or straight there from the kyc page).
	 */
	onHostedFallback?: () => void;
}

type Phase = 'session' | 'script' | 'component' | 'ready' | 'finalizing';
type Failure =
	| { kind: 'session' }
	| { kind: 'script' }
	| { kind: 'component-timeout' }
	| { kind: 'https' }
	| { kind: 'load'; message: string };

const navigate = (url: string) => navigation.assign(url);

const appearance = {
	overlays: 'drawer' as const,
	variables: {
		colorPrimary: '#3858E9',
		colorText: '#1E1E1E',
		fontFamily: '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Oxygen-Sans, Ubuntu, sans-serif',
		borderRadius: '2px',
	},
};

export default function EmbeddedVerification({
	request,
	collectPayoutRequirements = false,
	source,
	from,
	back,
	onHostedFallback,
}: EmbeddedProps) {
	const { createKycSession, createAccountSession, finalizeKyc } = useKycSession();
	const [attempt, setAttempt] = useState(0);
	const [phase, setPhase] = useState<Phase>('session');
	const [failure, setFailure] = useState<Failure | null>(null);
	const [instance, setInstance] = useState<StripeConnectInstance | null>(null);
	const started = useRef(false);
	const connectUrl = getPaymentsSettings().connectUrl;

	const connectionErrorUrl = useMemo(
		() =>
			(params: Record<string, string> = {}) =>
				addQueryArgs(connectUrl, { ...params, 'wcpay-connection-error': '1', source, from }),
		[connectUrl, source, from]
	);

	// Session, then script, then the provider's instance. Runs again on "Try again".
	useEffect(() => {
		let cancelled = false;
		started.current = false;
		setFailure(null);
		setInstance(null);
		setPhase('session');
		(async () => {
			const session: KycSession | null = request
				? await createKycSession(request)
				: await createAccountSession();
			if (cancelled) {
				return;
			}
			if (!session) {
				setFailure({ kind: 'session' });
				return;
			}
			setPhase('script');
			try {
				await loadProviderScript('embedded-components');
			} catch {
				if (!cancelled) {
					setFailure({ kind: 'script' });
				}
				return;
			}
			if (cancelled) {
				return;
			}
			try {
				const created = loadConnectAndInitialize({
					publishableKey: session.publishableKey,
					fetchClientSecret: async () => session.clientSecret,
					appearance,
					locale: session.locale.replace('_', '-'),
				});
				setInstance(created);
				setPhase('component');
			} catch {
				setFailure({ kind: 'script' });
			}
		})();
		return () => {
			cancelled = true;
		};
		// `request` is fixed for the life of the step; `attempt` restarts.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [attempt]);

	// The component must start (onLoaderStart) or report an error within its own timeout.
	useEffect(() => {
		if (phase !== 'component') {
			return;
		}
		const timer = setTimeout(() => {
			if (!started.current) {
				setFailure((current) => current ?? { kind: 'component-timeout' });
			}
		}, COMPONENT_START_TIMEOUT_MS);
		return () => clearTimeout(timer);
	}, [phase]);

	const onLoaderStart = useCallback(() => {
		started.current = true;
		setPhase((p) => (p === 'component' ? 'ready' : p));
	}, []);

	const onLoadError = useCallback((event: LoadError) => {
		started.current = true;
		const type = event?.error?.type;
		if (type === 'invalid_request_error') {
			setFailure({ kind: 'https' });
		} else {
			setFailure({
				kind: 'load',
				message:
					event?.error?.message ||
					__(
						'Unable to start onboarding. If this problem persists, please contact support.',
						'woocommerce-payments'
					),
			});
		}
	}, []);

	const onExit = useCallback(async () => {
		setPhase('finalizing');
		const answer = await finalizeKyc({ source, from });
		if (answer.success) {
			navigate(
				getAdminPageUrl('/payments/overview', {
					...(answer.params ?? {}),
					'wcpay-connection-success': '1',
				})
			);
		} else {
			navigate(connectionErrorUrl(answer.params ?? {}));
		}
	}, [finalizeKyc, source, from, connectionErrorUrl]);

	const collectionOptions = useMemo(
		() => ({
			fields: collectPayoutRequirements ? ('eventually_due' as const) : ('currently_due' as const),
			futureRequirements: 'omit' as const,
		}),
		[collectPayoutRequirements]
	);

	const retry = () => setAttempt((n) => n + 1);
	const backButton = (
		<Button variant="secondary" onClick={back.onClick}>
			{back.label}
		</Button>
	);

	let failureView = null;
	if (failure) {
		switch (failure.kind) {
			case 'session':
				failureView = (
					<Notice status="error" isDismissible={false}>
						<p>{toUserMessage(null, 'onboarding.start')}</p>
					</Notice>
				);
				break;
			case 'script':
			case 'component-timeout':
				failureView = (
					<Notice status="error" isDismissible={false}>
						<p>
							<strong>
								{__(
									'The verification form of our financial partner could not be loaded.',
									'woocommerce-payments'
								)}
							</strong>
						</p>
						<p>
							{__(
								'Check your internet connection (and that nothing blocks connect-js.stripe.com), then try again. Your business details are kept.',
								'woocommerce-payments'
							)}
						</p>
						{onHostedFallback && (
							<p>
								{__(
									'You can also finish the verification on the secure site of our financial partner.',
									'woocommerce-payments'
								)}
							</p>
						)}
					</Notice>
				);
				break;
			case 'https':
				failureView = (
					<Notice status="warning" isDismissible={false}>
						<p>{toUserMessage({ code: 'invalid_request_error' }, 'kyc.load')}</p>
					</Notice>
				);
				break;
			case 'load':
				failureView = (
					<Notice status="error" isDismissible={false}>
						<p>{failure.message}</p>
					</Notice>
				);
				break;
		}
	}

	const loading = !failure && phase !== 'ready';
	return (
		<div className="wcpay-embedded">
			{failureView && (
				<div className="wcpay-embedded__failure">
					{failureView}
					{failure?.kind === 'https' ? (
						<div className="wcpay-embedded__actions">
							<Button
								variant="primary"
								href={HTTPS_DOC}
								target="_blank"
								rel="noopener noreferrer"
							>
								{__('Learn more', 'woocommerce-payments')}
							</Button>
							<Button variant="tertiary" onClick={() => navigate(connectionErrorUrl())}>
								{__('Cancel', 'woocommerce-payments')}
							</Button>
						</div>
					) : (
						<div className="wcpay-embedded__actions">
							<Button variant="primary" onClick={retry}>
								{__('Try again', 'woocommerce-payments')}
							</Button>
							{onHostedFallback &&
								(failure?.kind === 'script' || failure?.kind === 'component-timeout') && (
									<Button variant="secondary" onClick={onHostedFallback}>
										{__('Verify on our partner’s site instead', 'woocommerce-payments')}
									</Button>
								)}
							{backButton}
						</div>
					)}
				</div>
			)}
			{loading && (
				<div className="wcpay-embedded__loading" role="status">
					<Spinner />
					<span>
						{phase === 'finalizing'
							? __('Finishing your verification…', 'woocommerce-payments')
							: __(
									'Loading the verification form of our financial partner…',
									'woocommerce-payments'
								)}
					</span>
				</div>
			)}
			{instance && !failure && (
				<div
					className={
						phase === 'finalizing'
							? 'wcpay-embedded__component is-hidden'
							: 'wcpay-embedded__component'
					}
				>
					<ConnectComponentsProvider connectInstance={instance}>
						<ConnectAccountOnboarding
							onExit={onExit}
							onLoaderStart={onLoaderStart}
							onLoadError={onLoadError}
							collectionOptions={collectionOptions}
						/>
					</ConnectComponentsProvider>
				</div>
			)}
		</div>
	);
}
