/**
 * Columns the payment details writes record (migration "payment reviews and refunds"): who approved or
 * blocked a payment held for review, and when (spec 002 §2.1: the reviewer links to the user's edit page),
 * the reason a merchant gave for a refund (spec 002 §5.1) and when an authorization was canceled.
 */
import type { Db } from '../db/types';

export function createPaymentWritesSchema(db: Db): void {
	db.exec(`
		ALTER TABLE fraud_outcomes ADD COLUMN reviewer_id INTEGER;
		ALTER TABLE fraud_outcomes ADD COLUMN reviewer_name TEXT;
		ALTER TABLE fraud_outcomes ADD COLUMN reviewed_at INTEGER;
		ALTER TABLE transactions ADD COLUMN refund_reason TEXT;
		ALTER TABLE authorizations ADD COLUMN canceled_at INTEGER;
	`);
}
