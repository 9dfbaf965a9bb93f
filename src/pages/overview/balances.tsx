/**
 * The welcome card: greeting (spec 000 §2), currency selector (more than one currency only), and the account
 * balance of the selected currency (spec 002 §3.8, §4.7): available and pending funds, the next payout, and
 * the instant payout.
 */
import { __, _n, sprintf } from '@wordpress/i18n';

import type { CurrencyBalanceOverview, DepositsOverviewAll } from '../../data/deposits';
import { useCurrentUser } from '../../data/user';
import { getStoreSettings } from '../../settings';
import { formatDate, greetingFor } from '../../utils/dates';
import { formatCurrency, formatCurrencyName, formatPercent } from '../../utils/money';
import { InstantPayoutButton } from './instant-payout';
import { Card, CardBody, CardHeader } from './card';

interface BalancesCardProps {
	overview: DepositsOverviewAll | null;
	isLoading: boolean;
	balance: CurrencyBalanceOverview | null;
	currencies: string[];
	selectedCurrency: string | null;
	onSelectCurrency: (currency: string) => void;
}

/** The admin's first name: from the current user once loaded, from the page settings until then. */
function useFirstName(): string {
	const { data: user } = useCurrentUser();
	return (user?.first_name ?? getStoreSettings()?.currentUserData?.first_name ?? '').trim();
}

export function Greeting({ firstName }: { firstName: string }) {
	const greeting = greetingFor(new Date());
	const text = firstName
		? sprintf(
				/* translators: 1: greeting (Good morning…), 2: the admin's first name */
				__('%1$s, %2$s', 'woocommerce-payments'),
				greeting,
				firstName
			)
		: greeting;
	return (
		<h2 className="wcpay-overview__greeting">
			{text} <span aria-hidden="true">👋</span>
		</h2>
	);
}

function Amount({
	value,
	currency,
	isLoading,
}: {
	value?: number;
	currency: string | null;
	isLoading: boolean;
}) {
	if (isLoading) {
		return <span className="wcpay-overview-placeholder wcpay-overview-balances__amount-placeholder" />;
	}
	if (value === undefined || !currency) {
		return <span className="wcpay-overview-balances__amount">—</span>;
	}
	return <span className="wcpay-overview-balances__amount">{formatCurrency(value, currency)}</span>;
}

/**
 * The help under pending funds: how long a payment's funds stay pending, from the account's payout
 * schedule (spec 002 §3.8 `deposits_schedule.delay_days`), when it says.
 *
 * @example
 * pendingHelp( 2 ); // 'Not yet available to pay out. Funds become available 2 days after a payment.'
 */
export function pendingHelp(delayDays: number | undefined): string {
	if (typeof delayDays !== 'number' || !Number.isInteger(delayDays) || delayDays < 1) {
		return __('Not yet available to pay out.', 'woocommerce-payments');
	}
	return sprintf(
		/* translators: %d: number of days a payment's funds stay pending, e.g. 2 */
		_n(
			'Not yet available to pay out. Funds become available %d day after a payment.',
			'Not yet available to pay out. Funds become available %d days after a payment.',
			delayDays,
			'woocommerce-payments'
		),
		delayDays
	);
}

export function BalancesCard({
	overview,
	isLoading,
	balance,
	currencies,
	selectedCurrency,
	onSelectCurrency,
}: BalancesCardProps) {
	const blocked = Boolean(overview?.account?.deposits_blocked);
	// While payouts are blocked (the payouts card says they are suspended) none is expected, whatever the
	// schedule had planned; nor can anything be paid out instantly.
	const next = blocked
		? undefined
		: overview?.deposit?.next_scheduled?.find(
				(d) => d.currency.toLowerCase() === (selectedCurrency ?? '')
			);
	const instant = blocked ? null : (balance?.instant ?? null);
	const firstName = useFirstName();
	return (
		<Card className="wcpay-overview-card wcpay-overview-balances" aria-busy={isLoading}>
			<CardHeader className="wcpay-overview-balances__header">
				<Greeting firstName={firstName} />
				{currencies.length > 1 && selectedCurrency && (
					<label className="wcpay-overview-balances__currency">
						<span>{__('Currency', 'woocommerce-payments')}</span>
						<select
							value={selectedCurrency}
							onChange={(event) => onSelectCurrency(event.target.value)}
						>
							{currencies.map((c) => (
								<option key={c} value={c}>
									{`${c.toUpperCase()} — ${formatCurrencyName(c)}`}
								</option>
							))}
						</select>
					</label>
				)}
			</CardHeader>
			<CardBody>
				<h3 className="screen-reader-text">{__('Account balance', 'woocommerce-payments')}</h3>
				<div className="wcpay-overview-balances__grid" data-testid="wcpay-balances">
					<div className="wcpay-overview-balances__item">
						<span className="wcpay-overview-balances__label">
							{__('Available funds', 'woocommerce-payments')}
						</span>
						<Amount
							value={balance?.available.amount}
							currency={selectedCurrency}
							isLoading={isLoading}
						/>
						<span className="wcpay-overview-balances__help">
							{__('Ready to be paid out to your bank account.', 'woocommerce-payments')}
						</span>
					</div>
					<div className="wcpay-overview-balances__item">
						<span className="wcpay-overview-balances__label">
							{__('Pending funds', 'woocommerce-payments')}
						</span>
						<Amount
							value={balance?.pending.amount}
							currency={selectedCurrency}
							isLoading={isLoading}
						/>
						<span className="wcpay-overview-balances__help">
							{pendingHelp(overview?.account?.deposits_schedule?.delay_days)}
						</span>
					</div>
					<div className="wcpay-overview-balances__item">
						<span className="wcpay-overview-balances__label">
							{__('Next payout', 'woocommerce-payments')}
						</span>
						{isLoading ? (
							<span className="wcpay-overview-placeholder wcpay-overview-balances__amount-placeholder" />
						) : (
							<span className="wcpay-overview-balances__amount">
								{next ? formatCurrency(next.amount, next.currency) : '—'}
							</span>
						)}
						<span className="wcpay-overview-balances__help">
							{next
								? sprintf(
										/* translators: %s: expected arrival date */
										__('Expected on %s', 'woocommerce-payments'),
										formatDate(next.date)
									)
								: __('No payout scheduled.', 'woocommerce-payments')}
						</span>
					</div>
				</div>
				{instant && !isLoading && (
					<div className="wcpay-overview-balances__instant">
						<InstantPayoutButton instant={instant} />
						<span className="wcpay-overview-balances__help">
							{instant.amount > 0
								? sprintf(
										/* translators: 1: amount available instantly, 2: fee percentage */
										__(
											'%1$s can be paid out instantly: it arrives within 30 minutes, for a %2$s fee.',
											'woocommerce-payments'
										),
										formatCurrency(instant.amount, instant.currency),
										formatPercent(instant.fee_percentage)
									)
								: __(
										'No funds are available for an instant payout right now.',
										'woocommerce-payments'
									)}
						</span>
					</div>
				)}
			</CardBody>
		</Card>
	);
}
