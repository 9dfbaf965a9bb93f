import { useEffect, type ReactNode } from 'react';
import { Spinner } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { closeSmall } from '@wordpress/icons';

import { WooPaymentsLogo } from '../../components/woopayments-logo';
import { Button } from '../../components/button';

/**
 * The full-screen frame of the onboarding screens (spec 000 §2): a top bar with the logo and a close button,
 * over the admin chrome (hidden while it shows).
 */
export function OnboardingFrame({
	onClose,
	closeLabel,
	children,
}: {
	onClose: () => void;
	closeLabel: string;
	children: ReactNode;
}) {
	useEffect(() => {
		document.body.classList.add('wcpay-onboarding-fullscreen');
		return () => document.body.classList.remove('wcpay-onboarding-fullscreen');
	}, []);
	return (
		<div className="wcpay-onboarding">
			<div className="wcpay-onboarding__topbar">
				<span className="wcpay-onboarding__topbar-side" />
				<WooPaymentsLogo height={26} />
				<span className="wcpay-onboarding__topbar-side wcpay-onboarding__topbar-side--end">
					<Button icon={closeSmall} label={closeLabel} onClick={onClose} size="compact" />
				</span>
			</div>
			<div className="wcpay-onboarding__body">{children}</div>
		</div>
	);
}

/** "Close" on the wizard. */
export const closeWizardLabel = () => __('Close', 'woocommerce-payments');

/** Shown while the embedded verification's chunk loads. */
export function EmbeddedFallback() {
	return (
		<div className="wcpay-embedded__loading" role="status">
			<Spinner />
			<span>
				{__('Loading the verification form of our financial partner…', 'woocommerce-payments')}
			</span>
		</div>
	);
}
