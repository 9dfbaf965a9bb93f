/**
 * The building blocks of a fraud filter card: the card (title, description, controls, and the "How does
 * this filter protect me?" explanation), the filter's switch with its help text, and — only with the review
 * feature flag — the choice between holding a matching payment for review and blocking it (spec 000 §5).
 */
import type { ReactNode } from 'react';
import { RadioControl } from '../../components/controls/radio-control';
import { ToggleControl } from '../../components/controls/toggle-control';
import { __ } from '@wordpress/i18n';

import type { FilterState } from './rules';
import { Card, CardBody, CardHeader } from '../../components/card';
import { Notice } from '../../components/notice';

export function RuleCard({
	id,
	title,
	description,
	explanation,
	children,
}: {
	/** The element id the one-time viewed event observes. */
	id: string;
	title: string;
	description?: ReactNode;
	explanation: string;
	children: ReactNode;
}) {
	return (
		<section className="wcpay-fraud-card" id={id} aria-labelledby={`${id}-title`}>
			<Card>
				<CardHeader>
					<h3 id={`${id}-title`} className="wcpay-fraud-card__title">
						{title}
					</h3>
				</CardHeader>
				<CardBody>
					{description && <p className="wcpay-fraud-card__description">{description}</p>}
					{children}
					<div className="wcpay-fraud-card__explanation">
						<strong>{__('How does this filter protect me?', 'woocommerce-payments')}</strong>
						<p>{explanation}</p>
					</div>
				</CardBody>
			</Card>
		</section>
	);
}

/** A notice inside a card (not dismissible); its text is spoken as given. */
export function CardNotice({
	status,
	children,
	spokenMessage,
}: {
	status: 'warning' | 'info' | 'error';
	children: ReactNode;
	spokenMessage: string;
}) {
	return (
		<Notice
			status={status}
			isDismissible={false}
			className="wcpay-fraud-card__notice"
			spokenMessage={spokenMessage}
		>
			{children}
		</Notice>
	);
}

function helpText(state: FilterState, isReviewActive: boolean): string {
	if (!isReviewActive) {
		return state.enabled
			? __('The payment will be blocked.', 'woocommerce-payments')
			: __('When enabled, the payment will be blocked.', 'woocommerce-payments');
	}
	if (!state.enabled) {
		return __(
			'When enabled, the payment method will not be charged until you review and approve the transaction.',
			'woocommerce-payments'
		);
	}
	return state.block
		? __('The payment will be blocked.', 'woocommerce-payments')
		: __(
				'The payment method will not be charged until you review and approve the transaction.',
				'woocommerce-payments'
			);
}

/** The filter's switch; while on, its extra fields and (with the review flag) the filter action. */
export function RuleToggle({
	label,
	state,
	isReviewActive,
	disabled = false,
	onChange,
	children,
}: {
	label: string;
	state: FilterState;
	isReviewActive: boolean;
	disabled?: boolean;
	onChange: (next: Partial<FilterState>) => void;
	children?: ReactNode;
}) {
	return (
		<div className="wcpay-fraud-toggle">
			<ToggleControl
				__nextHasNoMarginBottom
				label={label}
				checked={state.enabled}
				disabled={disabled}
				help={disabled ? undefined : helpText(state, isReviewActive)}
				onChange={(enabled) => onChange({ enabled })}
			/>
			{state.enabled && !disabled && (
				<div className="wcpay-fraud-toggle__details">
					{children}
					{isReviewActive && (
						<RadioControl
							className="wcpay-fraud-toggle__action"
							label={__('Filter action', 'woocommerce-payments')}
							selected={state.block ? 'block' : 'review'}
							options={[
								{
									label: __('Authorize and hold for review', 'woocommerce-payments'),
									value: 'review',
								},
								{ label: __('Block Payment', 'woocommerce-payments'), value: 'block' },
							]}
							onChange={(value) => onChange({ block: value === 'block' })}
						/>
					)}
				</div>
			)}
		</div>
	);
}
