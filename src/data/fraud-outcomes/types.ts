/** Fraud outcomes (blocked tab): the shapes live with the transactions (src/data/transactions/types.ts). */
export type {
	FraudOutcome,
	FraudOutcomeStatus,
	FraudOutcomesListResponse,
	FraudOutcomesParams,
	FraudOutcomesSort,
	FraudOutcomesSummary,
	SearchOption,
} from '../transactions/types';
export { FRAUD_OUTCOME_STATUSES, FRAUD_OUTCOMES_SORTS } from '../transactions/types';

/** The statuses a list can ask for. */
export type FraudOutcomesListStatus = 'review' | 'block';
