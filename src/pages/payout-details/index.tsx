/**
 * Payout details (spec 001 §2.2): the payout's summary (date, status, amount, fee, net), a failure notice
 * when it failed (the reason of its failure code, else the server's message, else 'Unknown'), its bank
 * details, and the transactions it paid out — only for automatic payouts; an instant or otherwise manual
 * payout says "We're unable to show transaction history on instant payouts" with a learn-more link.
 *
 * `?id=` with non-word characters is not requested (the not-found notice shows at once); an unknown id
 * shows 'The deposit you are looking for cannot be found.', any other failure 'Error retrieving payout.'
 * (both raised by the deposits store).
 */
import { useEffect, type ReactNode } from 'react';
import { ExternalLink, Spinner } from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';
import { AdminLink } from '../../components/admin-link';

import { useAdminQuery } from '../../app/use-location';
import { PayoutStatusChip } from '../../components/payout-status-chip';
import { TestModeBanner } from '../../components/test-mode-banner';
import { useDeposit, type Deposit } from '../../data/deposits';
import { getPaymentsSettings } from '../../settings';
import { formatDateTime } from '../../utils/dates';
import { formatCurrency, formatPercent } from '../../utils/money';
import { getAdminPageUrl } from '../../utils/url';
import { payoutFailureReason } from './failure-reasons';
import { PayoutTransactions } from './transactions-table';
import './style.scss';
import { Card, CardBody, CardHeader } from '../../components/card';
import { Notice } from '../../components/notice';

const INSTANT_PAYOUTS_DOC =
	'https://woocommerce.com/document/woopayments/payouts/instant-payouts/#transactions';
const NOT_FOUND_NOTICE_ID = 'wcpay-payout-not-found';

function BackToPayouts() {
	return (
		<AdminLink
			href={getAdminPageUrl('/payments/payouts')}
			type="wc-admin"
			className="components-button is-secondary"
		>
			{__('View all payouts', 'woocommerce-payments')}
		</AdminLink>
	);
}

function Item({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
	return (
		<div className={['wcpay-payout-details__item', className].filter(Boolean).join(' ')}>
			<dt>{label}</dt>
			<dd>{children}</dd>
		</div>
	);
}

function dateLabel(deposit: Deposit): string {
	if (deposit.type === 'withdrawal') {
		return __('Withdrawal date', 'woocommerce-payments');
	}
	return deposit.automatic
		? __('Payout date', 'woocommerce-payments')
		: __('Instant payout date', 'woocommerce-payments');
}

function PayoutSummary({ deposit }: { deposit: Deposit }) {
	const isWithdrawal = deposit.type === 'withdrawal';
	const gross = deposit.amount + deposit.fee;
	return (
		<Card className="wcpay-payout-details__summary">
			<CardHeader>
				<h2 className="wcpay-payout-details__card-title">
					{isWithdrawal
						? __('Withdrawal overview', 'woocommerce-payments')
						: __('Payout overview', 'woocommerce-payments')}
				</h2>
			</CardHeader>
			<CardBody>
				<div className="wcpay-payout-details__headline">
					<div>
						<div className="wcpay-payout-details__date">
							<span className="wcpay-payout-details__date-label">
								{sprintf(
									/* translators: %s: a label such as "Payout date" */
									__('%s:', 'woocommerce-payments'),
									dateLabel(deposit)
								)}
							</span>{' '}
							<span>{formatDateTime(deposit.date)}</span>
						</div>
						<PayoutStatusChip status={deposit.status} type={deposit.type} />
					</div>
					<div className="wcpay-payout-details__net" aria-hidden="true">
						{formatCurrency(deposit.amount, deposit.currency, { withCode: true })}
					</div>
				</div>
				<dl className="wcpay-payout-details__amounts">
					<Item
						label={
							isWithdrawal
								? __('Withdrawal amount', 'woocommerce-payments')
								: __('Payout amount', 'woocommerce-payments')
						}
					>
						{formatCurrency(gross, deposit.currency)}
					</Item>
					<Item
						label={
							deposit.fee_percentage > 0
								? sprintf(
										/* translators: %s: fee percentage, e.g. 1.5% */
										__('Fee (%s)', 'woocommerce-payments'),
										formatPercent(deposit.fee_percentage)
									)
								: __('Fee', 'woocommerce-payments')
						}
						className={deposit.fee > 0 ? 'is-fee' : undefined}
					>
						{formatCurrency(deposit.fee > 0 ? -deposit.fee : 0, deposit.currency)}
					</Item>
					<Item
						label={
							isWithdrawal
								? __('Net withdrawal amount', 'woocommerce-payments')
								: __('Net payout amount', 'woocommerce-payments')
						}
						className="is-net"
					>
						{formatCurrency(deposit.amount, deposit.currency, { withCode: true })}
					</Item>
				</dl>
			</CardBody>
		</Card>
	);
}

function FailureNotice({ deposit }: { deposit: Deposit }) {
	const accountLink = getPaymentsSettings()?.accountStatus?.accountLink;
	return (
		<Notice status="error" isDismissible={false} className="wcpay-payout-details__failure">
			<p>
				<strong>{__('This payout failed.', 'woocommerce-payments')}</strong>{' '}
				<span className="wcpay-payout-details__failure-reason">{payoutFailureReason(deposit)}</span>
			</p>
			{accountLink ? (
				<p>
					<a href={accountLink}>{__('Update your bank account details', 'woocommerce-payments')}</a>
				</p>
			) : null}
		</Notice>
	);
}

function BankDetails({ deposit }: { deposit: Deposit }) {
	return (
		<Card className="wcpay-payout-details__bank">
			<CardHeader>
				<h2 className="wcpay-payout-details__card-title">
					{__('Bank details', 'woocommerce-payments')}
				</h2>
			</CardHeader>
			<CardBody>
				<dl className="wcpay-payout-details__grid">
					<Item label={__('Bank account', 'woocommerce-payments')}>
						{deposit.bankAccount || __('N/A', 'woocommerce-payments')}
					</Item>
					<Item label={__('Bank reference ID', 'woocommerce-payments')}>
						{deposit.bank_reference_key || __('N/A', 'woocommerce-payments')}
					</Item>
					<Item label={__('Payout ID', 'woocommerce-payments')}>
						<code>{deposit.id}</code>
					</Item>
					<Item label={__('Initiated', 'woocommerce-payments')}>
						{formatDateTime(deposit.created)}
					</Item>
					<Item label={__('Type', 'woocommerce-payments')}>
						{deposit.type === 'withdrawal'
							? __('Withdrawal', 'woocommerce-payments')
							: deposit.method === 'instant'
								? __('Instant payout', 'woocommerce-payments')
								: deposit.automatic
									? __('Scheduled payout', 'woocommerce-payments')
									: __('Manual payout', 'woocommerce-payments')}
					</Item>
				</dl>
			</CardBody>
		</Card>
	);
}

function NoTransactionHistory() {
	return (
		<Card className="wcpay-payout-details__instant">
			<CardHeader>
				<h2 className="wcpay-payout-details__card-title">
					{__('Payout transactions', 'woocommerce-payments')}
				</h2>
			</CardHeader>
			<CardBody>
				<p className="wcpay-payout-details__instant-text">
					{__(
						"We're unable to show transaction history on instant payouts.",
						'woocommerce-payments'
					)}{' '}
					<ExternalLink href={INSTANT_PAYOUTS_DOC}>
						{__('Learn more', 'woocommerce-payments')}
					</ExternalLink>
				</p>
			</CardBody>
		</Card>
	);
}

function Unavailable({ text }: { text: string }) {
	return (
		<Card className="wcpay-payout-details__unavailable">
			<CardBody>
				<p>{text}</p>
				<BackToPayouts />
			</CardBody>
		</Card>
	);
}

export default function PayoutDetailsPage() {
	const query = useAdminQuery() as Record<string, unknown>;
	const id = typeof query.id === 'string' ? query.id : undefined;
	const { data: deposit, isLoading, error, isInvalidId } = useDeposit(id);
	const isNotFound = error?.data?.status === 404;
	const { createErrorNotice } = useDispatch(noticesStore);

	// An id that is never requested still tells the merchant why nothing shows.
	useEffect(() => {
		if (isInvalidId) {
			void createErrorNotice(
				__('The deposit you are looking for cannot be found.', 'woocommerce-payments'),
				{
					id: NOT_FOUND_NOTICE_ID,
				}
			);
		}
	}, [isInvalidId, createErrorNotice]);

	let body: ReactNode;
	if (isInvalidId || isNotFound) {
		body = (
			<Unavailable
				text={__(
					'Check the link, or find the payout in your payout history.',
					'woocommerce-payments'
				)}
			/>
		);
	} else if (deposit) {
		body = (
			<>
				<PayoutSummary deposit={deposit} />
				{deposit.status === 'failed' && <FailureNotice deposit={deposit} />}
				<BankDetails deposit={deposit} />
				{deposit.automatic ? (
					<PayoutTransactions depositId={deposit.id} query={query} />
				) : (
					<NoTransactionHistory />
				)}
			</>
		);
	} else if (error) {
		body = (
			<Unavailable
				text={__('This payout could not be loaded. Please reload the page.', 'woocommerce-payments')}
			/>
		);
	} else if (isLoading) {
		body = (
			<Card className="wcpay-payout-details__loading">
				<CardBody>
					<div role="status" className="wcpay-page-loading">
						<Spinner />
						<span>{__('Loading payout…', 'woocommerce-payments')}</span>
					</div>
				</CardBody>
			</Card>
		);
	}

	return (
		<div className="wcpay-payout-details">
			<TestModeBanner topic="payouts" isDetails />
			{body}
		</div>
	);
}
