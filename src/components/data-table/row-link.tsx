/**
 * The details column of a list whose rows open a details page: a narrow first column with no visible label
 * ('Details' for screen readers) whose cell is a chevron linking to the row's page. The chevron is a mouse
 * shortcut: another cell of the row carries the accessible link, so the chevron is hidden from assistive
 * technology and left out of the tab order.
 */
import { __ } from '@wordpress/i18n';

import { AdminLink } from '../admin-link';
import { Chevron } from './chevron';

import type { DataTableColumn } from './columns';

/**
 * The details column (key `details`).
 *
 * @param cellClassName The page's class of the column's cells (e.g. 'wcpay-payouts__details-cell').
 */
export function detailsColumn(cellClassName: string): DataTableColumn {
	return {
		key: 'details',
		label: '',
		screenReaderLabel: __('Details', 'woocommerce-payments'),
		required: true,
		cellClassName,
	};
}

/** The chevron of a details cell, linking to `href` (hidden from assistive technology). */
export function DetailsChevronLink({ href, className }: { href: string; className: string }) {
	return (
		<AdminLink href={href} type="wc-admin" tabIndex={-1} aria-hidden="true" className={className}>
			<Chevron direction="right" size={20} />
		</AdminLink>
	);
}
