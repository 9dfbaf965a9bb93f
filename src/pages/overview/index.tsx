/**
 * Overview (spec 000 §2, §4; spec 002 §2.6, §4.7, §4.8): greeting and balances with the currency selector and
 * instant payout, the query-flag banners, safe mode, the provider's notifications banner, the task list, the
 * payouts card, the account status card with fees, the active loan, the inbox, the eligibility modal and the
 * connection-success modal. Rejected and under-review accounts see no tasks, inbox or notifications banner.
 *
 * Every read starts at once, while this chunk loads (the route's reads, reads.ts), and the route waits for
 * the critical ones, so the first render shows the balances and the tasks. The root carries
 * `data-bench-ready="overview"` from then on (`npm run bench` times that); the cards below render right
 * after. See docs/OVERVIEW.md.
 */
import { lazy, memo, Suspense, useEffect, useMemo, useState } from 'react';
import { useSelect } from '@wordpress/data';
import { updateQueryString } from '@woocommerce/navigation';

import { useAdminQuery } from '../../app/use-location';
import { useDepositsOverview, type DepositsOverviewAll } from '../../data/deposits';
import { disputesList, store as disputesStore, useDisputes } from '../../data/disputes';
import { embeddedSession, store as overviewStore, useOverviewOptions } from '../../data/overview';
import { isRejectedOrUnderReview } from '../../utils/account';
import { AccountStatusCard } from './account-status';
import { ActiveLoanCard } from './active-loan';
import { BalancesCard } from './balances';
import { ConnectionSuccessModal, QueryFlagBanners, SafeModeNotice, showConnectionSuccess } from './banners';
import { EligibilityModal, showEligibilityModal } from './eligibility-modal';
import { useInstantDepositNotice } from './instant-payout';
import { readOverviewSettings, type OverviewPageSettings } from './page-settings';
import { PayoutsCard } from './payouts-card';
import { NotificationsError, TaskOptionsError } from './load-errors';
import { isPayoutsCardShown } from './payouts-rules';
import { OVERVIEW_DISPUTES_QUERY, overviewSections } from './reads';
import { TaskList } from './task-list';
import { getTasks, isTaskVisible, sortTasks } from './tasks';
import './style.scss';

// Loaded after the balances and tasks show: the provider's libraries and the HTML sanitiser.
const NotificationsBanner = lazy(
	() => import(/* webpackChunkName: "overview-notifications" */ './notifications-banner')
);
const InboxCard = lazy(() => import(/* webpackChunkName: "overview-inbox" */ './inbox'));

/** Picks the currency to show: the query's when the account has it, else the first (spec 000 §2). */
export function selectCurrency(currencies: readonly string[], requested: string | undefined): string | null {
	const wanted = (requested ?? '').toLowerCase();
	if (wanted && currencies.includes(wanted)) {
		return wanted;
	}
	return currencies[0] ?? null;
}

/** Whether the task list's reads (disputes, options) are done, without subscribing to their data. */
function useTasksResolved(enabled: boolean): boolean {
	return useSelect(
		(select) => {
			if (!enabled) {
				return true;
			}
			return (
				select(disputesStore).hasFinishedResolution('getList', [
					disputesList.params(OVERVIEW_DISPUTES_QUERY),
				]) && select(overviewStore).hasFinishedResolution('getOverviewOptions', [])
			);
		},
		[enabled]
	);
}

const TasksSection = memo(function TasksSection({ settings }: { settings: OverviewPageSettings }) {
	const { data: disputes, isLoading: disputesLoading } = useDisputes(OVERVIEW_DISPUTES_QUERY, {
		withSummary: false,
	});
	const { visibility, isLoading: optionsLoading, error: optionsError } = useOverviewOptions();
	const resolved = !disputesLoading && !optionsLoading;
	const tasks = useMemo(() => {
		if (!resolved) {
			return [];
		}
		const now = new Date();
		const all = getTasks({
			account: settings.account,
			connectUrl: settings.connectUrl,
			isAccountConnected: settings.isAccountConnected,
			testModeOnboarding: settings.testModeOnboarding,
			onBoardingDisabled: settings.onBoardingDisabled,
			reconnectUrl: settings.reconnectUrl,
			showUpdateDetailsTask: settings.showUpdateDetailsTask,
			disputes,
			now,
		});
		return sortTasks(all.filter((t) => isTaskVisible(t, visibility, now.getTime())));
	}, [resolved, settings, disputes, visibility]);
	if (!resolved) {
		return (
			<div className="wcpay-overview-card wcpay-overview-placeholder wcpay-overview-tasks__placeholder" />
		);
	}
	return (
		<>
			{optionsError && <TaskOptionsError />}
			<TaskList tasks={tasks} />
		</>
	);
});

function ConnectionSuccess({
	query,
	settings,
}: {
	query: Record<string, string>;
	settings: OverviewPageSettings;
}) {
	const { connectionSuccessDismissed } = useOverviewOptions();
	return showConnectionSuccess(query, settings.account, connectionSuccessDismissed) ? (
		<ConnectionSuccessModal />
	) : null;
}

/** Keeps the instant payout's "in transit" notice (its own component: it follows the notices store). */
function InstantDepositNotice({ overview }: { overview: DepositsOverviewAll | null }) {
	useInstantDepositNotice(overview);
	return null;
}

const MemoAccountStatusCard = memo(AccountStatusCard);
const MemoActiveLoanCard = memo(ActiveLoanCard);
const MemoQueryFlagBanners = memo(QueryFlagBanners);

export default function OverviewPage() {
	const settings = useMemo(() => readOverviewSettings(), []);
	const { account } = settings;
	const query = useAdminQuery();
	const hideForStatus = isRejectedOrUnderReview(account.status);
	const isConnected = settings.isAccountConnected && !account.error;
	const reads = useMemo(() => overviewSections(settings), [settings]);

	const { data: overview, isLoading: overviewLoading } = useDepositsOverview();
	// The account's currencies: those its balance overview has (spec 000 §2: the selector shows when the
	// account has more than one; spec 002 §3.8), in the server's order.
	const currencies = useMemo(
		() => [...new Set((overview?.currencies ?? []).map((c) => c.currency.toLowerCase()))],
		[overview]
	);
	const selectedCurrency = selectCurrency(currencies, query.selected_currency);
	const balance = overview?.currencies.find((c) => c.currency.toLowerCase() === selectedCurrency) ?? null;

	const tasksResolved = useTasksResolved(reads.tasks);
	// The notifications banner's session started with the route's reads (reads.ts).
	// A Retry after a failed session read asks again (a new attempt, a new promise).
	const [sessionAttempt, setSessionAttempt] = useState(0);
	const session = useMemo(
		() => (reads.notificationsBanner && sessionAttempt >= 0 ? embeddedSession() : null),
		[reads, sessionAttempt]
	);
	const onSelectCurrency = useMemo(
		() => (currency: string) => updateQueryString({ selected_currency: currency }),
		[]
	);

	const balancesShown = !overviewLoading;
	const ready = balancesShown && (hideForStatus || tasksResolved);
	// What is below the balances and tasks renders right after them, so that they show first.
	const [showRest, setShowRest] = useState(false);
	useEffect(() => {
		if (ready && !showRest) {
			setShowRest(true);
		}
	}, [ready, showRest]);
	const showPayouts =
		showRest &&
		Boolean(
			overview &&
			selectedCurrency &&
			balance &&
			isPayoutsCardShown({
				available: balance.available.amount,
				pending: balance.pending.amount,
			})
		);

	return (
		<div className="wcpay-overview" data-bench-ready={ready ? 'overview' : undefined} aria-busy={!ready}>
			<MemoQueryFlagBanners query={query} account={account} />
			<InstantDepositNotice overview={overview} />
			{settings.isJetpackIdcActive && <SafeModeNotice />}
			{showRest && session && <NotificationsError onRetry={() => setSessionAttempt((n) => n + 1)} />}
			{showRest && session && (
				<Suspense fallback={null}>
					<NotificationsBanner session={session} />
				</Suspense>
			)}
			{query['wcpay-connection-success'] !== undefined && (
				<ConnectionSuccess query={query} settings={settings} />
			)}
			<BalancesCard
				overview={overview}
				isLoading={overviewLoading}
				balance={balance}
				currencies={currencies}
				selectedCurrency={selectedCurrency}
				onSelectCurrency={onSelectCurrency}
			/>
			{reads.tasks && <TasksSection settings={settings} />}
			{showPayouts && overview && selectedCurrency && (
				<PayoutsCard overview={overview} currency={selectedCurrency} account={account} />
			)}
			{showRest && (
				<MemoAccountStatusCard
					account={account}
					accountFees={settings.accountFees}
					connectUrl={settings.connectUrl}
					canReset={settings.testModeOnboarding && isConnected}
					payoutInterval={overview?.account?.deposits_schedule?.interval}
				/>
			)}
			{showRest && reads.activeLoan && <MemoActiveLoanCard />}
			{showRest && reads.inbox && (
				<Suspense
					fallback={
						<div className="wcpay-overview-card wcpay-overview-placeholder wcpay-overview-inbox__placeholder" />
					}
				>
					<InboxCard />
				</Suspense>
			)}
			{showEligibilityModal(query, account) && <EligibilityModal connectUrl={settings.connectUrl} />}
		</div>
	);
}
