/**
 * The evidence screen, /payments/disputes/challenge?id= (spec 002 §2.4, §4.5): loads the dispute, then shows
 * the collapsible summary (summary.tsx) and one of two variants, chosen by the feature flag
 * `isNewEvidenceSubmissionFormEnabled`: the new three-step flow 'Challenge dispute' (stepper.tsx) or the old
 * single-page form (old-form.tsx). A failed load shows 'Dispute not loaded' in the old variant and an error
 * notice with the error's text in the new one (context 'dispute.newFlow').
 *
 * Every evidence value typed or uploaded lives in the page until it is saved; leaving with unsaved changes
 * asks first (src/components/unsaved-changes.ts).
 */
import { Spinner } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { useAdminQuery } from '../../app/use-location';
import { PaymentsNav } from '../../components/payments-nav';
import { useDispute } from '../../data/dispute-details';
import { isFeatureEnabled } from '../../settings';
import { toUserMessage } from '../../utils/errors';
import { DISPUTES_PATH } from './links';
import { OldEvidenceForm } from './old-form';
import { NewEvidenceFlow } from './stepper';
import { DisputeSummary } from './summary';
import './style.scss';
import { Card, CardBody } from '../../components/card';
import { Notice } from '../../components/notice';

export default function DisputeEvidencePage() {
	const query = useAdminQuery();
	const id = typeof query.id === 'string' ? query.id : '';
	const { data: dispute, isLoading, error } = useDispute(id);
	const isNewFlow = isFeatureEnabled('isNewEvidenceSubmissionFormEnabled');

	let body;
	if (isLoading) {
		body = (
			<div className="wcpay-page-loading" role="status">
				<Spinner />
				<span>{__('Loading dispute…', 'woocommerce-payments')}</span>
			</div>
		);
	} else if (!dispute) {
		body = isNewFlow ? (
			<Notice status="error" isDismissible={false} className="wcpay-evidence-load-error">
				{toUserMessage(error, 'dispute.newFlow')}
			</Notice>
		) : (
			<Card className="wcpay-evidence-load-error">
				<CardBody>
					<p>{toUserMessage(error, 'dispute.view')}</p>
				</CardBody>
			</Card>
		);
	} else {
		body = (
			<>
				<DisputeSummary dispute={dispute} />
				{isNewFlow ? (
					<NewEvidenceFlow key={dispute.id} dispute={dispute} />
				) : (
					<OldEvidenceForm key={dispute.id} dispute={dispute} />
				)}
			</>
		);
	}

	return (
		<>
			<PaymentsNav current={DISPUTES_PATH} />
			<div className={`wcpay-dispute-evidence${isNewFlow ? ' is-new-flow' : ''}`}>{body}</div>
		</>
	);
}
