/**
 * The legacy dispute redirect (spec 002 §2.3): `/payments/disputes/details?id=<dispute>` loads the dispute,
 * showing 'One moment please' and 'Redirecting to payment details…', then replaces the location with the
 * payment details of the disputed payment (target.ts). A failed load — or an id that cannot name a
 * dispute — shows 'Error retrieving dispute' with 'Please check your network and try again.'
 */
import { useEffect } from 'react';
import { Spinner } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { Icon, warning } from '@wordpress/icons';
import { getHistory, getNewPath } from '@woocommerce/navigation';

import { useAdminQuery } from '../../app/use-location';
import { isValidDisputeId, useDispute } from '../../data/dispute-details';
import { toUserMessage } from '../../utils/errors';
import { PAYMENT_DETAILS_PATH, paymentDetailsQuery } from './target';
import './style.scss';
import { Card, CardBody } from '../../components/card';

function Waiting() {
	return (
		<div className="wcpay-dispute-redirect__state" role="status">
			<Spinner />
			<h2 className="wcpay-dispute-redirect__heading">
				{__('One moment please', 'woocommerce-payments')}
			</h2>
			<p>{__('Redirecting to payment details…', 'woocommerce-payments')}</p>
		</div>
	);
}

function Failed({ error }: { error: unknown }) {
	return (
		<div className="wcpay-dispute-redirect__state" role="alert">
			<Icon icon={warning} size={48} className="wcpay-dispute-redirect__icon" />
			<h2 className="wcpay-dispute-redirect__heading">{toUserMessage(error, 'dispute.redirect')}</h2>
			<p>{toUserMessage(error, 'dispute.redirect.detail')}</p>
		</div>
	);
}

export default function DisputeRedirectPage() {
	const query = useAdminQuery();
	const id = typeof query.id === 'string' ? query.id : null;
	const valid = isValidDisputeId(id);
	const { data: dispute, error } = useDispute(valid ? id : null);

	useEffect(() => {
		if (dispute) {
			getHistory().replace(getNewPath(paymentDetailsQuery(dispute), PAYMENT_DETAILS_PATH, {}));
		}
	}, [dispute]);

	const failed = !valid || (error !== undefined && !dispute);
	return (
		<div className="wcpay-dispute-redirect">
			<Card>
				<CardBody>{failed ? <Failed error={error} /> : <Waiting />}</CardBody>
			</Card>
		</div>
	);
}
