/**
 * The footer of a `DataTable`: WooCommerce's report pagination (`.woocommerce-pagination`) as plain markup —
 * 'Page 2 of 6' (spoken when it changes), Previous / Next, a 'Go to page' field and the 'Rows per page'
 * picker (25, 50, 75, 100). A list that fits on one page shows only the picker, and only when it holds more
 * rows than the smallest page.
 */
import { useId, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import { Chevron } from './chevron';

export const PER_PAGE_OPTIONS = [25, 50, 75, 100] as const;

export interface PaginationProps {
	page: number;
	perPage: number;
	total: number;
	onPageChange: (page: number) => void;
	onPerPageChange: (perPage: number) => void;
}

function PageArrow({
	label,
	direction,
	enabled,
	onClick,
}: {
	label: string;
	direction: 'left' | 'right';
	enabled: boolean;
	onClick: () => void;
}) {
	return (
		<button
			type="button"
			className={`components-button woocommerce-pagination__link${enabled ? ' is-active' : ''}`}
			aria-label={label}
			disabled={!enabled}
			onClick={() => enabled && onClick()}
		>
			<Chevron direction={direction} />
		</button>
	);
}

/** The page shown, how many there are, and what moves to another. */
interface PageMoveProps {
	page: number;
	pageCount: number;
	onPageChange: (page: number) => void;
}

function PageArrows({ page, pageCount, onPageChange }: PageMoveProps) {
	const hasPrevious = page > 1;
	const hasNext = page < pageCount;
	return (
		<div className="woocommerce-pagination__page-arrows">
			<span className="woocommerce-pagination__page-arrows-label" role="status" aria-live="polite">
				{sprintf(
					/* translators: 1: current page number, 2: total number of pages */
					__('Page %1$d of %2$d', 'woocommerce-payments'),
					page,
					pageCount
				)}
			</span>
			<div className="woocommerce-pagination__page-arrows-buttons">
				<PageArrow
					label={__('Previous Page', 'woocommerce-payments')}
					direction="left"
					enabled={hasPrevious}
					onClick={() => onPageChange(page - 1)}
				/>
				<PageArrow
					label={__('Next Page', 'woocommerce-payments')}
					direction="right"
					enabled={hasNext}
					onClick={() => onPageChange(page + 1)}
				/>
			</div>
		</div>
	);
}

/** 'Go to page': a number, taken when the field is left (or Enter is pressed) if that page exists. */
function PagePicker({ page, pageCount, onPageChange }: PageMoveProps) {
	const id = useId();
	// Keyed by the page by its parent: a new page starts from its own number.
	const [value, setValue] = useState(String(page));
	const go = (text: string) => {
		const wanted = parseInt(text, 10);
		if (Number.isFinite(wanted) && wanted > 0 && wanted <= pageCount && wanted !== page) {
			onPageChange(wanted);
		}
	};
	const isError = page < 1 || page > pageCount;
	return (
		<div className="woocommerce-pagination__page-picker">
			<label htmlFor={id} className="woocommerce-pagination__page-picker-label">
				{__('Go to page', 'woocommerce-payments')}
				<input
					id={id}
					className={`woocommerce-pagination__page-picker-input${isError ? ' has-error' : ''}`}
					aria-invalid={isError}
					type="number"
					min={1}
					max={pageCount}
					value={value}
					onClick={(event) => event.currentTarget.select()}
					onChange={(event) => setValue(event.currentTarget.value)}
					onBlur={(event) => go(event.currentTarget.value)}
					onKeyDown={(event) => {
						if (event.key === 'Enter') {
							go(event.currentTarget.value);
						}
					}}
				/>
			</label>
		</div>
	);
}

function PerPagePicker({
	perPage,
	onPerPageChange,
}: {
	perPage: number;
	onPerPageChange: (n: number) => void;
}) {
	const id = useId();
	const options: number[] = PER_PAGE_OPTIONS.includes(perPage as (typeof PER_PAGE_OPTIONS)[number])
		? [...PER_PAGE_OPTIONS]
		: [...PER_PAGE_OPTIONS, perPage].sort((a, b) => a - b);
	return (
		<div className="woocommerce-pagination__per-page-picker">
			<div className="components-base-control wcpay-per-page">
				<div className="components-base-control__field wcpay-per-page__field">
					<label htmlFor={id} className="components-input-control__label wcpay-per-page__label">
						{__('Rows per page', 'woocommerce-payments')}
					</label>
					<span className="wcpay-per-page__control">
						<select
							id={id}
							className="components-select-control__input wcpay-per-page__select"
							value={String(perPage)}
							onChange={(event) => onPerPageChange(parseInt(event.currentTarget.value, 10))}
						>
							{options.map((n) => (
								<option key={n} value={String(n)}>
									{n}
								</option>
							))}
						</select>
						<Chevron direction="down" size={18} />
					</span>
				</div>
			</div>
		</div>
	);
}

/**
 * The table's pagination.
 *
 * @example
 * <Pagination page={ 2 } perPage={ 25 } total={ 144 } onPageChange={ … } onPerPageChange={ … } />
 */
export function Pagination({ page, perPage, total, onPageChange, onPerPageChange }: PaginationProps) {
	const pageCount = Math.ceil(total / perPage);
	if (pageCount <= 1) {
		return total > PER_PAGE_OPTIONS[0] ? (
			<div className="woocommerce-pagination">
				<PerPagePicker perPage={perPage} onPerPageChange={onPerPageChange} />
			</div>
		) : null;
	}
	return (
		<div className="woocommerce-pagination">
			<PageArrows page={page} pageCount={pageCount} onPageChange={onPageChange} />
			<PagePicker key={page} page={page} pageCount={pageCount} onPageChange={onPageChange} />
			<PerPagePicker perPage={perPage} onPerPageChange={onPerPageChange} />
		</div>
	);
}
