import type { ScenarioBuilder } from './context';

/**
 * Money movement (transactions, payouts, disputes, authorizations, readers, loans, documents, notes) of an
 * established store. Each later feature appends its generator here; each should draw from its own
 * `ctx.rng.fork('<entity>')` so that adding one does not change the data of the others.
 */
export const moneyGenerators: readonly ScenarioBuilder[] = [];

export const seedMoneyMovement: ScenarioBuilder = (ctx) => {
	for (const generate of moneyGenerators) {
		generate(ctx);
	}
};
