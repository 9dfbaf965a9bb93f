/**
 * Going live from a sandbox account (the go-live task, spec 000 §4): 'Activate payments' leaves test-mode
 * onboarding through the connect URL (the server deletes the test account and starts real onboarding).
 */
import { useState } from 'react';
import { Button, Modal } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';

import { navigation } from './page-settings';
import { OVERVIEW_FROM } from './tasks';

export function goLiveUrl(connectUrl: string): string {
	return addQueryArgs(connectUrl, {
		'wcpay-disable-onboarding-test-mode': 'true',
		source: 'overview-page__go-live-task',
		from: OVERVIEW_FROM,
	});
}

export function GoLiveModal({ connectUrl, onClose }: { connectUrl: string; onClose: () => void }) {
	const [isBusy, setBusy] = useState(false);
	return (
		<Modal
			title={__('Set up live payments', 'woocommerce-payments')}
			className="wcpay-overview-modal"
			onRequestClose={() => !isBusy && onClose()}
		>
			<p>
				{__(
					'To accept real payments, tell us about your business and verify your identity with our financial partner. Your sandbox account and its test data are then replaced by your live account.',
					'woocommerce-payments'
				)}
			</p>
			<div className="wcpay-overview-modal__actions">
				<Button variant="tertiary" disabled={isBusy} onClick={onClose}>
					{__('Cancel', 'woocommerce-payments')}
				</Button>
				<Button
					variant="primary"
					isBusy={isBusy}
					disabled={isBusy}
					onClick={() => {
						setBusy(true);
						navigation.assign(goLiveUrl(connectUrl));
					}}
				>
					{__('Activate payments', 'woocommerce-payments')}
				</Button>
			</div>
		</Modal>
	);
}
