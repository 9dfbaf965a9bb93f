/**
 * What the payment details page reads, for its route (spec 002 §7): the charge (an id containing `ch_` or
 * `py_`), the payment intent (any other id), or the charge of an order number; and the timeline of an
 * intent when the timeline is on; for a reader-fee row, the reader fees of its charge (and the user's
 * table preferences). Loaded by the route beside the page's chunk: keep it free of components and store code.
 */
import {
	chargeFromOrderRead,
	chargeRead,
	paymentIntentRead,
	timelineRead,
} from '../../data/payment-details/query';
import { readerChargeLookupId, readerChargeStatsRead } from '../../data/readers/query';
import type { PageQuery } from '../../data/shared/list-query';
import { currentUserRead } from '../../data/user/query';
import { critical, type StoreRead } from '../../data/shared/reads';
import { isFeatureEnabled } from '../../settings';
import { isChargeId, isValidDetailId } from '../../utils/url';

/** The payment details route's reads for a page query. */
export function paymentDetailsRouteReads(query: PageQuery): StoreRead[] {
	const id = query.id;
	if (query.transaction_type === 'card_reader_fee') {
		const text = (value: unknown) => (typeof value === 'string' ? value : null);
		const lookup = readerChargeLookupId(text(id), text(query.transaction_id));
		return lookup ? [critical(readerChargeStatsRead(lookup)), currentUserRead()] : [];
	}
	if (!isValidDetailId(id)) {
		return [];
	}
	if (/^\d+$/.test(id)) {
		return [critical(chargeFromOrderRead(id))];
	}
	if (isChargeId(id)) {
		return [critical(chargeRead(id))];
	}
	return [
		critical(paymentIntentRead(id)),
		...(isFeatureEnabled('paymentTimeline') ? [timelineRead(id)] : []),
	];
}
