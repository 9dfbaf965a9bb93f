/**
 * The payouts page's two account notices:
 *
 * - next payout (spec 001 §4.7): the payout schedule and the next expected payout; dismissible, and the
 *   dismissal is remembered at once (local state) and saved in the user preference
 *   `wcpay_next_deposit_notice_dismissed`;
 * - failed payout (§4.8): 'Payouts are currently paused because a recent payout failed. Please update your
 *   bank account details.', a warning that cannot be dismissed, linking to the account to fix the bank
 *   account.
 */
import { useState } from 'react';
import { createInterpolateElement } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';

import type { Deposit, DepositsOverviewAll } from '../../data/deposits';
import { payoutScheduleText } from '../../strings/payout-schedule';
import { useUserPreference } from '../../data/user';
import { recordEvent } from '../../utils/tracks';
import { getPaymentsSettings } from '../../settings';
import { formatDate, parseDate } from '../../utils/dates';
import { formatCurrency } from '../../utils/money';
import { getPaymentSettingsUrl } from '../../utils/url';
import { shouldShowFailedPayoutNotice, shouldShowNextPayoutNotice } from './notice-rules';
import { Notice } from '../../components/notice';

export const NEXT_PAYOUT_NOTICE_PREFERENCE = 'wcpay_next_deposit_notice_dismissed';

/** The next scheduled payout to name: the account's default currency first, else the earliest. */
export function nextScheduledPayout(overview: DepositsOverviewAll): Deposit | undefined {
	const list = overview.deposit?.next_scheduled ?? [];
	const preferred = list.find((d) => d.currency === overview.account?.default_currency);
	if (preferred) {
		return preferred;
	}
	return [...list].sort(
		(a, b) => (parseDate(a.date)?.getTime() ?? 0) - (parseDate(b.date)?.getTime() ?? 0)
	)[0];
}

/**
 * Which of the page's two notices show, and the next-payout notice's dismissal (remembered at once and
 * saved in the user preference). The page asks once, so the feedback prompt knows too (spec 001 §4.6).
 *
 * @example
 * const notices = usePayoutNotices( overview );
 * <NextPayoutNotice overview={ overview } show={ notices.showNext } onDismiss={ notices.dismissNext } />
 */
export function usePayoutNotices(overview: DepositsOverviewAll | null): {
	showNext: boolean;
	showFailed: boolean;
	dismissNext: () => void;
} {
	const settings = getPaymentsSettings();
	const [stored, save, isLoading] = useUserPreference(NEXT_PAYOUT_NOTICE_PREFERENCE);
	const [dismissedNow, setDismissedNow] = useState(false);
	const isDismissed =
		dismissedNow ||
		Boolean(settings?.isNextDepositNoticeDismissed) ||
		(stored !== undefined && stored !== null && stored !== false && stored !== '');
	const showNext =
		!isLoading &&
		shouldShowNextPayoutNotice({
			restrictions: settings?.accountStatus?.deposits?.restrictions,
			completedWaitingPeriod: settings?.accountStatus?.deposits?.completed_waiting_period,
			overview,
			isDismissed,
		});
	const dismissNext = () => {
		setDismissedNow(true);
		// A failed save brings the notice back (the store says the change was not saved, with a Retry).
		void save(true).then((saved) => setDismissedNow(saved));
		recordEvent('wcpay_next_deposit_notice_dismissed');
	};
	return {
		showNext,
		showFailed: shouldShowFailedPayoutNotice(overview, settings?.accountStatus?.accountLink),
		dismissNext,
	};
}

/** §4.7: the payout schedule and the next expected payout, when `show`. */
export function NextPayoutNotice({
	overview,
	show,
	onDismiss,
}: {
	overview: DepositsOverviewAll | null;
	show: boolean;
	onDismiss: () => void;
}) {
	if (!show || !overview) {
		return null;
	}
	const next = nextScheduledPayout(overview);
	return (
		<Notice
			status="info"
			isDismissible
			onRemove={onDismiss}
			className="wcpay-payouts-notice wcpay-next-payout-notice"
		>
			<p className="wcpay-next-payout-notice__schedule">
				{payoutScheduleText(overview.account.deposits_schedule)}{' '}
				{next &&
					sprintf(
						/* translators: 1: payout amount, e.g. $12.34; 2: date, e.g. Jan 16, 2025 */
						__('Your next payout of %1$s is expected on %2$s.', 'woocommerce-payments'),
						formatCurrency(next.amount, next.currency),
						formatDate(next.date)
					)}
			</p>
			<p className="wcpay-next-payout-notice__action">
				<a href={`${getPaymentSettingsUrl()}#deposit-schedule`}>
					{__('Change payout schedule', 'woocommerce-payments')}
				</a>
			</p>
		</Notice>
	);
}

/** §4.8: payouts paused after a failed payout, with the link to fix the bank account, when `show`. */
export function FailedPayoutNotice({ show }: { show: boolean }) {
	const accountLink = getPaymentsSettings()?.accountStatus?.accountLink;
	if (!show || !accountLink) {
		return null;
	}
	const href = addQueryArgs(accountLink, { from: 'WCPAY_PAYOUTS', source: 'wcpay-payout-failure-notice' });
	return (
		<Notice
			status="warning"
			isDismissible={false}
			className="wcpay-payouts-notice wcpay-failed-payout-notice"
		>
			{createInterpolateElement(
				/* translators: <a> links to the account page where the bank account is updated */
				__(
					'Payouts are currently paused because a recent payout failed. Please <a>update your bank account details</a>.',
					'woocommerce-payments'
				),
				{
					a: (
						<a
							href={href}
							onClick={() =>
								recordEvent('wcpay_account_details_link_clicked', {
									from: 'WCPAY_PAYOUTS',
									source: 'wcpay-payout-failure-notice',
								})
							}
						/>
					),
				}
			)}
		</Notice>
	);
}
