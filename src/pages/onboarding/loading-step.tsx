/**
 * The loading step of the onboarding wizard (spec 000 §2: "a loading step with a 'Finish your verification
 * process' button"), last step of the partner-hosted path: it says that the verification continues on the
 * financial partner's secure site, and its button goes there through the connect URL (`hosted=1` with the
 * self-assessment, source and from). The button stays busy while the browser navigates; coming back to this
 * page from the browser's history makes it usable again.
 */
import { useEffect, useRef, useState } from 'react';
import { __ } from '@wordpress/i18n';

import { navigation } from '../../utils/navigation';
import { Button } from '../../components/button';

interface Props {
	/** The connect URL that starts the hosted verification. */
	url: string;
	onBack: () => void;
}

export function LoadingStep({ url, onBack }: Props) {
	const heading = useRef<HTMLHeadingElement>(null);
	const [busy, setBusy] = useState(false);

	useEffect(() => heading.current?.focus(), []);

	// Restored from the back/forward cache: the navigation is over.
	useEffect(() => {
		const onPageShow = (event: PageTransitionEvent) => {
			if (event.persisted) {
				setBusy(false);
			}
		};
		window.addEventListener('pageshow', onPageShow);
		return () => window.removeEventListener('pageshow', onPageShow);
	}, []);

	const finish = () => {
		if (busy) {
			return;
		}
		setBusy(true);
		navigation.assign(url);
	};

	return (
		<div className="wcpay-onboarding__step wcpay-onboarding__loading">
			<h1 className="wcpay-onboarding__heading" tabIndex={-1} ref={heading}>
				{__('One last step: verify your business with our partner', 'woocommerce-payments')}
			</h1>
			<p className="wcpay-onboarding__subheading">
				{__(
					'Your verification continues on the secure site of our financial partner. Once your business details are verified, you’ll come back to your payments dashboard.',
					'woocommerce-payments'
				)}
			</p>
			<div className="wcpay-onboarding__buttons wcpay-onboarding__buttons--stacked">
				<Button
					variant="primary"
					className="wcpay-onboarding__continue"
					onClick={finish}
					isBusy={busy}
					disabled={busy}
					accessibleWhenDisabled
					__next40pxDefaultSize
				>
					{__('Finish your verification process', 'woocommerce-payments')}
				</Button>
				<Button variant="tertiary" onClick={onBack} disabled={busy} __next40pxDefaultSize>
					{__('Back', 'woocommerce-payments')}
				</Button>
			</div>
			<p className="screen-reader-text" role="status">
				{busy ? __('Taking you to our financial partner…', 'woocommerce-payments') : ''}
			</p>
		</div>
	);
}
