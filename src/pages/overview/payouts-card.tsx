/**
 * The payouts card (spec 000 §4 "Payouts card notices", §7, §9): the schedule, the notices of the selected
 * currency, the latest 3 payouts and the links to all payouts and to the payout schedule.
 */
import { ExternalLink } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

import { PayoutStatusChip } from '../../components/payout-status-chip';
import { useDeposits, type DepositsOverviewAll } from '../../data/deposits';
import type { AccountStatusSettings } from '../../settings';
import { formatDate } from '../../utils/dates';
import { formatCurrency } from '../../utils/money';
import { getAdminPageUrl, getPaymentSettingsUrl } from '../../utils/url';
import { payoutScheduleText } from '../../strings/payout-schedule';
import {
	canChangePayoutSchedule,
	minimumPayoutAmount,
	payoutNotices,
	type PayoutNotice,
	type PayoutsCardInput,
} from './payouts-rules';
import { latestPayoutsQuery } from './reads';
import { accountLinkWithSource } from './tasks';
import { Card, CardBody, CardFooter, CardHeader } from './card';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';

const PAYOUTS_DOC = 'https://woocommerce.com/document/woopayments/payouts/';

/** The input of the payout rules for a currency of the balance overview. */
export function payoutsCardInput(
	overview: DepositsOverviewAll,
	currency: string,
	account: AccountStatusSettings
): PayoutsCardInput {
	const balance = overview.currencies.find((c) => c.currency.toLowerCase() === currency);
	return {
		depositsBlocked:
			Boolean(overview.account?.deposits_blocked) || account.deposits?.status === 'blocked',
		completedWaitingPeriod: Boolean(account.deposits?.completed_waiting_period),
		available: balance?.available.amount ?? 0,
		pending: balance?.pending.amount ?? 0,
		currency,
		externalAccounts: overview.account?.default_external_accounts ?? [],
		minimumAmounts: account.deposits?.minimum_scheduled_deposit_amounts ?? {},
	};
}

function NoticeText({
	notice,
	input,
	accountLink,
}: {
	notice: PayoutNotice;
	input: PayoutsCardInput;
	accountLink: string;
}) {
	switch (notice) {
		case 'suspended':
			return (
				<Notice status="warning" isDismissible={false} className="wcpay-payouts-notice is-suspended">
					{__('Your payouts are temporarily suspended.', 'woocommerce-payments')}{' '}
					<ExternalLink href={PAYOUTS_DOC}>{__('Learn more', 'woocommerce-payments')}</ExternalLink>
				</Notice>
			);
		case 'waiting_period':
			return (
				<Notice
					status="info"
					isDismissible={false}
					className="wcpay-payouts-notice is-waiting-period"
				>
					{__('Your first payout is held for 7-14 days.', 'woocommerce-payments')}{' '}
					<ExternalLink href={PAYOUTS_DOC}>{__('Why?', 'woocommerce-payments')}</ExternalLink>
				</Notice>
			);
		case 'no_funds':
			return (
				<Notice status="info" isDismissible={false} className="wcpay-payouts-notice is-no-funds">
					{__(
						'You have no funds available to pay out yet: your pending funds become available after the standard processing time.',
						'woocommerce-payments'
					)}
				</Notice>
			);
		case 'negative_balance':
			return (
				<Notice status="warning" isDismissible={false} className="wcpay-payouts-notice is-negative">
					{__(
						'Payouts may be interrupted while your WooPayments balance remains negative.',
						'woocommerce-payments'
					)}{' '}
					<ExternalLink href={PAYOUTS_DOC}>{__('Why?', 'woocommerce-payments')}</ExternalLink>
				</Notice>
			);
		case 'failed_payout':
			return (
				<Notice status="warning" isDismissible={false} className="wcpay-payouts-notice is-failed">
					{__(
						'Payouts are currently paused because a recent payout failed. Please update your bank account details.',
						'woocommerce-payments'
					)}{' '}
					{accountLink && (
						<a href={accountLink} target="_blank" rel="noopener noreferrer">
							{__('Update bank account details', 'woocommerce-payments')}
							<span className="screen-reader-text">
								{__('(opens in a new tab)', 'woocommerce-payments')}
							</span>
						</a>
					)}
				</Notice>
			);
		case 'below_minimum':
			return (
				<Notice status="info" isDismissible={false} className="wcpay-payouts-notice is-below-minimum">
					{sprintf(
						/* translators: %s: minimum payout amount, e.g. $5.00 */
						__(
							'Payouts are paused while your available funds balance remains below %s.',
							'woocommerce-payments'
						),
						formatCurrency(
							minimumPayoutAmount(input.minimumAmounts, input.currency),
							input.currency
						)
					)}
				</Notice>
			);
	}
}

interface PayoutsCardProps {
	overview: DepositsOverviewAll;
	currency: string;
	account: AccountStatusSettings;
}

export function PayoutsCard({ overview, currency, account }: PayoutsCardProps) {
	const input = payoutsCardInput(overview, currency, account);
	const notices = payoutNotices(input);
	const { data: payouts, isLoading } = useDeposits(latestPayoutsQuery(currency), { withSummary: false });
	const schedule = overview.account?.deposits_schedule;
	const showSchedule = !input.depositsBlocked && input.completedWaitingPeriod && schedule;
	const accountLink = accountLinkWithSource(account.accountLink, 'overview-page__payouts-card');
	return (
		<Card className="wcpay-overview-card wcpay-overview-payouts" data-testid="wcpay-payouts-card">
			<CardHeader>
				<h2 className="wcpay-overview-card__title">{__('Payouts', 'woocommerce-payments')}</h2>
			</CardHeader>
			{showSchedule && (
				<CardBody className="wcpay-overview-payouts__schedule">
					<p>{payoutScheduleText(schedule)}</p>
				</CardBody>
			)}
			{notices.length > 0 && (
				<CardBody className="wcpay-overview-payouts__notices">
					{notices.map((n) => (
						<NoticeText key={n} notice={n} input={input} accountLink={accountLink} />
					))}
				</CardBody>
			)}
			<CardBody className="wcpay-overview-payouts__history">
				<h3 className="wcpay-overview-card__subtitle">
					{__('Recent payouts', 'woocommerce-payments')}
				</h3>
				{isLoading && payouts.length === 0 ? (
					<div className="wcpay-overview-placeholder wcpay-overview-payouts__placeholder" />
				) : payouts.length === 0 ? (
					<p className="wcpay-overview-muted">{__('No payouts yet.', 'woocommerce-payments')}</p>
				) : (
					<table className="wcpay-overview-payouts__table">
						<thead className="screen-reader-text">
							<tr>
								<th scope="col">{__('Date', 'woocommerce-payments')}</th>
								<th scope="col">{__('Status', 'woocommerce-payments')}</th>
								<th scope="col">{__('Amount', 'woocommerce-payments')}</th>
							</tr>
						</thead>
						<tbody>
							{payouts.map((payout) => (
								<tr key={payout.id}>
									<td>
										<a
											href={getAdminPageUrl('/payments/payouts/details', {
												id: payout.id,
											})}
										>
											{formatDate(payout.date)}
										</a>
									</td>
									<td>
										<PayoutStatusChip status={payout.status} type={payout.type} />
									</td>
									<td className="is-amount">
										{formatCurrency(payout.amount, payout.currency)}
									</td>
								</tr>
							))}
						</tbody>
					</table>
				)}
			</CardBody>
			<CardFooter className="wcpay-overview-payouts__footer">
				<Button variant="secondary" href={getAdminPageUrl('/payments/payouts')}>
					{__('View all payouts', 'woocommerce-payments')}
				</Button>
				{canChangePayoutSchedule(input) && (
					<Button variant="tertiary" href={`${getPaymentSettingsUrl()}#deposit-schedule`}>
						{__('Change payout schedule', 'woocommerce-payments')}
					</Button>
				)}
			</CardFooter>
		</Card>
	);
}
