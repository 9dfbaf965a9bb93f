/**
 * The money actions of the payment details summary (spec 002 §4.3): the actions menu ('Refund in full',
 * 'Partial refund' to the order), the capture notice of an open authorization with the time left to capture
 * it (spec 002 §9) and its Capture / Cancel buttons, and the review actions of a payment held by the fraud
 * tools ('Block transaction' cancels the authorization, 'Approve Transaction' captures it). Capture and
 * cancel go through the authorizations store, which raises the notices and refreshes this payment.
 */
import { useEffect, useState } from 'react';
import { MenuGroup, MenuItem } from '@wordpress/components';
import { DropdownMenu } from '../../components/dropdown-menu';
import { __, sprintf } from '@wordpress/i18n';
import { moreVertical } from '@wordpress/icons';

import { useAuthorization, useAuthorizationActions } from '../../data/authorizations';
import type { Charge } from '../../data/payment-details';
import { formatDateTime } from '../../utils/dates';
import { canRefundInFull, captureDeadline, partialRefundUrl, remainingTimeText } from './rules';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';

/** The current time, renewed every `every` ms (the capture notice counts down). */
function useNow(every = 60_000): number {
	const [now, setNow] = useState(() => Date.now());
	useEffect(() => {
		const timer = window.setInterval(() => setNow(Date.now()), every);
		return () => window.clearInterval(timer);
	}, [every]);
	return now;
}

/** The actions menu of a refundable payment; nothing when it offers no action. */
export function RefundActionsMenu({
	charge,
	onRefundInFull,
}: {
	charge: Charge;
	onRefundInFull: () => void;
}) {
	const full = canRefundInFull(charge);
	const partial = partialRefundUrl(charge);
	if (!full && !partial) {
		return null;
	}
	return (
		<DropdownMenu
			className="wcpay-payment-details__actions"
			icon={moreVertical}
			label={__('Transaction actions', 'woocommerce-payments')}
			popoverProps={{ placement: 'bottom-end' }}
		>
			{({ onClose }) => (
				<MenuGroup>
					{full ? (
						<MenuItem
							onClick={() => {
								onClose();
								onRefundInFull();
							}}
						>
							{__('Refund in full', 'woocommerce-payments')}
						</MenuItem>
					) : null}
					{partial ? (
						// A real link (the order page), so that it opens in a new tab like any link.
						<a
							href={partial}
							role="menuitem"
							className="components-button components-menu-item__button wcpay-payment-details__partial-refund"
							onClick={onClose}
						>
							{__('Partial refund', 'woocommerce-payments')}
						</a>
					) : null}
				</MenuGroup>
			)}
		</DropdownMenu>
	);
}

/**
 * Order number and intent of an authorization; the actions need both. `onDone` runs after an action went
 * through (the buttons that had focus then go away with their notice).
 */
function useCaptureActions(charge: Charge, onDone?: () => void) {
	const { capture, cancel, isRequesting } = useAuthorizationActions();
	const intentId = charge.payment_intent ?? '';
	const orderId = charge.order?.number ?? null;
	const busy = intentId ? isRequesting(intentId) : false;
	const usable = Boolean(intentId && orderId);
	const run = async (action: typeof capture) => {
		const done = usable ? await action(intentId, orderId as number) : null;
		if (done) {
			onDone?.();
		}
		return done;
	};
	return { busy, usable, capture: () => run(capture), cancel: () => run(cancel) };
}

/** Where focus goes once an action's buttons are gone (the summary's amount). */
export interface ActionFocusProps {
	onDone?: () => void;
}

/**
 * The capture notice of an open authorization: time left, deadline (store time), Capture and Cancel. It
 * looks the authorization up (GET /authorizations/{id}, spec 001 §7.4): one already captured elsewhere
 * offers no actions; a failed lookup raises 'Error retrieving authorization.' (the store's notice; not for
 * `authorization_missing`) and leaves the actions to the charge's own ids.
 */
export function CaptureNotice({ charge, onDone }: { charge: Charge } & ActionFocusProps) {
	const now = useNow();
	const deadline = captureDeadline(charge.created);
	const left = remainingTimeText(deadline, now);
	const { busy, usable: usableCharge, capture, cancel } = useCaptureActions(charge, onDone);
	const { data: authorization } = useAuthorization(charge.payment_intent, charge.order?.number);
	const usable = usableCharge && authorization?.is_captured !== true;
	if (!left) {
		const expired = sprintf(
			/* translators: %s: date and time the authorization expired */
			__(
				'This authorization expired on %s: it can no longer be captured, and the customer was not charged.',
				'woocommerce-payments'
			),
			formatDateTime(Math.floor(deadline / 1000))
		);
		return (
			<Notice
				status="warning"
				isDismissible={false}
				className="wcpay-payment-details__capture"
				spokenMessage={expired}
			>
				{expired}
			</Notice>
		);
	}
	const text = sprintf(
		/* translators: 1: time left such as "6 days 23 hours", 2: date and time of the deadline */
		__(
			'You need to capture this charge within the next %1$s (by %2$s), or the authorization expires and the customer is not charged.',
			'woocommerce-payments'
		),
		left,
		formatDateTime(Math.floor(deadline / 1000))
	);
	// An explicit spoken message: without one, a Notice renders its children (buttons with hooks) to a string.
	return (
		<Notice
			status="warning"
			isDismissible={false}
			className="wcpay-payment-details__capture"
			spokenMessage={text}
		>
			<p>{text}</p>
			{usable ? (
				<div className="wcpay-payment-details__capture-actions">
					<Button
						variant="primary"
						onClick={() => void capture()}
						isBusy={busy}
						disabled={busy}
						accessibleWhenDisabled
					>
						{__('Capture', 'woocommerce-payments')}
					</Button>
					<Button
						variant="secondary"
						onClick={() => void cancel()}
						disabled={busy}
						accessibleWhenDisabled
					>
						{__('Cancel authorization', 'woocommerce-payments')}
					</Button>
				</div>
			) : null}
		</Notice>
	);
}

/** The review actions of a payment held by the fraud tools. */
export function FraudReviewActions({ charge, onDone }: { charge: Charge } & ActionFocusProps) {
	const { busy, usable, capture, cancel } = useCaptureActions(charge, onDone);
	if (!usable) {
		return null;
	}
	return (
		<div
			className="wcpay-payment-details__review"
			role="group"
			aria-label={__('Review this payment', 'woocommerce-payments')}
		>
			<p className="wcpay-payment-details__review-text">
				{__(
					'Your fraud protection settings held this payment for review. Approve it to capture the payment, or block it to cancel the authorization.',
					'woocommerce-payments'
				)}
			</p>
			{/* Focusable while busy: after a failure, focus is still on the button that was pressed. */}
			<Button
				variant="secondary"
				isDestructive
				onClick={() => void cancel()}
				disabled={busy}
				accessibleWhenDisabled
			>
				{__('Block transaction', 'woocommerce-payments')}
			</Button>
			<Button
				variant="primary"
				onClick={() => void capture()}
				isBusy={busy}
				disabled={busy}
				accessibleWhenDisabled
			>
				{__('Approve Transaction', 'woocommerce-payments')}
			</Button>
		</div>
	);
}
