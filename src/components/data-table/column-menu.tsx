/**
 * The column picker of a `DataTable` ('Choose which values to display'): WooCommerce's ellipsis menu with a
 * checkbox item per column that may be hidden. It is a control, not data: it mounts just after the table's
 * first paint (its dropdown and tooltip machinery would otherwise be part of it), in a box of its toggle's
 * size, so nothing moves when it arrives.
 */
import { EllipsisMenu, MenuItem, MenuTitle } from '@woocommerce/components';
import { __ } from '@wordpress/i18n';

import { AfterFirstPaint } from '../after-first-paint';
import type { DataTableHeader } from './columns';

/** The toggle's size: a 24 px icon in a 36 px button. */
const TOGGLE_SIZE = 36;

export interface ColumnMenuProps {
	/** Every column of the table (the required ones are not offered). */
	headers: readonly DataTableHeader[];
	/** The keys shown now. */
	shown: readonly string[];
	onToggle: (key: string) => void;
}

function Menu({ headers, shown, onToggle }: ColumnMenuProps) {
	return (
		<EllipsisMenu
			label={__('Choose which values to display', 'woocommerce-payments')}
			placement="bottom-end"
			renderContent={() => (
				<>
					<MenuTitle>{__('Columns:', 'woocommerce-payments')}</MenuTitle>
					{headers
						.filter((header) => !header.required)
						.map(({ key, label }) => (
							<MenuItem
								key={key}
								checked={shown.includes(key)}
								isCheckbox
								isClickable
								onInvoke={() => onToggle(key)}
							>
								{label}
							</MenuItem>
						))}
				</>
			)}
		/>
	);
}

/**
 * The column picker, after the first paint.
 *
 * @example
 * <ColumnMenu headers={ headers } shown={ shownKeys } onToggle={ toggle } />
 */
export function ColumnMenu(props: ColumnMenuProps) {
	return (
		<AfterFirstPaint
			minHeight={TOGGLE_SIZE}
			minWidth={TOGGLE_SIZE}
			className="woocommerce-ellipsis-menu"
			render={() => <Menu {...props} />}
		/>
	);
}
