/**
 * Continue onboarding (spec 000 §2 `/payments/onboarding/kyc`): the embedded verification of an existing
 * account, full screen. With `collect_payout_requirements` it collects what payouts need
 * (GET /accounts/session); otherwise it continues the unfinished verification (POST /onboarding/kyc/session).
 * Closing goes to the kyc-exit redirect: the connect URL, which decides where the merchant belongs. When the
 * partner's embedded form cannot load, the merchant can continue on the partner's own site (connect URL with
 * `hosted=1`).
 */
import { lazy, Suspense, useMemo } from 'react';
import { __ } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';

import { useAdminQuery } from '../../app/use-location';
import { getPaymentsSettings } from '../../settings';
import { HOSTED_FLAG, parseCapabilities } from './fields';
import { stripSourceParam } from '../../utils/url';
import { navigation } from '../../utils/navigation';
import { EmbeddedFallback, OnboardingFrame } from './frame';
import './style.scss';

const EmbeddedVerification = lazy(() => import(/* webpackChunkName: "onboarding-embedded" */ './embedded'));

export const FROM_KYC = 'WCPAY_ONBOARDING_KYC';

export default function OnboardingKycPage() {
	const query = useAdminQuery();
	const collectPayoutRequirements = Boolean(query.collect_payout_requirements);
	const source = stripSourceParam(query.source);
	const request = useMemo(() => {
		if (collectPayoutRequirements) {
			return undefined;
		}
		const capabilities = parseCapabilities(query.capabilities);
		return Object.keys(capabilities).length ? { capabilities } : {};
	}, [collectPayoutRequirements, query.capabilities]);

	const exit = () =>
		navigation.assign(addQueryArgs(getPaymentsSettings().connectUrl, { source, from: FROM_KYC }));
	const hosted = () =>
		navigation.assign(
			addQueryArgs(getPaymentsSettings().connectUrl, {
				[HOSTED_FLAG]: '1',
				source,
				from: FROM_KYC,
				...(collectPayoutRequirements ? { collect_payout_requirements: 'true' } : {}),
				...(typeof query.capabilities === 'string' ? { capabilities: query.capabilities } : {}),
			})
		);

	return (
		<OnboardingFrame onClose={exit} closeLabel={__('Close', 'woocommerce-payments')}>
			<div className="wcpay-onboarding__step wcpay-onboarding__step--embedded">
				<h1 className="screen-reader-text">
					{collectPayoutRequirements
						? __('Set up payouts', 'woocommerce-payments')
						: __('Continue onboarding', 'woocommerce-payments')}
				</h1>
				<Suspense fallback={<EmbeddedFallback />}>
					<EmbeddedVerification
						request={request}
						collectPayoutRequirements={collectPayoutRequirements}
						source={source}
						from={FROM_KYC}
						back={{ label: __('Back to payments', 'woocommerce-payments'), onClick: exit }}
						onHostedFallback={hosted}
					/>
				</Suspense>
			</div>
		</OnboardingFrame>
	);
}
