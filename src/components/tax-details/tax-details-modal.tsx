/**
 * The tax-details modal (spec 000 §5; spec 001 §7.7): asked before a tax invoice is downloaded while the
 * account has not submitted its tax data. Title 'Set your tax details'; two numbered steps — 'Set your
 * {label}' (./number-step: the tax number, if any, checked by the server) and 'Confirm your business
 * details' (./business-step: name and address, saved with `POST /vat`). On success `onCompleted` gets the
 * saved record (the caller goes on with the download); closing it (Esc, the close button) cancels, except
 * while a call runs. The account country comes from the page settings' account status.
 */
import { useState } from 'react';
import { Modal } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

import type { VatDetails } from '../../data/vat';
import { getPaymentsSettings } from '../../settings';
import { BusinessStep } from './business-step';
import { NumberStep, type NumberStepResult } from './number-step';
import { taxIdLabel } from './rules';
import './style.scss';

/** The account's country (ISO code), as the page settings' account status has it. */
export function accountCountry(): string {
	return getPaymentsSettings()?.accountStatus?.country ?? '';
}

export interface TaxDetailsModalProps {
	/** The account country; default: the page settings' account status. */
	country?: string;
	onRequestClose: () => void;
	onCompleted: (details: VatDetails) => void;
}

export function TaxDetailsModal({
	country = accountCountry(),
	onRequestClose,
	onCompleted,
}: TaxDetailsModalProps) {
	const [business, setBusiness] = useState<NumberStepResult | null>(null);
	const [isBusy, setBusy] = useState(false);
	const step = business ? 2 : 1;
	const stepTitle = (n: number, title: string) =>
		sprintf(
			/* translators: 1: step number, 2: step title, e.g. "Step 1: Set your VAT Number" */
			__('Step %1$d: %2$s', 'woocommerce-payments'),
			n,
			title
		);
	const numberTitle = sprintf(
		/* translators: %s: the name of the tax number, e.g. VAT Number, ABN, Corporate Number */
		__('Set your %s', 'woocommerce-payments'),
		taxIdLabel(country)
	);
	const businessTitle = __('Confirm your business details', 'woocommerce-payments');

	return (
		<Modal
			title={__('Set your tax details', 'woocommerce-payments')}
			className="wcpay-tax-details"
			onRequestClose={() => (isBusy ? undefined : onRequestClose())}
		>
			<p className="wcpay-tax-details__intro">
				{__(
					"The information you provide here will be used for all of your account's tax documents.",
					'woocommerce-payments'
				)}
			</p>
			<ol className="wcpay-tax-details__steps">
				<li
					className={`wcpay-tax-details__step${step === 1 ? ' is-active' : ' is-done'}`}
					aria-current={step === 1 ? 'step' : undefined}
				>
					<h2 className="wcpay-tax-details__step-title">{stepTitle(1, numberTitle)}</h2>
					<div hidden={step !== 1}>
						<NumberStep country={country} onDone={setBusiness} onBusy={setBusy} />
					</div>
				</li>
				<li
					className={`wcpay-tax-details__step${step === 2 ? ' is-active' : ''}`}
					aria-current={step === 2 ? 'step' : undefined}
				>
					<h2 className="wcpay-tax-details__step-title">{stepTitle(2, businessTitle)}</h2>
					{business && (
						<BusinessStep
							vatNumber={business.vatNumber}
							initialName={business.name}
							initialAddress={business.address}
							onBack={() => setBusiness(null)}
							onSaved={onCompleted}
							onBusy={setBusy}
						/>
					)}
				</li>
			</ol>
		</Modal>
	);
}
