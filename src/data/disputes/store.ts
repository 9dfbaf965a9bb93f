/**
 * `wcpay/disputes`: disputes list, summary and export (the shared list store; the export is also e-mailed).
 * The dispute detail, evidence and accept calls belong to the dispute screens.
 */
import { __ } from '@wordpress/i18n';

import { createListStore } from '../shared/list-store';
import { disputesList } from './query';

export const store = createListStore({
	list: disputesList,
	messages: {
		list: __('Error retrieving disputes.', 'woocommerce-payments'),
		summary: __('Error retrieving the summary of disputes.', 'woocommerce-payments'),
	},
	exportOptions: { emailNoticeId: 'wcpay-disputes-export' },
});
