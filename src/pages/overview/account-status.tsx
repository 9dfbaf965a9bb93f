/**
 * The account status card (spec 002 §2.6, §3.9, §4.8): account status, payments and payouts indicators, the
 * fee structure with discounts, 'Edit details' (the provider dashboard, new tab), and a reset for test-mode
 * accounts. An account status carrying `error` shows 'Error determining the connection status.'.
 */
import { useState } from 'react';
import { Modal } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';

import type { AccountStatusSettings } from '../../settings';
import {
	AccountPaymentsStatusChip,
	AccountPayoutsStatusChip,
	AccountStatusChip,
} from '../../components/account-status-chip';
import { toUserMessage } from '../../utils/errors';
import { describeAccountFees } from './fees';
import { navigation } from '../../utils/navigation';
import { accountLinkWithSource } from './tasks';
import { Card, CardBody, CardFooter, CardHeader } from './card';
import { RecordEvent } from '../../utils/tracks';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';

interface AccountStatusCardProps {
	account: AccountStatusSettings;
	accountFees: Record<string, unknown>;
	connectUrl: string;
	/** A test-mode (sandbox) account: it can be reset. */
	canReset: boolean;
	/** The payout interval in force (settings), else the account's. */
	payoutInterval?: string;
}

export function resetAccountUrl(connectUrl: string): string {
	return addQueryArgs(connectUrl, {
		'wcpay-reset-account': 'true',
		source: 'overview-page__account-reset',
	});
}

function ResetAccount({ connectUrl }: { connectUrl: string }) {
	const [isOpen, setOpen] = useState(false);
	const [isBusy, setBusy] = useState(false);
	return (
		<>
			<Button variant="tertiary" isDestructive onClick={() => setOpen(true)}>
				{__('Reset account', 'woocommerce-payments')}
			</Button>
			{isOpen && (
				<Modal
					title={__('Reset your test account', 'woocommerce-payments')}
					className="wcpay-overview-modal"
					onRequestClose={() => !isBusy && setOpen(false)}
				>
					<RecordEvent name="wcpay_overview_reset_account_modal_opened" />
					<p>
						{__(
							'Resetting deletes your test account and everything in it: test payments, payouts and business details. Your store’s orders are not affected. You can then set up a new account.',
							'woocommerce-payments'
						)}
					</p>
					<div className="wcpay-overview-modal__actions">
						<Button variant="tertiary" disabled={isBusy} onClick={() => setOpen(false)}>
							{__('Cancel', 'woocommerce-payments')}
						</Button>
						<Button
							variant="primary"
							isDestructive
							isBusy={isBusy}
							disabled={isBusy}
							onClick={() => {
								setBusy(true);
								navigation.assign(resetAccountUrl(connectUrl));
							}}
						>
							{__('Reset account', 'woocommerce-payments')}
						</Button>
					</div>
				</Modal>
			)}
		</>
	);
}

export function AccountStatusCard({
	account,
	accountFees,
	connectUrl,
	canReset,
	payoutInterval,
}: AccountStatusCardProps) {
	const editLink = accountLinkWithSource(account.accountLink, 'overview-page__account-details');
	const fees = describeAccountFees(accountFees);
	return (
		<Card className="wcpay-overview-card wcpay-overview-account" data-testid="wcpay-account-status">
			<CardHeader>
				<h2 className="wcpay-overview-card__title">
					{__('Account details', 'woocommerce-payments')}
				</h2>
				{editLink && !account.error && (
					<Button variant="secondary" href={editLink} target="_blank" rel="noopener noreferrer">
						{__('Edit details', 'woocommerce-payments')}
						<span className="screen-reader-text">
							{__('(opens in a new tab)', 'woocommerce-payments')}
						</span>
					</Button>
				)}
			</CardHeader>
			<CardBody>
				{account.error ? (
					<Notice status="error" isDismissible={false}>
						{toUserMessage(null, 'accountStatus')}
					</Notice>
				) : (
					<dl className="wcpay-overview-account__status">
						<div>
							<dt>{__('Account status', 'woocommerce-payments')}</dt>
							<dd data-testid="wcpay-account-status-label">
								<AccountStatusChip status={account.status} />
							</dd>
						</div>
						<div>
							<dt>{__('Payments', 'woocommerce-payments')}</dt>
							<dd data-testid="wcpay-payments-status-label">
								<AccountPaymentsStatusChip
									enabled={Boolean(account.paymentsEnabled)}
									status={account.status}
								/>
							</dd>
						</div>
						<div>
							<dt>{__('Payouts', 'woocommerce-payments')}</dt>
							<dd data-testid="wcpay-payouts-status-label">
								<AccountPayoutsStatusChip
									depositsStatus={account.deposits?.status}
									interval={payoutInterval ?? account.deposits?.interval}
								/>
							</dd>
						</div>
					</dl>
				)}
			</CardBody>
			{fees.length > 0 && !account.error && (
				<CardBody className="wcpay-overview-account__fees">
					<h3 className="wcpay-overview-card__subtitle">{__('Fees', 'woocommerce-payments')}</h3>
					<ul className="wcpay-overview-fees">
						{fees.map((fee) => (
							<li key={fee.method} className={fee.baseFee ? 'has-discount' : undefined}>
								<span className="wcpay-overview-fees__method">{fee.label}</span>
								<span className="wcpay-overview-fees__rate">
									{fee.baseFee && (
										<>
											<s>{fee.baseFee}</s>
											<span className="screen-reader-text">
												{__('(base fee)', 'woocommerce-payments')}
											</span>{' '}
										</>
									)}
									{fee.fee}
									{fee.discountLabel && (
										<span className="wcpay-overview-fees__discount">
											{fee.discountLabel}
										</span>
									)}
								</span>
								{(fee.expiration || fee.volumeUsed) && (
									<span className="wcpay-overview-fees__note">
										{[fee.volumeUsed, fee.expiration].filter(Boolean).join(' · ')}
									</span>
								)}
							</li>
						))}
					</ul>
				</CardBody>
			)}
			{canReset && (
				<CardFooter className="wcpay-overview-account__footer">
					<span className="wcpay-overview-muted">
						{__('This is a test account: its payments are not real.', 'woocommerce-payments')}
					</span>
					<ResetAccount connectUrl={connectUrl} />
				</CardFooter>
			)}
		</Card>
	);
}
