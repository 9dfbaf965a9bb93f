/** Hooks of the tax-details (VAT) store for the tax-details modal and the pages that open it. */
import { useDispatch, useSelect } from '@wordpress/data';

import { getPaymentsSettings } from '../../settings';
import type { Read } from '../shared/types';
import { store, type VatResult } from './store';
import type { VatDetails, VatValidation } from './types';

/**
 * Whether tax data has been submitted (spec 000 §5): the page settings' account status says so, or a record
 * was saved on this page. Never loading: both are known at once.
 *
 * @example
 * const { data: hasTaxData } = useTaxDataSubmitted();
 * if ( ! hasTaxData ) { openTaxDetails(); }
 */
export function useTaxDataSubmitted(): Read<boolean> {
	const saved = useSelect((select) => select(store).getSavedVatDetails() !== null, []);
	const fromPage = getPaymentsSettings()?.accountStatus?.hasSubmittedVatData === true;
	return { data: saved || fromPage, isLoading: false };
}

/**
 * The tax-details calls: `validateVatNumber( number )` and `saveVatDetails( { vat_number, name, address } )`,
 * each resolving to `{ data }` or `{ error }` (the server's error, shown inline by the caller).
 *
 * @example
 * const { validateVatNumber } = useVatActions();
 * const { data, error } = await validateVatNumber( '123456789' );
 */
export function useVatActions(): {
	validateVatNumber: (number: string) => Promise<VatResult<VatValidation>>;
	saveVatDetails: (details: {
		vat_number?: string | null;
		name: string;
		address: string;
	}) => Promise<VatResult<VatDetails>>;
} {
	const { validateVatNumber, saveVatDetails } = useDispatch(store);
	return { validateVatNumber, saveVatDetails };
}
