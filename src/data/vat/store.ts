/**
 * `wcpay/vat`: the tax-details calls of the tax-details modal (spec 000 §5, §7). `validateVatNumber` asks
 * `GET /vat/{number}` for the business a number is registered to; `saveVatDetails` sends the VAT record to
 * `POST /vat` (name and address trimmed, the number only when there is one) and keeps the saved record, so
 * the page knows at once that tax data has been submitted (the page settings' `hasSubmittedVatData` says so
 * on later loads). Both resolve to `{ data }` or `{ error }`: the modal shows the server's message inline
 * (spec 000 §8), so no notices are raised here.
 */
import apiFetch from '@wordpress/api-fetch';

import { apiPost, toApiError } from '../shared/api';
import { defineStore, type ThunkArgs } from '../shared/store';
import type { ApiError } from '../shared/types';
import { STORE_NAME } from './name';
import { VAT_PATH, vatValidationPath } from './query';
import type { VatDetails, VatDetailsRequest, VatValidation } from './types';

/** What a tax-details call resolves to: its answer, or the error it failed with. */
export type VatResult<T> = { data: T; error?: undefined } | { data?: undefined; error: ApiError };

export interface VatState {
	/** The record saved on this page; null until one is saved. */
	saved: VatDetails | null;
}

type Action = { type: 'RECEIVE_SAVED'; details: VatDetails };

export function reducer(state: VatState = { saved: null }, action: Action): VatState {
	switch (action.type) {
		case 'RECEIVE_SAVED':
			return { ...state, saved: action.details };
		default:
			return state;
	}
}

/**
 * The body of POST /vat: name and address trimmed; the number (trimmed) only when there is one.
 *
 * @example
 * vatDetailsBody( { vat_number: null, name: ' Ada Ltd ', address: '1 Main St\n' } );
 * // { name: 'Ada Ltd', address: '1 Main St' }
 */
export function vatDetailsBody(details: {
	vat_number?: string | null;
	name: string;
	address: string;
}): VatDetailsRequest {
	const body: VatDetailsRequest = { name: details.name.trim(), address: details.address.trim() };
	const number = details.vat_number?.trim();
	if (number) {
		body.vat_number = number;
	}
	return body;
}

export const selectors = {
	/**
	 * The VAT record saved on this page; null until one is saved.
	 *
	 * @example
	 * select( vatStore ).getSavedVatDetails(); // { vat_number: 'DE123456789', name, address } | null
	 */
	getSavedVatDetails: (state: VatState) => state.saved,
};

type Args = ThunkArgs<Action, typeof selectors>;

export const actions = {
	/** GET /vat/{number}: the business the number is registered to, or the server's error. */
	validateVatNumber:
		(number: string) =>
		async (_args: Args): Promise<VatResult<VatValidation>> => {
			try {
				return { data: await apiFetch<VatValidation>({ path: vatValidationPath(number) }) };
			} catch (error) {
				return { error: toApiError(error) };
			}
		},

	/** POST /vat: saves the record (kept in the store on success), or answers the server's error. */
	saveVatDetails:
		(details: { vat_number?: string | null; name: string; address: string }) =>
		async ({ dispatch }: Args): Promise<VatResult<VatDetails>> => {
			try {
				const saved = await apiPost<VatDetails>(VAT_PATH, vatDetailsBody(details));
				dispatch({ type: 'RECEIVE_SAVED', details: saved });
				return { data: saved };
			} catch (error) {
				return { error: toApiError(error) };
			}
		},
};

export const store = defineStore(STORE_NAME, { reducer, actions, selectors });
