/**
 * Instant payout (spec 002 §4.7): the button (disabled when nothing can be paid out instantly), its
 * confirmation modal with amount, fee and net, and the "in transit" notice that stays until dismissed (the
 * dismissal is a user preference, so the notice does not come back on the next visit).
 */
import { useEffect, useRef, useState } from 'react';

import { requestFocusBack, useFocusBack } from '../../components/focus-back';
import { Modal } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

import {
	useInstantDeposit,
	type Deposit,
	type DepositsOverviewAll,
	type InstantBalance,
} from '../../data/deposits';
import { INSTANT_DEPOSIT_NOTICES_PREFERENCE } from '../../data/overview';
import { useUserPreference } from '../../data/user';
import { formatCurrency, formatPercent } from '../../utils/money';
import { getAdminPageUrl } from '../../utils/url';
import { RecordEvent } from '../../utils/tracks';
import { Button } from '../../components/button';

/** The id the deposits store gives its "Instant payout for … in transit." notice. */
export const INSTANT_NOTICE_ID = 'wcpay-instant-deposit';

const FOCUS_KEY = 'instant-payout';

export function InstantPayoutButton({ instant }: { instant: InstantBalance }) {
	const [isOpen, setOpen] = useState(false);
	const { submit, inProgress } = useInstantDeposit();
	const amount = Math.max(0, instant.amount);
	const opener = useRef<HTMLButtonElement>(null);
	// The balances render anew with the payout (this button with them): focus goes back to the button.
	useFocusBack(FOCUS_KEY, opener);
	const onConfirm = () => {
		setOpen(false);
		requestFocusBack(FOCUS_KEY);
		void submit(instant.currency);
	};
	return (
		<>
			<Button
				ref={opener}
				variant="secondary"
				className="wcpay-overview-balances__instant-button"
				disabled={amount <= 0 || inProgress}
				// Stays focusable while disabled: the modal gives focus back to it after a payout starts.
				accessibleWhenDisabled
				isBusy={inProgress}
				onClick={() => setOpen(true)}
			>
				{__('Instant payout', 'woocommerce-payments')}
			</Button>
			{isOpen && (
				<Modal
					title={__('Instant payout', 'woocommerce-payments')}
					className="wcpay-overview-modal wcpay-instant-payout-modal"
					onRequestClose={() => setOpen(false)}
				>
					<RecordEvent
						name="wcpay_overview_instant_payout_modal_opened"
						properties={{ currency: instant.currency }}
					/>
					<p>
						{sprintf(
							/* translators: %s: fee percentage, e.g. 1.5% */
							__(
								'Need cash in a hurry? Instant payouts arrive in your bank account within 30 minutes for a %s service fee.',
								'woocommerce-payments'
							),
							formatPercent(instant.fee_percentage)
						)}
					</p>
					<dl className="wcpay-instant-payout-modal__amounts">
						<div>
							<dt>{__('Balance available for instant payout', 'woocommerce-payments')}</dt>
							<dd>{formatCurrency(amount, instant.currency)}</dd>
						</div>
						<div>
							<dt>
								{sprintf(
									/* translators: %s: fee percentage, e.g. 1.5% */
									__('%s service fee', 'woocommerce-payments'),
									formatPercent(instant.fee_percentage)
								)}
							</dt>
							<dd>-{formatCurrency(instant.fee, instant.currency)}</dd>
						</div>
						<div className="is-total">
							<dt>{__('Net payout amount', 'woocommerce-payments')}</dt>
							<dd>{formatCurrency(instant.net, instant.currency)}</dd>
						</div>
					</dl>
					<div className="wcpay-overview-modal__actions">
						<Button variant="tertiary" onClick={() => setOpen(false)}>
							{__('Cancel', 'woocommerce-payments')}
						</Button>
						<Button variant="primary" onClick={onConfirm}>
							{sprintf(
								/* translators: %s: net payout amount */
								__('Pay out %s now', 'woocommerce-payments'),
								formatCurrency(instant.net, instant.currency)
							)}
						</Button>
					</div>
				</Modal>
			)}
		</>
	);
}

/** The latest instant payout still on its way (last 24 hours), when there is one. */
export function latestInstantInTransit(overview: DepositsOverviewAll | null): Deposit | null {
	const recent = overview?.deposit?.last_manual_deposits ?? [];
	return (
		recent.find((d) => d.method === 'instant' && (d.status === 'in_transit' || d.status === 'pending')) ??
		null
	);
}

/**
 * Keeps the "Instant payout for (amount) in transit." notice until the merchant dismisses it: the deposits
 * store raises it after a payout; on later visits this hook raises it again for an instant payout of the last
 * 24 hours that is still in transit and was not dismissed. Removing the notice saves its payout id in the
 * user preference.
 */
export function useInstantDepositNotice(overview: DepositsOverviewAll | null): void {
	const [dismissed, setDismissed, isUserLoading] = useUserPreference(INSTANT_DEPOSIT_NOTICES_PREFERENCE);
	const { deposit: created } = useInstantDeposit();
	const hasNotice = useSelect(
		(select) =>
			select(noticesStore)
				.getNotices()
				.some((n) => n.id === INSTANT_NOTICE_ID),
		[]
	);
	const { createSuccessNotice } = useDispatch(noticesStore);
	const shownFor = useRef<string | null>(null);
	const dismissedList = Array.isArray(dismissed) ? dismissed : [];

	// The payout the notice currently stands for.
	useEffect(() => {
		if (hasNotice && created) {
			shownFor.current = created.id;
		}
	}, [hasNotice, created]);

	// Raise it again on a later visit.
	const pending = latestInstantInTransit(overview);
	useEffect(() => {
		if (isUserLoading || hasNotice || !pending || shownFor.current === pending.id) {
			return;
		}
		if (dismissedList.includes(pending.id)) {
			return;
		}
		shownFor.current = pending.id;
		void createSuccessNotice(
			sprintf(
				/* translators: %s: the payout amount, e.g. $12.34 */
				__('Instant payout for %s in transit.', 'woocommerce-payments'),
				formatCurrency(pending.amount, pending.currency)
			),
			{
				id: INSTANT_NOTICE_ID,
				actions: [
					{
						label: __('View details', 'woocommerce-payments'),
						url: getAdminPageUrl('/payments/payouts/details', { id: pending.id }),
					},
				],
			}
		);
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [isUserLoading, hasNotice, pending?.id, dismissedList.join(',')]);

	// The merchant dismissed it: remember.
	const hadNotice = useRef(false);
	useEffect(() => {
		if (hadNotice.current && !hasNotice && shownFor.current) {
			const id = shownFor.current;
			if (!dismissedList.includes(id)) {
				void setDismissed([...dismissedList.slice(-19), id]);
			}
		}
		hadNotice.current = hasNotice;
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [hasNotice]);
}
