/**
 * The dispute section of payment details (spec 002 §2.1, §4.2, §8): for a dispute that needs a response,
 * the action panel — the amount, the time left to respond, 'Challenge dispute' (the evidence screen) and
 * 'Accept dispute' behind a confirmation (final: the dispute is lost); for an inquiry the accept action is
 * a refund through the order ('Unable to view order. Order not found.' without one). Any other status shows
 * its footer (dispute-rules.ts). Accepting goes through `wcpay/dispute-details`, which raises the notices,
 * replaces the dispute and reloads this payment.
 */
import { useEffect, useState } from 'react';
import { Modal } from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';
import { AdminLink } from '../../components/admin-link';

import { useDispute, useDisputeActions } from '../../data/dispute-details';
import type { Charge } from '../../data/payment-details';
import { parseDate } from '../../utils/parse-date';
import { formatDate } from '../../utils/dates';
import { toUserMessage } from '../../utils/errors';
import { formatCurrency } from '../../utils/money';
import { getAdminPageUrl } from '../../utils/url';
import { acceptIsRefund, disputeFooterText, respondByText, showsDisputeActions } from './dispute-rules';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';

type ChargeDispute = NonNullable<Charge['dispute']>;

function AcceptModal({
	inquiry,
	busy,
	onConfirm,
	onClose,
}: {
	inquiry: boolean;
	busy: boolean;
	onConfirm: () => void;
	onClose: () => void;
}) {
	return (
		<Modal
			title={
				inquiry
					? __('Issue a refund?', 'woocommerce-payments')
					: __('Accept the dispute?', 'woocommerce-payments')
			}
			onRequestClose={() => (busy ? undefined : onClose())}
			className="wcpay-dispute-accept-modal"
		>
			<p>
				{inquiry
					? __(
							'To resolve this inquiry, refund the payment from its order. The order opens next, where you can issue the refund.',
							'woocommerce-payments'
						)
					: __(
							'Accepting the dispute marks it as Lost: the disputed amount goes back to the cardholder and the dispute fee is not returned. This is final and cannot be undone.',
							'woocommerce-payments'
						)}
			</p>
			<div className="wcpay-dispute-accept-modal__footer">
				<Button variant="secondary" onClick={onClose} disabled={busy}>
					{__('Cancel', 'woocommerce-payments')}
				</Button>
				<Button
					variant="primary"
					isDestructive
					onClick={onConfirm}
					isBusy={busy}
					disabled={busy}
					accessibleWhenDisabled
				>
					{inquiry
						? __('Issue refund', 'woocommerce-payments')
						: __('Accept dispute', 'woocommerce-payments')}
				</Button>
			</div>
		</Modal>
	);
}

function ActionPanel({
	charge,
	dispute,
	onDone,
}: {
	charge: Charge;
	dispute: ChargeDispute;
	onDone?: () => void;
}) {
	const [confirming, setConfirming] = useState(false);
	const { acceptDispute, isAccepting } = useDisputeActions();
	const { createErrorNotice } = useDispatch(noticesStore);
	const inquiry = acceptIsRefund(dispute.status);
	const busy = isAccepting(dispute.id);
	const due = parseDate(dispute.due_by);
	const confirm = () => {
		if (inquiry) {
			const url = charge.order?.url;
			setConfirming(false);
			if (!url) {
				void createErrorNotice(toUserMessage(null, 'order.view'));
				return;
			}
			window.location.assign(url);
			return;
		}
		// The modal gives focus back to 'Accept dispute' when it closes; once accepted, that button goes with
		// this panel, so focus moves to the payment's headline.
		void acceptDispute(dispute.id).then((outcome) => {
			setConfirming(false);
			if (outcome.dispute) {
				onDone?.();
			}
		});
	};
	const text = inquiry
		? sprintf(
				/* translators: %s: amount in question */
				__(
					'The cardholder’s bank has opened an inquiry about this payment of %s. Respond with evidence, or refund the payment to close it.',
					'woocommerce-payments'
				),
				formatCurrency(dispute.amount, dispute.currency)
			)
		: sprintf(
				/* translators: %s: disputed amount */
				__(
					'The cardholder disputed this payment: %s was withdrawn from your balance, with a dispute fee. Challenge the dispute with evidence, or accept it.',
					'woocommerce-payments'
				),
				formatCurrency(dispute.amount, dispute.currency)
			);
	return (
		<section
			className="wcpay-payment-details__dispute is-action"
			aria-label={
				inquiry ? __('Inquiry', 'woocommerce-payments') : __('Dispute', 'woocommerce-payments')
			}
		>
			<p>{text}</p>
			{due ? (
				<p className="wcpay-payment-details__dispute-due">
					{sprintf(
						/* translators: 1: respond-by date, 2: time left such as "5 days left to respond" */
						__('Respond by %1$s (%2$s).', 'woocommerce-payments'),
						formatDate(due),
						respondByText(due.getTime(), Date.now())
					)}
				</p>
			) : null}
			{inquiry && charge.payment_method_details.type === 'klarna' ? (
				<p>
					{__(
						'A Klarna inquiry becomes a dispute after 21 days if it is not resolved.',
						'woocommerce-payments'
					)}
				</p>
			) : null}
			<div className="wcpay-payment-details__dispute-actions">
				<AdminLink
					href={getAdminPageUrl('/payments/disputes/challenge', { id: dispute.id })}
					type="wc-admin"
					className="components-button is-primary"
				>
					{__('Challenge dispute', 'woocommerce-payments')}
				</AdminLink>
				<Button
					variant="secondary"
					onClick={() => setConfirming(true)}
					disabled={busy}
					accessibleWhenDisabled
				>
					{inquiry
						? __('Issue refund', 'woocommerce-payments')
						: __('Accept dispute', 'woocommerce-payments')}
				</Button>
			</div>
			{confirming ? (
				<AcceptModal
					inquiry={inquiry}
					busy={busy}
					onConfirm={confirm}
					onClose={() => setConfirming(false)}
				/>
			) : null}
		</section>
	);
}

/**
 * The footer of a dispute that needs no response. Its dates come from the dispute itself (GET
 * /disputes/{id}); while that read is out, or when it fails, from the charge's copy. A failed read also
 * says so, once: 'Error retrieving dispute.' (spec 002 §8, data reads).
 */
function Footer({ dispute }: { dispute: ChargeDispute }) {
	const { data: detail, error } = useDispute(dispute.id);
	const { createErrorNotice } = useDispatch(noticesStore);
	useEffect(() => {
		if (error) {
			void createErrorNotice(toUserMessage(error, 'dispute.load'), {
				id: `wcpay-dispute-load-${dispute.id}`,
			});
		}
	}, [error, dispute.id, createErrorNotice]);
	const text = disputeFooterText({
		status: detail?.status ?? dispute.status,
		created: dispute.created,
		evidenceSubmittedAt: detail?.metadata.__evidence_submitted_at,
		closedAt: detail?.metadata.__dispute_closed_at,
		closedByMerchant: detail?.metadata.__closed_by_merchant === '1',
		hasEvidence: detail?.evidence_details.has_evidence ?? dispute.evidence_details.has_evidence,
	});
	if (!text) {
		return null;
	}
	return (
		<Notice
			status="info"
			isDismissible={false}
			className="wcpay-payment-details__dispute is-footer"
			spokenMessage={text}
		>
			{text}
		</Notice>
	);
}

/** The dispute section of a disputed payment; nothing for one without a dispute. */
export function DisputePanel({ charge, onDone }: { charge: Charge; onDone?: () => void }) {
	const dispute = charge.dispute;
	if (!dispute) {
		return null;
	}
	return showsDisputeActions(dispute.status) ? (
		<ActionPanel charge={charge} dispute={dispute} onDone={onDone} />
	) : (
		<Footer dispute={dispute} />
	);
}
