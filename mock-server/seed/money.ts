import type { ScenarioBuilder } from './context';
import { seedAuthorizations } from './authorizations';
import { seedDeposits } from './deposits';
import { seedDisputes } from './disputes';
import { seedDocuments } from './documents';
import { seedNotes } from './notes';
import { seedReaders } from './readers';
import { seedTransactions } from './transactions';

/**
 * Money movement (transactions, payouts, disputes, authorizations, readers, loans, documents, notes) of an
 * established store. Each later feature appends its generator here; each should draw from its own
 * `ctx.rng.fork('<entity>')` so that adding one does not change the data of the others.
 */
export const moneyGenerators: readonly ScenarioBuilder[] = [
	// Order matters: disputes pick charges, payouts take every transaction, so they come after both.
	seedTransactions,
	seedDisputes,
	seedAuthorizations,
	seedDeposits,
	seedNotes,
	seedReaders,
	seedDocuments,
];

export const seedMoneyMovement: ScenarioBuilder = (ctx) => {
	for (const generate of moneyGenerators) {
		generate(ctx);
	}
};
