/**
 * Shapes of the card readers (spec 001 §3.6, §7.5): the account's connected readers
 * (`GET /readers?limit=…`, answer in `data`) and the reader fees billed by one `card_reader_fee` charge
 * (`GET /readers/charges/{id}`, answer in `data`). Amounts are minor units, currencies lower case. The mock
 * server serves them with these types (mock-server/domain/readers.ts).
 */

/** How many readers the card readers page lists (spec 001 §7.5, §9). */
export const READERS_LIST_LIMIT = 10;

/** The largest `limit` the readers list accepts. */
export const READERS_MAX_LIMIT = 100;

/** One connected card reader (spec 001 §3.6). */
export interface Reader {
	/** The reader's id (`tmr_…`). */
	id: string;
	/** The reader's model, as the payments API names it (e.g. 'BBPOS WisePOS E'). */
	device_type: string;
	/** Whether the reader processed a payment in the current billing period. */
	is_active: boolean;
}

/** GET /wc/v3/payments/readers answer: the first `limit` readers, and how many the account has. */
export interface ReadersResponse {
	data: Reader[];
	total_count: number;
}

/** A reader's status in one billing period: active when it processed at least one payment. */
export type ReaderFeeStatus = 'active' | 'inactive';

/** One reader billed by a reader-fee charge (spec 001 §3.6). */
export interface ReaderFeeRow {
	reader_id: string;
	status: ReaderFeeStatus;
	/** Payments the reader processed in the billing period. */
	count: number;
	/** The reader's share of the fee: minor units, lower-case currency. */
	fee: { amount: number; currency: string };
}

/**
 * GET /wc/v3/payments/readers/charges/{id} answer: the readers a reader-fee charge billed. The fees of
 * `data` add up to the charge's amount.
 */
export interface ReaderChargeStatsResponse {
	/** The reader-fee charge (`ch_…`). */
	charge_id: string;
	/** Its transaction (`txn_…`). */
	transaction_id: string;
	data: ReaderFeeRow[];
}
