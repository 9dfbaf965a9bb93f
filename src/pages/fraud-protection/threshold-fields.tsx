/**
 * The limit fields of the two threshold filters (spec 000 §5): purchase prices (digits and one decimal
 * point, with the currency symbol in front) and item counts (integers only: + - . , e are not taken; min
 * attribute 1, step 1). Blank means no limit; with neither limit the card warns that the filter has no effect.
 */
import { __ } from '@wordpress/i18n';

import type { ItemsFilterState, PriceFilterState } from './rules';
import { CardNotice } from './rule-card';
import { isBlockedItemsKey, isItemsInput, isPriceInput } from './validation';

function LimitField({
	id,
	label,
	value,
	prefix,
	placeholder,
	numeric,
	accepts,
	onChange,
}: {
	id: string;
	label: string;
	value: string;
	prefix?: string;
	placeholder: string;
	numeric: boolean;
	accepts: (text: string) => boolean;
	onChange: (value: string) => void;
}) {
	const helpId = `${id}-help`;
	return (
		<div className="wcpay-fraud-limit">
			<label htmlFor={id}>{label}</label>
			<div className="wcpay-fraud-limit__input">
				{prefix && (
					<span className="wcpay-fraud-limit__prefix" aria-hidden="true">
						{prefix}
					</span>
				)}
				<input
					id={id}
					className="components-text-control__input"
					type={numeric ? 'number' : 'text'}
					inputMode={numeric ? 'numeric' : 'decimal'}
					min={numeric ? 1 : undefined}
					step={numeric ? 1 : undefined}
					placeholder={placeholder}
					value={value}
					aria-describedby={helpId}
					onKeyDown={(event) => {
						if (numeric && isBlockedItemsKey(event.key)) {
							event.preventDefault();
						}
					}}
					onChange={(event) => {
						const next = event.target.value;
						if (accepts(next)) {
							onChange(next);
						}
					}}
				/>
			</div>
			<p id={helpId} className="wcpay-fraud-limit__help">
				{__('Leave blank for no limit', 'woocommerce-payments')}
			</p>
		</div>
	);
}

export function PriceLimits({
	state,
	symbol,
	rangeMissing,
	onChange,
}: {
	state: PriceFilterState;
	symbol: string;
	rangeMissing: boolean;
	onChange: (next: Partial<PriceFilterState>) => void;
}) {
	const warning = __('A price range must be set for this filter to take effect.', 'woocommerce-payments');
	return (
		<fieldset className="wcpay-fraud-limits">
			<legend>{__('Limits', 'woocommerce-payments')}</legend>
			<div className="wcpay-fraud-limits__row">
				<LimitField
					id="fraud-protection-purchase-price-minimum"
					label={__('Minimum purchase price', 'woocommerce-payments')}
					value={state.min_amount}
					prefix={symbol}
					placeholder="0.00"
					numeric={false}
					accepts={isPriceInput}
					onChange={(min_amount) => onChange({ min_amount })}
				/>
				<LimitField
					id="fraud-protection-purchase-price-maximum"
					label={__('Maximum purchase price', 'woocommerce-payments')}
					value={state.max_amount}
					prefix={symbol}
					placeholder="0.00"
					numeric={false}
					accepts={isPriceInput}
					onChange={(max_amount) => onChange({ max_amount })}
				/>
			</div>
			{rangeMissing && (
				<CardNotice status="warning" spokenMessage={warning}>
					{warning}
				</CardNotice>
			)}
		</fieldset>
	);
}

export function ItemLimits({
	state,
	rangeMissing,
	onChange,
}: {
	state: ItemsFilterState;
	rangeMissing: boolean;
	onChange: (next: Partial<ItemsFilterState>) => void;
}) {
	const warning = __('An item range must be set for this filter to take effect.', 'woocommerce-payments');
	return (
		<fieldset className="wcpay-fraud-limits">
			<legend>{__('Limits', 'woocommerce-payments')}</legend>
			<div className="wcpay-fraud-limits__row">
				<LimitField
					id="fraud-protection-order-items-minimum"
					label={__('Minimum items per order', 'woocommerce-payments')}
					value={state.min_items}
					placeholder="0"
					numeric
					accepts={isItemsInput}
					onChange={(min_items) => onChange({ min_items })}
				/>
				<LimitField
					id="fraud-protection-order-items-maximum"
					label={__('Maximum items per order', 'woocommerce-payments')}
					value={state.max_items}
					placeholder="0"
					numeric
					accepts={isItemsInput}
					onChange={(max_items) => onChange({ max_items })}
				/>
			</div>
			{rangeMissing && (
				<CardNotice status="warning" spokenMessage={warning}>
					{warning}
				</CardNotice>
			)}
		</fieldset>
	);
}
