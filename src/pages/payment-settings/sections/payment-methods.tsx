/**
 * The Payment methods section of the payment settings: one checkbox per available method, with its status
 * chip and a note when another extension also enables it. A method is named by `paymentMethodLabel`, so a
 * configured title takes priority (spec 001 §9).
 */
import { __ } from '@wordpress/i18n';

import { SettingsSection } from '../../../components/settings-section';
import { PaymentMethodStatusChip } from '../../../components/payment-method-status-chip';
import { paymentMethodLabel } from '../../../strings/payment-method';
import { toggleIn, type SectionProps } from './shared';
import { CheckboxControl } from '../../../components/controls/checkbox-control';

export function PaymentMethodsSection({ settings, update, disabled }: SectionProps) {
	const enabled = settings.enabled_payment_method_ids;
	return (
		<SettingsSection
			id="wcpay-settings-methods"
			title={__('Payment methods', 'woocommerce-payments')}
			description={__(
				'Choose which payment methods customers can use at checkout.',
				'woocommerce-payments'
			)}
		>
			<fieldset>
				<legend className="screen-reader-text">
					{__('Payment methods', 'woocommerce-payments')}
				</legend>
				<ul className="wcpay-payment-methods">
					{settings.available_payment_method_ids.map((id) => {
						const status = settings.payment_method_statuses[id];
						const duplicated = settings.duplicated_payment_method_ids.includes(id);
						return (
							<li key={id} className="wcpay-payment-methods__item">
								<CheckboxControl
									label={paymentMethodLabel(id)}
									checked={enabled.includes(id)}
									disabled={disabled}
									onChange={(on) =>
										update({ enabled_payment_method_ids: toggleIn(enabled, id, on) })
									}
								/>
								{status && <PaymentMethodStatusChip status={status} />}
								{duplicated && (
									<span className="wcpay-payment-methods__duplicate">
										{__('Also enabled by another extension.', 'woocommerce-payments')}
									</span>
								)}
							</li>
						);
					})}
				</ul>
			</fieldset>
		</SettingsSection>
	);
}
