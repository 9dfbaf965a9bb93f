/**
 * The business-verification settings route (spec 000 §2: the overview's go-live link): the store's payments
 * settings at `path=/woopayments/onboarding/business_verification`. What it offers depends on the account:
 *
 * - a sandbox (test-drive) account: going live — 'Activate payments' leaves test-mode onboarding through the
 *   connect URL (the server replaces the sandbox account and starts real onboarding);
 * - no account, or an unfinished one: verifying the business through the connect URL (the wizard or the
 *   continuation of an unfinished verification);
 * - a verified live account: nothing left to do, with the way back to the overview.
 *
 * New account creation paused (`onBoardingDisabled`) shows the catalogue message instead of the action.
 */
import { useState } from 'react';
import { __ } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';

import { useAdminQuery } from '../../app/use-location';
import { getPaymentsSettings } from '../../settings';
import { getAdminPageUrl, stripSourceParam } from '../../utils/url';
import { navigation } from '../../utils/navigation';
import './style.scss';
import { Button } from '../../components/button';
import { Card, CardBody } from '../../components/card';
import { Notice } from '../../components/notice';

export const BUSINESS_VERIFICATION_FROM = 'WCPAY_BUSINESS_VERIFICATION';

export type VerificationState = 'sandbox' | 'unverified' | 'verified';

export function verificationState(settings: {
	isAccountConnected?: boolean;
	isAccountValid?: boolean;
	testModeOnboarding?: boolean;
}): VerificationState {
	if (settings.isAccountConnected && settings.testModeOnboarding) {
		return 'sandbox';
	}
	return settings.isAccountConnected && settings.isAccountValid ? 'verified' : 'unverified';
}

/** 'Activate payments': leave test-mode onboarding through the connect URL. */
export function goLiveUrl(connectUrl: string, source: string, from: string): string {
	return addQueryArgs(connectUrl, { 'wcpay-disable-onboarding-test-mode': 'true', source, from });
}

export default function BusinessVerificationPage() {
	const settings = getPaymentsSettings();
	const query = useAdminQuery();
	const [isBusy, setBusy] = useState(false);
	const state = verificationState(settings);
	// Where the merchant came from (the overview's go-live task sends its own source).
	const source = query.source ? stripSourceParam(query.source) : 'business-verification-page';
	const from =
		typeof query.from === 'string' && /^\w+$/.test(query.from) ? query.from : BUSINESS_VERIFICATION_FROM;
	const paused = Boolean(settings.onBoardingDisabled) && state !== 'verified';

	const go = (url: string) => {
		setBusy(true);
		navigation.assign(url);
	};
	const overviewUrl = getAdminPageUrl('/payments/overview');

	let heading: string;
	let body: string;
	let action: { label: string; url: string } | null = null;
	switch (state) {
		case 'sandbox':
			heading = __('Set up live payments', 'woocommerce-payments');
			body = __(
				'To accept real payments, tell us about your business and verify your identity with our financial partner. Your sandbox account and its test data are then replaced by your live account.',
				'woocommerce-payments'
			);
			action = {
				label: __('Activate payments', 'woocommerce-payments'),
				url: goLiveUrl(settings.connectUrl, source, from),
			};
			break;
		case 'unverified':
			heading = __('Verify your business', 'woocommerce-payments');
			body = __(
				'Tell us about your business and verify your identity with our financial partner to start accepting payments and receiving payouts.',
				'woocommerce-payments'
			);
			action = {
				label: settings.isAccountConnected
					? __('Finish business details verifications', 'woocommerce-payments')
					: __('Verify business details', 'woocommerce-payments'),
				url: addQueryArgs(settings.connectUrl, { source, from }),
			};
			break;
		default:
			heading = __('Your business is verified', 'woocommerce-payments');
			body = __(
				'Your business details are verified: you can accept live payments and receive payouts.',
				'woocommerce-payments'
			);
	}

	return (
		<div className="wcpay-business-verification">
			<Card>
				<CardBody>
					<h2 className="wcpay-business-verification__heading">{heading}</h2>
					<p>{body}</p>
					{paused && (
						<Notice status="warning" isDismissible={false}>
							{__(
								"We've temporarily paused new account creation. We'll notify you when we resume!",
								'woocommerce-payments'
							)}
						</Notice>
					)}
					<div className="wcpay-business-verification__actions">
						{action && !paused && (
							<Button
								variant="primary"
								isBusy={isBusy}
								disabled={isBusy}
								onClick={() => go(action.url)}
							>
								{action.label}
							</Button>
						)}
						<Button variant={action && !paused ? 'tertiary' : 'secondary'} href={overviewUrl}>
							{state === 'verified'
								? __('Go to Payments overview', 'woocommerce-payments')
								: __('Cancel', 'woocommerce-payments')}
						</Button>
					</div>
				</CardBody>
			</Card>
		</div>
	);
}
