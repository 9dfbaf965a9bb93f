/**
 * The labels of a payment's risk level (spec 001 §3.3, §3.5): 0 normal, 1 elevated, 2 highest, anything
 * else not assessed. "Not assessed" has two wordings, so there are two functions named for where each is
 * used: the risk pill of the lists and their risk filter say 'N/A' (spec 001 §3.5); the 'Risk evaluation'
 * row of the payment details screen reads the level by name (spec 002 §3.1 `outcome.risk_level`, whose
 * wording that spec leaves to us) and says 'Not assessed'. The pill itself is src/components/risk-chip.tsx.
 */
import { __ } from '@wordpress/i18n';

import type { RiskLevelName } from '../data/payment-details/types';
import type { RiskLevel } from '../data/transactions/types';
import { ownEntry } from '../utils/own-entry';

/** The pill of a risk level (spec 001 §3.5): tone and text. */
export interface RiskPill {
	/** normal, elevated, highest, not_assessed. */
	level: RiskLevelName;
	tone: 'success' | 'alert' | 'danger' | 'light';
	label: string;
}

/**
 * Risk level 0/1/2 → normal (success), elevated (alert), highest (danger); anything else 'N/A' (light).
 *
 * @example
 * riskPill( 2 ); // { level: 'highest', tone: 'danger', label: 'Highest' }
 * riskPill( null ).label; // 'N/A'
 */
export function riskPill(risk: RiskLevel | number | null | undefined): RiskPill {
	switch (risk) {
		case 0:
			return { level: 'normal', tone: 'success', label: __('Normal', 'woocommerce-payments') };
		case 1:
			return { level: 'elevated', tone: 'alert', label: __('Elevated', 'woocommerce-payments') };
		case 2:
			return { level: 'highest', tone: 'danger', label: __('Highest', 'woocommerce-payments') };
		default:
			return { level: 'not_assessed', tone: 'light', label: __('N/A', 'woocommerce-payments') };
	}
}

const LEVELS: Readonly<Partial<Record<string, RiskLevel>>> = { normal: 0, elevated: 1, highest: 2 };

/**
 * The risk of a charge on the payment details screen: the lists' label for a known level name, 'Not
 * assessed' for none (or not_assessed, or an unknown name).
 *
 * @example
 * riskLevelLabelInPaymentDetails( 'elevated' ); // 'Elevated'
 * riskLevelLabelInPaymentDetails( 'not_assessed' ); // 'Not assessed'
 */
export function riskLevelLabelInPaymentDetails(risk: RiskLevelName | string | null | undefined): string {
	const level = ownEntry(LEVELS, risk);
	return level === undefined ? __('Not assessed', 'woocommerce-payments') : riskPill(level).label;
}
