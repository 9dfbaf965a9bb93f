/**
 * The connect page's banners (spec 000 §2 "Connect page", §9): the store's country is not supported, sandbox
 * mode is on (only test accounts), and the test-account warning with its way to activate live payments.
 */
import { createInterpolateElement } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { COUNTRIES_DOC, externalLink, SANDBOX_DOC } from './links';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';

export function ConnectNotices({
	countrySupported,
	sandboxNotice,
	testAccountWarning,
	onActivate,
}: {
	countrySupported: boolean;
	sandboxNotice: boolean;
	testAccountWarning: boolean;
	onActivate: () => void;
}) {
	return (
		<>
			{!countrySupported && (
				<Notice status="error" isDismissible={false} className="wcpay-connect__country">
					{createInterpolateElement(
						__(
							'<b>WooPayments is not currently available in your location</b>. To be eligible for WooPayments, your business address must be in one of the following <a>supported countries</a>.',
							'woocommerce-payments'
						),
						{ b: <b />, a: externalLink(COUNTRIES_DOC) }
					)}
				</Notice>
			)}
			{sandboxNotice && (
				<Notice status="warning" isDismissible={false} className="wcpay-connect__sandbox-notice">
					{createInterpolateElement(
						__(
							'Sandbox mode is on: only test accounts will be created. If you want to process live transactions, please <a>disable it</a>.',
							'woocommerce-payments'
						),
						{ a: externalLink(SANDBOX_DOC) }
					)}
				</Notice>
			)}
			{testAccountWarning && (
				<Notice status="warning" isDismissible={false} className="wcpay-connect__test-account">
					{createInterpolateElement(
						__(
							"<strong>You're using a test account.</strong> To accept payments from shoppers, <button>activate your WooPayments account</button>.",
							'woocommerce-payments'
						),
						{
							strong: <strong />,
							button: <Button variant="link" onClick={onActivate} />,
						}
					)}
				</Notice>
			)}
		</>
	);
}
