/**
 * The seven filter cards of the fraud protection page, in the order of spec 000 §2: AVS Mismatch,
 * International IP Address, IP Address Mismatch, Address Mismatch, Purchase Price Threshold, Order Items
 * Threshold, CVC Verification. The International IP Address filter is disabled with a warning while the
 * store sells to all countries; CVC verification is locked on (blocking, not changeable).
 */
import { ExternalLink } from '@wordpress/components';
import { createInterpolateElement } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { getAdminUrl } from '../../settings';
import { countryName } from './environment';
import { CardNotice, RuleCard, RuleToggle } from './rule-card';
import { sellsToAllCountries, type FraudEnvironment, type FraudForm } from './rules';
import { ItemLimits, PriceLimits } from './threshold-fields';
import { isItemRangeMissing, isPriceRangeMissing } from './validation';

/** Card element ids → their one-time viewed events. */
export const CARD_VIEW_EVENTS: Readonly<Record<string, string>> = {
	'avs-mismatch-card': 'wcpay_fraud_protection_advanced_settings_card_avs_mismatch_viewed',
	'international-ip-address-card':
		'wcpay_fraud_protection_advanced_settings_card_international_ip_address_card_viewed',
	'ip-address-mismatch': 'wcpay_fraud_protection_advanced_settings_card_ip_address_mismatch_card_viewed',
	'address-mismatch-card': 'wcpay_fraud_protection_advanced_settings_card_address_mismatch_viewed',
	'purchase-price-threshold-card': 'wcpay_fraud_protection_advanced_settings_card_price_threshold_viewed',
	'order-items-threshold-card': 'wcpay_fraud_protection_advanced_settings_card_items_threshold_viewed',
	'cvc-verification-card': 'wcpay_fraud_protection_advanced_settings_card_cvc_verification_viewed',
};

const IP_ADDRESS_URL = 'https://simple.wikipedia.org/wiki/IP_address';
const LEARN_MORE_URL =
	'https://woocommerce.com/document/woopayments/fraud-and-disputes/fraud-protection/#advanced-configuration';

export interface CardsProps {
	form: FraudForm;
	env: FraudEnvironment;
	symbol: string;
	onChange: <K extends keyof FraudForm>(key: K, next: Partial<FraudForm[K]>) => void;
}

function CountriesNotice({ env, block }: { env: FraudEnvironment; block: boolean }) {
	const specific = env.selling.type === 'specific';
	let lead: string;
	if (specific) {
		lead = block
			? __(
					'Orders from outside of the following countries will be blocked by the filter: ',
					'woocommerce-payments'
				)
			: __(
					'Orders from outside of the following countries will be screened by the filter: ',
					'woocommerce-payments'
				);
	} else {
		lead = block
			? __(
					'Orders from the following countries will be blocked by the filter: ',
					'woocommerce-payments'
				)
			: __(
					'Orders from the following countries will be screened by the filter: ',
					'woocommerce-payments'
				);
	}
	const names = env.selling.countries.map(countryName).join(', ');
	return (
		<CardNotice status="info" spokenMessage={`${lead}${names}`}>
			{lead}
			<strong>{names}</strong>
		</CardNotice>
	);
}

function InternationalIpCard({ form, env, onChange }: CardsProps) {
	const allCountries = sellsToAllCountries(env.selling);
	const state = form.international_ip_address;
	const warning = __(
		"This filter is disabled because you're currently selling to all countries.",
		'woocommerce-payments'
	);
	return (
		<RuleCard
			id="international-ip-address-card"
			title={__('International IP Address', 'woocommerce-payments')}
			description={createInterpolateElement(
				__(
					'This filter screens for <ipLink>IP addresses</ipLink> outside of your <countriesLink>supported countries</countriesLink>.',
					'woocommerce-payments'
				),
				{
					ipLink: <a href={IP_ADDRESS_URL} target="_blank" rel="external noreferrer noopener" />,
					countriesLink: <a href={getAdminUrl('admin.php?page=wc-settings&tab=general')} />,
				}
			)}
			explanation={__(
				'You should be especially wary when a customer has an international IP address but uses domestic billing and shipping information. Fraudsters often pretend to live in one location, but live and shop from another.',
				'woocommerce-payments'
			)}
		>
			{allCountries && (
				<CardNotice status="warning" spokenMessage={warning}>
					{warning}
				</CardNotice>
			)}
			<RuleToggle
				label={__('Block transactions for international IP addresses', 'woocommerce-payments')}
				state={state}
				isReviewActive={env.isReviewActive}
				disabled={allCountries}
				onChange={(next) => onChange('international_ip_address', next)}
			/>
			{!allCountries && state.enabled && (
				<CountriesNotice env={env} block={!env.isReviewActive || state.block} />
			)}
		</RuleCard>
	);
}

export function FraudCards(props: CardsProps) {
	const { form, env, symbol, onChange } = props;
	const review = env.isReviewActive;
	const cvcNotice = __(
		'For security, this filter is enabled and cannot be modified. Payments failing CVC verification will be blocked.',
		'woocommerce-payments'
	);
	return (
		<div className="wcpay-fraud-cards">
			<RuleCard
				id="avs-mismatch-card"
				title={__('AVS Mismatch', 'woocommerce-payments')}
				description={__(
					'This filter compares the post code submitted by the customer against the post code on file with the card issuer.',
					'woocommerce-payments'
				)}
				explanation={__(
					'Buyers who can provide correct post code on file with the issuing bank are more likely to be the actual account holder.',
					'woocommerce-payments'
				)}
			>
				<RuleToggle
					label={__('Enable AVS Mismatch filter', 'woocommerce-payments')}
					state={form.avs_verification}
					isReviewActive={review}
					onChange={(next) => onChange('avs_verification', next)}
				/>
			</RuleCard>
			<InternationalIpCard {...props} />
			<RuleCard
				id="ip-address-mismatch"
				title={__('IP Address Mismatch', 'woocommerce-payments')}
				description={createInterpolateElement(
					__(
						"This filter screens for customer's <ipLink>IP address</ipLink> to see if it is in a different country than indicated in their billing address.",
						'woocommerce-payments'
					),
					{ ipLink: <a href={IP_ADDRESS_URL} target="_blank" rel="external noreferrer noopener" /> }
				)}
				explanation={__(
					'Fraudulent transactions often use fake addresses to place orders. If the IP address seems to be in one country, but the billing address is in another, that could signal potential fraud.',
					'woocommerce-payments'
				)}
			>
				<RuleToggle
					label={__(
						"Screen transactions where the IP country and billing country don't match",
						'woocommerce-payments'
					)}
					state={form.ip_address_mismatch}
					isReviewActive={review}
					onChange={(next) => onChange('ip_address_mismatch', next)}
				/>
			</RuleCard>
			<RuleCard
				id="address-mismatch-card"
				title={__('Address Mismatch', 'woocommerce-payments')}
				description={__(
					'This filter screens for differences between the shipping information and the billing information (country).',
					'woocommerce-payments'
				)}
				explanation={__(
					'There are legitimate reasons for a billing/shipping mismatch with a customer purchase, but a mismatch could also indicate that someone is using a stolen identity to complete a purchase.',
					'woocommerce-payments'
				)}
			>
				<RuleToggle
					label={__('Block transactions for mismatched addresses', 'woocommerce-payments')}
					state={form.address_mismatch}
					isReviewActive={review}
					onChange={(next) => onChange('address_mismatch', next)}
				/>
			</RuleCard>
			<RuleCard
				id="purchase-price-threshold-card"
				title={__('Purchase Price Threshold', 'woocommerce-payments')}
				description={__(
					'This filter compares the purchase price of an order to the minimum and maximum purchase amounts that you specify.',
					'woocommerce-payments'
				)}
				explanation={__(
					'An unusually high purchase amount, compared to the average for your business, can indicate potential fraudulent activity.',
					'woocommerce-payments'
				)}
			>
				<RuleToggle
					label={__('Block transactions for abnormal purchase prices', 'woocommerce-payments')}
					state={form.purchase_price_threshold}
					isReviewActive={review}
					onChange={(next) => onChange('purchase_price_threshold', next)}
				>
					<PriceLimits
						state={form.purchase_price_threshold}
						symbol={symbol}
						rangeMissing={isPriceRangeMissing(form)}
						onChange={(next) => onChange('purchase_price_threshold', next)}
					/>
				</RuleToggle>
			</RuleCard>
			<RuleCard
				id="order-items-threshold-card"
				title={__('Order Items Threshold', 'woocommerce-payments')}
				description={__(
					'This filter compares the amount of items in an order to the minimum and maximum counts that you specify.',
					'woocommerce-payments'
				)}
				explanation={__(
					'An unusually high item count, compared to the average for your business, can indicate potential fraudulent activity.',
					'woocommerce-payments'
				)}
			>
				<RuleToggle
					label={__('Block transactions for abnormal item counts', 'woocommerce-payments')}
					state={form.order_items_threshold}
					isReviewActive={review}
					onChange={(next) => onChange('order_items_threshold', next)}
				>
					<ItemLimits
						state={form.order_items_threshold}
						rangeMissing={isItemRangeMissing(form)}
						onChange={(next) => onChange('order_items_threshold', next)}
					/>
				</RuleToggle>
			</RuleCard>
			<RuleCard
				id="cvc-verification-card"
				title={__('CVC Verification', 'woocommerce-payments')}
				explanation={__(
					'Because the card security code appears only on the card and not on receipts or statements, the card security code provides some assurance that the physical card is in the possession of the buyer.',
					'woocommerce-payments'
				)}
			>
				<CardNotice status="warning" spokenMessage={cvcNotice}>
					{cvcNotice}{' '}
					<ExternalLink href={LEARN_MORE_URL}>
						{__('Learn more', 'woocommerce-payments')}
					</ExternalLink>
				</CardNotice>
				<RuleToggle
					label={__('Block payments that fail CVC verification', 'woocommerce-payments')}
					state={{ enabled: true, block: true }}
					isReviewActive={false}
					disabled
					onChange={() => undefined}
				/>
			</RuleCard>
		</div>
	);
}
