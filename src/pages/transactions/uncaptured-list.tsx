/**
 * The Uncaptured tab (spec 001 §2.5, §4.4): authorizations awaiting capture, oldest first, with the
 * capture-by date (created + 7 days) and a Capture and a Cancel action per row; one past its capture-by date
 * reads '(expired)' and offers only Cancel, as its payment details say it can no longer be captured. While
 * one row's action runs its buttons are busy; the other rows stay usable. Notices and cache refreshes come
 * from the store.
 */
import { useMemo, useRef, useState, type RefObject } from 'react';
import { __, _n, sprintf } from '@wordpress/i18n';

import { DataTable, type DataTableRow } from '../../components/data-table';
import { RiskChip } from '../../components/risk-chip';
import { formatRowDateTime, paymentDetailsUrl } from '../../components/transactions-table';
import { useAuthorizationActions, useAuthorizations, type Authorization } from '../../data/authorizations';
import { getStoreCountries } from '../../settings';
import { captureByDate } from '../../utils/dates';
import { formatCurrency, hasMultipleCurrencies } from '../../utils/money';
import { getUncapturedColumns, HIDDEN_COLUMNS_PREFERENCES } from './columns';
import { Button } from '../../components/button';
import { requestFocusBack, useFocusBack } from '../../components/focus-back';
import { ownEntry } from '../../utils/own-entry';

type PageQuery = Record<string, unknown>;
type Running = Record<string, 'capture' | 'cancel'>;

const EMPTY = '–';

/** The focus-back key of a row action (components/focus-back.ts). */
const FOCUS_BACK_KEY = 'uncaptured-row-action';

function RowActions({
	authorization,
	expired,
	running,
	isRequesting,
	onCapture,
	onCancel,
}: {
	authorization: Authorization;
	/** Past its capture-by date: it can no longer be captured (payment details says so too). */
	expired: boolean;
	running: 'capture' | 'cancel' | undefined;
	isRequesting: boolean;
	onCapture: () => void;
	onCancel: () => void;
}) {
	const order = String(authorization.order_id);
	const busy = isRequesting || Boolean(running);
	return (
		<div className="wcpay-uncaptured-list__actions">
			{!expired && (
				<Button
					variant="secondary"
					size="compact"
					isBusy={running === 'capture'}
					disabled={busy}
					accessibleWhenDisabled
					onClick={onCapture}
					aria-label={sprintf(
						/* translators: %s: order number */
						__('Capture payment for order #%s', 'woocommerce-payments'),
						order
					)}
				>
					{__('Capture', 'woocommerce-payments')}
				</Button>
			)}
			<Button
				variant="tertiary"
				size="compact"
				isDestructive
				isBusy={running === 'cancel'}
				disabled={busy}
				accessibleWhenDisabled
				onClick={onCancel}
				aria-label={sprintf(
					/* translators: %s: order number */
					__('Cancel authorization for order #%s', 'woocommerce-payments'),
					order
				)}
			>
				{__('Cancel', 'woocommerce-payments')}
			</Button>
		</div>
	);
}

/**
 * The Uncaptured tab for the page query.
 *
 * @example
 * <UncapturedList query={ useAdminQuery() } />
 */
export function UncapturedList({ query }: { query: PageQuery }) {
	const { data, total, summary, isLoading, isSummaryLoading, error, summaryFailure, params } =
		useAuthorizations(query);
	const { capture, cancel, isRequesting } = useAuthorizationActions();
	const [running, setRunning] = useState<Running>({});
	const columns = useMemo(() => getUncapturedColumns(), []);
	const countries = getStoreCountries();

	// A captured or canceled row leaves the list with the button that had focus: focus goes to the table's
	// title, never onto the same button of the order that moves up into its place (rows are keyed by their
	// payment intent, so no button is reused for another order).
	const wrapper = useRef<HTMLDivElement>(null);
	const title = useMemo<RefObject<HTMLElement>>(
		() => ({
			get current() {
				return wrapper.current?.querySelector<HTMLElement>('.wcpay-table-card__title') ?? null;
			},
		}),
		[]
	);
	useFocusBack(FOCUS_BACK_KEY, title);

	const run = (kind: 'capture' | 'cancel', a: Authorization) => {
		const id = a.payment_intent_id;
		requestFocusBack(FOCUS_BACK_KEY);
		setRunning((r) => ({ ...r, [id]: kind }));
		const action = kind === 'capture' ? capture : cancel;
		void Promise.resolve(action(id, a.order_id)).finally(() =>
			setRunning((r) => {
				const next = { ...r };
				delete next[id];
				return next;
			})
		);
	};

	// Amounts carry their code when the authorizations mix currencies, as in the other lists.
	const explicit = hasMultipleCurrencies(summary?.all_currencies ?? data.map((a) => a.currency));
	const now = Date.now();
	const rows = data.map((a): DataTableRow => {
		const url = paymentDetailsUrl(a.payment_intent_id);
		const created = formatRowDateTime(a.created);
		const captureBy = captureByDate(a.created);
		const expired = captureBy !== null && captureBy.getTime() <= now;
		const captureByText = formatRowDateTime(captureBy);
		return {
			// Not a column: the row's key.
			payment_intent: { value: a.payment_intent_id, display: null },
			created: { value: a.created, display: url ? <a href={url}>{created}</a> : created },
			capture_by: {
				value: a.created,
				display: expired
					? sprintf(
							/* translators: %s: date and time the authorization could be captured until */
							__('%s (expired)', 'woocommerce-payments'),
							captureByText
						)
					: captureByText,
			},
			order: {
				value: a.order_id,
				display: a.order?.url ? <a href={a.order.url}>{`#${a.order_id}`}</a> : `#${a.order_id}`,
			},
			risk_level: { value: a.risk_level ?? undefined, display: <RiskChip risk={a.risk_level} /> },
			amount: {
				value: a.amount,
				display: formatCurrency(a.amount, a.currency, { withCode: explicit }),
			},
			customer: { value: a.customer_name ?? undefined, display: a.customer_name || EMPTY },
			customer_email: { value: a.customer_email ?? undefined, display: a.customer_email || EMPTY },
			customer_country: {
				value: a.customer_country ?? undefined,
				display: a.customer_country
					? (ownEntry(countries, a.customer_country) ?? a.customer_country)
					: EMPTY,
			},
			action: {
				value: undefined,
				display: (
					<RowActions
						authorization={a}
						expired={expired}
						running={running[a.payment_intent_id]}
						isRequesting={isRequesting(a.payment_intent_id)}
						onCapture={() => run('capture', a)}
						onCancel={() => run('cancel', a)}
					/>
				),
			},
		};
	});

	const summaryItems =
		summary && !isSummaryLoading
			? [
					{
						label: _n('authorization', 'authorizations', summary.count, 'woocommerce-payments'),
						value: String(summary.count),
					},
					...(summary.count > 0 && summary.currency
						? [
								{
									label: __('total', 'woocommerce-payments'),
									value: formatCurrency(summary.total, summary.currency),
								},
							]
						: []),
				]
			: undefined;

	return (
		<div className="wcpay-uncaptured-list" ref={wrapper}>
			<DataTable
				className="wcpay-uncaptured-table woocommerce-report-table"
				title={__('Uncaptured transactions', 'woocommerce-payments')}
				columns={columns}
				rows={rows}
				rowKey="payment_intent"
				totalRows={total ?? summary?.count ?? 0}
				isLoading={isLoading}
				emptyMessage={
					error
						? __(
								'Uncaptured transactions could not be loaded. Please reload the page.',
								'woocommerce-payments'
							)
						: __('No uncaptured transactions.', 'woocommerce-payments')
				}
				query={query}
				params={params}
				preference={HIDDEN_COLUMNS_PREFERENCES.uncaptured}
				summaryLabel={__('Summary of the uncaptured transactions', 'woocommerce-payments')}
				summary={summaryItems}
				summaryFailure={summaryFailure}
			/>
		</div>
	);
}
