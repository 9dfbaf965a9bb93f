/**
 * The test-mode banner of spec 001 §2.11: on the payouts, transactions, documents and loans pages (and
 * their detail views), and on the disputes list, when the store is in test mode (`wcpaySettings.testMode`).
 * The wording names the page's topic and has a details-view variant; it always ends with a link to the
 * payment settings, where test mode is turned off. Renders nothing in live mode.
 *
 * @example <TestModeBanner topic="payouts" />            // list page
 * @example <TestModeBanner topic="payouts" isDetails />  // one payout
 */
import { createInterpolateElement } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { getPaymentsSettings } from '../settings';
import { getPaymentSettingsUrl } from '../utils/url';
import { Notice } from './notice';

export type TestModeTopic = 'payouts' | 'transactions' | 'documents' | 'loans' | 'disputes';

/** Whether the store is in test mode (the banner shows). */
export function isTestModeActive(): boolean {
	return Boolean(getPaymentsSettings()?.testMode);
}

/**
 * The banner's text, with `<a>…</a>` around the settings link (for createInterpolateElement).
 *
 * @param topic     The page's topic.
 * @param isDetails The details-view variant.
 */
export function testModeBannerText(topic: TestModeTopic, isDetails = false): string {
	if (isDetails) {
		switch (topic) {
			case 'payouts':
				return __(
					'<strong>Test mode:</strong> this is a test payout; no money was moved to a bank account. To view live payouts, disable test mode in <a>WooPayments settings</a>.',
					'woocommerce-payments'
				);
			case 'transactions':
				return __(
					'<strong>Test mode:</strong> this is a test payment; no money was moved. To view live payments, disable test mode in <a>WooPayments settings</a>.',
					'woocommerce-payments'
				);
			case 'documents':
				return __(
					'<strong>Test mode:</strong> this is a test document. To view live documents, disable test mode in <a>WooPayments settings</a>.',
					'woocommerce-payments'
				);
			case 'loans':
				return __(
					'<strong>Test mode:</strong> this is a test loan. To view live loans, disable test mode in <a>WooPayments settings</a>.',
					'woocommerce-payments'
				);
			case 'disputes':
				return __(
					'<strong>Test mode:</strong> this is a test dispute; no money was moved. To view live disputes, disable test mode in <a>WooPayments settings</a>.',
					'woocommerce-payments'
				);
		}
	}
	switch (topic) {
		case 'payouts':
			return __(
				'<strong>Test mode active:</strong> you are viewing test payouts. To view live payouts, disable test mode in <a>WooPayments settings</a>.',
				'woocommerce-payments'
			);
		case 'transactions':
			return __(
				'<strong>Test mode active:</strong> you are viewing test transactions. To view live transactions, disable test mode in <a>WooPayments settings</a>.',
				'woocommerce-payments'
			);
		case 'documents':
			return __(
				'<strong>Test mode active:</strong> you are viewing test documents. To view live documents, disable test mode in <a>WooPayments settings</a>.',
				'woocommerce-payments'
			);
		case 'loans':
			return __(
				'<strong>Test mode active:</strong> you are viewing test loans. To view live loans, disable test mode in <a>WooPayments settings</a>.',
				'woocommerce-payments'
			);
		case 'disputes':
			return __(
				'<strong>Test mode active:</strong> you are viewing test disputes. To view live disputes, disable test mode in <a>WooPayments settings</a>.',
				'woocommerce-payments'
			);
	}
}

export interface TestModeBannerProps {
	topic: TestModeTopic;
	/** The details-view variant (one payout, one transaction, …). */
	isDetails?: boolean;
}

export function TestModeBanner({ topic, isDetails = false }: TestModeBannerProps) {
	if (!isTestModeActive()) {
		return null;
	}
	return (
		<Notice status="warning" isDismissible={false} className="wcpay-test-mode-banner">
			{createInterpolateElement(testModeBannerText(topic, isDetails), {
				strong: <strong />,
				a: <a href={getPaymentSettingsUrl()} />,
			})}
		</Notice>
	);
}
