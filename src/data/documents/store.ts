/** `wcpay/documents`: the documents list and its summary (the shared list store; no export). */
import { __ } from '@wordpress/i18n';

import { createListStore } from '../shared/list-store';
import { documentsList } from './query';

export const store = createListStore({
	list: documentsList,
	messages: {
		list: __('Error retrieving documents.', 'woocommerce-payments'),
		// The list's notice already tells; a second one for the same failure would only repeat it.
		summary: null,
	},
});
