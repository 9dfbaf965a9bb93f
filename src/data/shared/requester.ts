/**
 * Who asks: the parameters the payments API takes on list, summary and export calls besides the filters
 * (spec 001 §7.2, §7.3): the signed-in user's e-mail (`currentUserEmail`) and locale (`userLocale.code`)
 * from the page settings, and for transactions the store's timezone (`user_timezone`), in which the server
 * writes dates into an export.
 */
import { getPaymentsSettings, getStoreTimeZone } from '../../settings';
import type { RestParams } from './list-query';

/**
 * The requester's parameters; empty values are left out.
 *
 * @example
 * requesterParams( { timezone: true } ); // { user_email: 'a@b.c', locale: 'en_US', user_timezone: 'America/New_York' }
 */
export function requesterParams({ timezone = false }: { timezone?: boolean } = {}): RestParams {
	const settings = getPaymentsSettings();
	const params: RestParams = {};
	if (settings?.currentUserEmail) {
		params.user_email = settings.currentUserEmail;
	}
	if (timezone) {
		params.user_timezone = getStoreTimeZone();
	}
	if (settings?.userLocale?.code) {
		params.locale = settings.userLocale.code;
	}
	return params;
}
