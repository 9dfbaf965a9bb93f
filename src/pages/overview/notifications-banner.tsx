/**
 * The payment provider's notifications banner (spec 000 §2, §4, §8), an embedded component of the provider.
 * Its own lazy chunk: the provider's libraries load only when the overview shows the banner.
 *
 * - Items needing action: a heading asks to resolve them; only items in review: 'The items below are in
 *   review.'; nothing: no banner. When items clear after there were some, a refresh notice is shown.
 * - A load error of type invalid_request_error (the page is not served over HTTPS): a warning that some
 *   notifications need HTTPS. Other failures (no session, the script cannot load) show nothing: the banner
 *   only adds to what the overview already says.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { __, _n, sprintf } from '@wordpress/i18n';
import { loadConnectAndInitialize } from '@stripe/connect-js/pure';
import type { LoadError, StripeConnectInstance } from '@stripe/connect-js';
import { ConnectComponentsProvider, ConnectNotificationBanner } from '@stripe/react-connect-js';

import type { EmbeddedSession } from '../../data/overview';
import { loadProviderScript } from '../../utils/provider-scripts';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';

const appearance = {
	variables: {
		colorPrimary: '#3858E9',
		colorText: '#1E1E1E',
		fontFamily: '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Oxygen-Sans, Ubuntu, sans-serif',
		borderRadius: '2px',
	},
};

/** The heading above the provider's items. */
export function bannerHeading(total: number, actionRequired: number): string {
	if (actionRequired > 0) {
		return sprintf(
			/* translators: %d: number of items needing action */
			_n(
				'Please resolve the %d item below to keep accepting payments and receiving payouts.',
				'Please resolve the %d items below to keep accepting payments and receiving payouts.',
				actionRequired,
				'woocommerce-payments'
			),
			actionRequired
		);
	}
	return total > 0 ? __('The items below are in review.', 'woocommerce-payments') : '';
}

export default function NotificationsBanner({ session }: { session: Promise<EmbeddedSession | null> }) {
	const [instance, setInstance] = useState<StripeConnectInstance | null>(null);
	const [counts, setCounts] = useState({ total: 0, actionRequired: 0 });
	const [needsRefresh, setNeedsRefresh] = useState(false);
	const [httpsWarning, setHttpsWarning] = useState(false);
	const hadItems = useRef(false);

	useEffect(() => {
		let cancelled = false;
		(async () => {
			const s = await session;
			if (!s || cancelled) {
				return;
			}
			try {
				await loadProviderScript('embedded-components');
			} catch {
				return;
			}
			if (cancelled) {
				return;
			}
			try {
				setInstance(
					loadConnectAndInitialize({
						publishableKey: s.publishableKey,
						fetchClientSecret: async () => s.clientSecret,
						appearance,
						locale: s.locale.replace('_', '-'),
					})
				);
			} catch {
				// No banner.
			}
		})();
		return () => {
			cancelled = true;
		};
	}, [session]);

	const onNotificationsChange = useMemo(
		() => (response: { total: number; actionRequired: number }) => {
			const total = Number(response?.total) || 0;
			const actionRequired = Number(response?.actionRequired) || 0;
			if (total === 0 && hadItems.current) {
				setNeedsRefresh(true);
			}
			hadItems.current = hadItems.current || total > 0;
			setCounts({ total, actionRequired });
		},
		[]
	);

	const onLoadError = useMemo(
		() => (event: LoadError) => {
			if (event?.error?.type === 'invalid_request_error') {
				setHttpsWarning(true);
			}
		},
		[]
	);

	const collectionOptions = useMemo(
		() => ({ fields: 'eventually_due' as const, futureRequirements: 'include' as const }),
		[]
	);

	const heading = bannerHeading(counts.total, counts.actionRequired);
	return (
		<div className="wcpay-notifications-banner" data-testid="wcpay-notifications-banner">
			{httpsWarning && (
				<Notice status="warning" isDismissible={false}>
					{__(
						'Some account notifications could not be shown: they can only be displayed on a site served over HTTPS.',
						'woocommerce-payments'
					)}
				</Notice>
			)}
			{needsRefresh && (
				<Notice status="info" isDismissible={false}>
					{__(
						'Your account notifications changed. Refresh the page to see your latest account status.',
						'woocommerce-payments'
					)}{' '}
					<Button variant="link" onClick={() => window.location.reload()}>
						{__('Refresh', 'woocommerce-payments')}
					</Button>
				</Notice>
			)}
			{instance && !httpsWarning && (
				<div
					className={`wcpay-notifications-banner__body${counts.total > 0 ? '' : ' is-empty'}`}
					hidden={counts.total === 0}
				>
					{heading && (
						<p
							className={`wcpay-notifications-banner__heading${
								counts.actionRequired > 0 ? ' is-action-required' : ''
							}`}
						>
							{heading}
						</p>
					)}
					<ConnectComponentsProvider connectInstance={instance}>
						<ConnectNotificationBanner
							collectionOptions={collectionOptions}
							onNotificationsChange={onNotificationsChange}
							onLoadError={onLoadError}
						/>
					</ConnectComponentsProvider>
				</div>
			)}
		</div>
	);
}
