/**
 * The dispute events of a payment's timeline (spec 002 §4.4; mock-server/domain/timeline.ts): opened (the
 * `dispute` debit, or nothing withdrawn for an inquiry), then by status, using what the merchant did (the
 * dispute's metadata: when evidence was submitted, when the merchant accepted it).
 */
import type { DisputeMetadata } from '../../src/data/dispute-details/types';
import type { DisputeRow } from './money-rows';
import { DISPUTE_FEE } from './payment-details';
import { DAY_MS, type Add, type Row } from './timeline';

export /**
 * A dispute's events: opened (the `dispute` debit, or nothing withdrawn for an inquiry), then by status:
 * evidence in review when it was submitted (else a day later), won at the `dispute_reversal` credit, lost
 * (when the merchant accepted it, after the review, or at the deadline without a response), refunded, inquiry closed. Never later than now.
 */
function disputeEvents(
	dispute: DisputeRow,
	metadata: DisputeMetadata,
	related: Row[],
	now: number,
	add: Add
): void {
	const inquiry = dispute.status.startsWith('warning_');
	const debit = related.find((r) => r.type === 'dispute');
	const reversal = related.find((r) => r.type === 'dispute_reversal');
	const at = (ms: number) => Math.min(ms, now);
	const base = { currency: dispute.currency, dispute_id: dispute.dispute_id };
	add('dispute_needs_response', debit?.date ?? dispute.created, {
		...base,
		reason: dispute.reason,
		...(inquiry
			? { fee: 0 }
			: {
					// The withdrawal, in the store currency (the dispute itself is in the customer's).
					amount: debit ? -debit.amount : dispute.amount,
					fee: debit?.fees ?? DISPUTE_FEE,
					currency: debit?.currency ?? dispute.currency,
				}),
	});
	// What the merchant did (mock-server/domain/dispute-evidence.ts): when evidence was submitted, and when
	// and by whom the dispute was closed.
	// Unix seconds in the metadata; milliseconds here.
	const submittedAt = Number(metadata.__evidence_submitted_at) * 1000 || null;
	const closedAt = Number(metadata.__dispute_closed_at) * 1000 || null;
	const reviewed =
		['under_review', 'warning_under_review', 'won'].includes(dispute.status) ||
		(dispute.status === 'lost' && submittedAt !== null);
	if (reviewed) {
		add('dispute_in_review', at(submittedAt ?? dispute.created + DAY_MS), base);
	}
	switch (dispute.status) {
		case 'won':
			add('dispute_won', at(reversal?.date ?? dispute.created + 15 * DAY_MS), {
				...base,
				amount: reversal ? reversal.amount : dispute.amount,
				fee: reversal ? -reversal.fees : DISPUTE_FEE,
				currency: reversal?.currency ?? dispute.currency,
			});
			break;
		case 'lost': {
			if (closedAt !== null) {
				// Accepted by the merchant.
				add('dispute_lost', at(closedAt), { ...base, amount: dispute.amount });
				break;
			}
			const decided = submittedAt
				? dispute.created + 30 * DAY_MS
				: (dispute.due_by ?? dispute.created + 21 * DAY_MS);
			add('dispute_lost', at(decided), { ...base, amount: dispute.amount });
			break;
		}
		case 'charge_refunded':
			add('dispute_charge_refunded', at(dispute.created + DAY_MS), base);
			break;
		case 'warning_closed':
			add('dispute_warning_closed', at(dispute.created + 7 * DAY_MS), base);
			break;
		default:
	}
}
