/**
 * The evidence sections and fields with their texts (spec 002 §3.4; the mapping is described in
 * sections.ts, which filters these by reason and product type), and the product type selector's options.
 */
import { __ } from '@wordpress/i18n';

import type { EvidenceKey, EvidenceProductType } from '../../data/dispute-details';

export type FieldType = 'text' | 'textarea' | 'date' | 'file';

export interface EvidenceFieldDef {
	key: EvidenceKey;
	label: string;
	type: FieldType;
	description?: string;
	/** Only for these product types ('multiple' always includes it). */
	productTypes?: readonly EvidenceProductType[];
}

export interface EvidenceSection {
	key: string;
	title: string;
	description?: string;
	fields: EvidenceFieldDef[];
}

export interface SectionDef extends EvidenceSection {
	/** Only for these reasons; every reason when absent. */
	reasons?: readonly string[];
	/** Only for these product types ('multiple' always includes it); every type when absent. */
	productTypes?: readonly EvidenceProductType[];
}

const PRODUCT_REASONS = [
	'fraudulent',
	'product_not_received',
	'product_unacceptable',
	'subscription_canceled',
	'unrecognized',
] as const;

/** Every section, in display order, with the reasons and product types it applies to. */
export function sectionDefs(): SectionDef[] {
	return [
		{
			key: 'general',
			title: __('General evidence', 'woocommerce-payments'),
			description: __(
				'Provide general evidence about the customer and the order.',
				'woocommerce-payments'
			),
			fields: [
				{
					key: 'product_description',
					label: __('Product description', 'woocommerce-payments'),
					type: 'textarea',
					description: __(
						'A description of the product or service and how it was presented to the customer at the time of purchase.',
						'woocommerce-payments'
					),
				},
				{ key: 'customer_name', label: __('Customer name', 'woocommerce-payments'), type: 'text' },
				{
					key: 'customer_email_address',
					label: __('Customer email', 'woocommerce-payments'),
					type: 'text',
				},
				{
					key: 'billing_address',
					label: __('Customer billing address', 'woocommerce-payments'),
					type: 'textarea',
				},
				{
					key: 'customer_purchase_ip',
					label: __('Customer IP address', 'woocommerce-payments'),
					type: 'text',
				},
				{
					key: 'customer_signature',
					label: __('Customer signature', 'woocommerce-payments'),
					type: 'file',
					description: __(
						"A relevant document or contract showing the customer's signature, if available.",
						'woocommerce-payments'
					),
				},
				{
					key: 'receipt',
					label: __('Receipt', 'woocommerce-payments'),
					type: 'file',
					description: __(
						'Any receipt or message sent to the customer notifying them of the charge.',
						'woocommerce-payments'
					),
				},
				{
					key: 'customer_communication',
					label: __('Customer communication', 'woocommerce-payments'),
					type: 'file',
					description: __(
						'Any communication with the customer that supports your case, such as emails proving they received the product or service.',
						'woocommerce-payments'
					),
				},
			],
		},
		{
			key: 'refund_policy',
			title: __('Refund policy', 'woocommerce-payments'),
			reasons: ['credit_not_processed', 'product_unacceptable'],
			fields: [
				{
					key: 'refund_policy',
					label: __('Refund policy', 'woocommerce-payments'),
					type: 'file',
					description: __(
						'Your refund policy, as shown or provided to the customer.',
						'woocommerce-payments'
					),
				},
				{
					key: 'refund_policy_disclosure',
					label: __('Refund policy disclosure', 'woocommerce-payments'),
					type: 'textarea',
					description: __(
						'How and when the customer was shown your refund policy before the purchase.',
						'woocommerce-payments'
					),
				},
				{
					key: 'refund_refusal_explanation',
					label: __('Refund refusal explanation', 'woocommerce-payments'),
					type: 'textarea',
					description: __('Why the customer is not entitled to a refund.', 'woocommerce-payments'),
				},
			],
		},
		{
			key: 'duplicate_charge',
			title: __('Duplicate charge', 'woocommerce-payments'),
			reasons: ['duplicate'],
			fields: [
				{
					key: 'duplicate_charge_id',
					label: __('Duplicate charge ID', 'woocommerce-payments'),
					type: 'text',
					description: __(
						'The ID of the earlier payment that appears to be a duplicate of the disputed one.',
						'woocommerce-payments'
					),
				},
				{
					key: 'duplicate_charge_explanation',
					label: __('Explanation of the duplicate charge', 'woocommerce-payments'),
					type: 'textarea',
					description: __(
						'How the disputed payment differs from the earlier one.',
						'woocommerce-payments'
					),
				},
				{
					key: 'duplicate_charge_documentation',
					label: __('Duplicate charge documentation', 'woocommerce-payments'),
					type: 'file',
					description: __(
						'Documentation that identifies the earlier payment, such as its own receipt.',
						'woocommerce-payments'
					),
				},
				{
					key: 'shipping_documentation',
					label: __('Shipping documentation', 'woocommerce-payments'),
					type: 'file',
					description: __(
						'A shipping label or receipt for the disputed payment.',
						'woocommerce-payments'
					),
					productTypes: ['physical_product'],
				},
				{
					key: 'service_documentation',
					label: __('Service documentation', 'woocommerce-payments'),
					type: 'file',
					description: __(
						'A service agreement or other documentation for the disputed payment.',
						'woocommerce-payments'
					),
					productTypes: ['offline_service'],
				},
			],
		},
		{
			key: 'shipping',
			title: __('Shipping information', 'woocommerce-payments'),
			reasons: ['fraudulent', 'product_not_received', 'product_unacceptable', 'unrecognized'],
			productTypes: ['physical_product'],
			fields: shippingFields(),
		},
		{
			key: 'cancellation_policy',
			title: __('Cancellation policy', 'woocommerce-payments'),
			reasons: ['subscription_canceled'],
			fields: [
				{
					key: 'cancellation_policy',
					label: __('Cancellation policy', 'woocommerce-payments'),
					type: 'file',
					description: __(
						'Your subscription cancellation policy, as shown to the customer.',
						'woocommerce-payments'
					),
				},
				{
					key: 'cancellation_policy_disclosure',
					label: __('Cancellation policy disclosure', 'woocommerce-payments'),
					type: 'textarea',
					description: __(
						'How and when the customer was shown your cancellation policy before the purchase.',
						'woocommerce-payments'
					),
				},
				{
					key: 'cancellation_rebuttal',
					label: __('Cancellation rebuttal', 'woocommerce-payments'),
					type: 'textarea',
					description: __(
						"Why the customer's subscription was not canceled.",
						'woocommerce-payments'
					),
				},
			],
		},
		{
			key: 'activity_logs',
			title: __('Download and activity logs', 'woocommerce-payments'),
			reasons: PRODUCT_REASONS,
			productTypes: ['digital_product_or_service'],
			fields: [
				{
					key: 'access_activity_log',
					label: __('Activity log', 'woocommerce-payments'),
					type: 'file',
					description: __(
						'Server or activity logs showing that the cardholder accessed or downloaded the digital product, with IP addresses and timestamps.',
						'woocommerce-payments'
					),
				},
			],
		},
		{
			key: 'service',
			title: __('Service details', 'woocommerce-payments'),
			reasons: PRODUCT_REASONS,
			productTypes: ['offline_service'],
			fields: [
				{
					key: 'service_date',
					label: __('Service date', 'woocommerce-payments'),
					type: 'date',
					description: __(
						'The date the cardholder received or began receiving the service.',
						'woocommerce-payments'
					),
				},
				{
					key: 'service_documentation',
					label: __('Proof of service', 'woocommerce-payments'),
					type: 'file',
					description: __(
						'Documentation showing that the service was provided, such as a signed contract or work order.',
						'woocommerce-payments'
					),
				},
			],
		},
		{
			key: 'additional',
			title: __('Additional details', 'woocommerce-payments'),
			description: __(
				"Provide any extra evidence or statements you'd like the bank to see, either as text or as a document.",
				'woocommerce-payments'
			),
			fields: [
				{
					key: 'uncategorized_text',
					label: __('Additional details', 'woocommerce-payments'),
					type: 'textarea',
				},
				{
					key: 'uncategorized_file',
					label: __('Additional document', 'woocommerce-payments'),
					type: 'file',
				},
			],
		},
	];
}

/** The shipping fields (the old form's shipping section and the stepper's shipping step). */
export function shippingFields(): EvidenceFieldDef[] {
	return [
		{
			key: 'shipping_carrier',
			label: __('Shipping carrier', 'woocommerce-payments'),
			type: 'text',
			description: __(
				'The delivery service that shipped the product, such as FedEx, UPS or USPS. Separate several carriers with commas.',
				'woocommerce-payments'
			),
		},
		{
			key: 'shipping_tracking_number',
			label: __('Tracking number', 'woocommerce-payments'),
			type: 'text',
			description: __(
				'The tracking number from the delivery service. Separate several numbers with commas.',
				'woocommerce-payments'
			),
		},
		{
			key: 'shipping_date',
			label: __('Shipping date', 'woocommerce-payments'),
			type: 'date',
			description: __(
				'The date the product began its route to the shipping address.',
				'woocommerce-payments'
			),
		},
		{
			key: 'shipping_address',
			label: __('Shipping address', 'woocommerce-payments'),
			type: 'text',
			description: __(
				'The address the product was shipped to; it should match the billing address.',
				'woocommerce-payments'
			),
		},
		{
			key: 'shipping_documentation',
			label: __('Proof of shipping', 'woocommerce-payments'),
			type: 'file',
			description: __(
				'A shipment receipt or label that shows the full shipping address, if possible.',
				'woocommerce-payments'
			),
		},
	];
}

/** The product type selector's options (spec 002 §2.4): a disabled placeholder, then the four types. */
export function productTypeOptions(): Array<{
	value: EvidenceProductType | '';
	label: string;
	disabled?: boolean;
}> {
	return [
		{ value: '', label: __('Select one…', 'woocommerce-payments'), disabled: true },
		{ value: 'physical_product', label: __('Physical product', 'woocommerce-payments') },
		{
			value: 'digital_product_or_service',
			label: __('Digital product or service', 'woocommerce-payments'),
		},
		{ value: 'offline_service', label: __('Offline service', 'woocommerce-payments') },
		{ value: 'multiple', label: __('Multiple product types', 'woocommerce-payments') },
	];
}
