/**
 * Onboarding wizard (spec 000 §2 "Onboarding wizard", §3, §4, §5): step 1 "business", then the embedded
 * verification with the financial partner. Closing goes to /payments/connect.
 *
 * When the partner's embedded form cannot load (blocked script, timeout), its error offers the partner-hosted
 * path: the store-details step (annual revenue, go-live timeframe), then the loading step whose "Finish your
 * verification process" goes to the connect URL with `hosted=1`, which leads to the partner's own site.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { __ } from '@wordpress/i18n';

import { useAdminQuery } from '../../app/use-location';
import { getPaymentsSettings, getStoreSettings } from '../../settings';
import { getAdminPageUrl } from '../../utils/url';
import { BusinessStep } from './business-step';
import {
	applyChange,
	hostedVerificationUrl,
	initialValues,
	nextStep,
	parseCapabilities,
	parseFieldsData,
	toSelfAssessment,
	type FieldContext,
	type FieldName,
	type OnboardingValues,
	type StoreFieldName,
	type StoreTouched,
	type Touched,
	type WizardStep,
} from './fields';
import { LoadingStep } from './loading-step';
import { StoreStep } from './store-step';
import { focusFirstHeading } from '../../components/focus-back';
import { stripSourceParam } from '../../utils/url';
import { navigation } from '../../utils/navigation';
import { EmbeddedFallback, OnboardingFrame, closeWizardLabel } from './frame';
import './style.scss';
import { Notice } from '../../components/notice';

const EmbeddedVerification = lazy(() => import(/* webpackChunkName: "onboarding-embedded" */ './embedded'));

export const FROM_WIZARD = 'WCPAY_ONBOARDING_WIZARD';

export default function OnboardingWizard() {
	const settings = getPaymentsSettings();
	const store = getStoreSettings();
	const query = useAdminQuery();
	const ctx: FieldContext = useMemo(
		() => ({
			availableCountries: settings.connect?.availableCountries ?? {},
			data: parseFieldsData(settings.onboardingFieldsData),
		}),
		[settings]
	);
	const [values, setValues] = useState<OnboardingValues>(() => {
		const admin = store?.admin ?? {};
		return initialValues({
			siteTitle: store?.siteTitle || settings.siteTitle || '',
			homeUrl: settings.homeUrl || store?.siteUrl || '',
			visibility: admin.siteVisibilitySettings,
			country: settings.connect?.country ?? '',
			availableCountries: ctx.availableCountries,
			profile: admin.onboarding?.profile,
			data: ctx.data,
		});
	});
	const [touched, setTouched] = useState<Touched>({});
	const [storeTouched, setStoreTouched] = useState<StoreTouched>({});
	const [step, setStep] = useState<WizardStep>('business');
	const source = stripSourceParam(query.source);
	const go = (action: 'continue' | 'back' | 'fallback') => {
		window.scrollTo({ top: 0 });
		setStep(nextStep(step, action, values, ctx));
	};

	const onChange = useCallback(
		(name: FieldName, value: string) => setValues((current) => applyChange(current, name, value)),
		[]
	);
	const onTouch = useCallback(
		(name: FieldName) => setTouched((t) => (t[name] ? t : { ...t, [name]: true })),
		[]
	);
	const onStoreChange = useCallback(
		(name: StoreFieldName, value: string) => setValues((current) => applyChange(current, name, value)),
		[]
	);
	const onStoreTouch = useCallback(
		(name: StoreFieldName) => setStoreTouched((t) => (t[name] ? t : { ...t, [name]: true })),
		[]
	);
	const request = useMemo(
		() => ({
			self_assessment: toSelfAssessment(values),
			capabilities: parseCapabilities(query.capabilities),
		}),
		[values, query.capabilities]
	);

	const close = () => navigation.assign(getAdminPageUrl('/payments/connect'));
	const capabilities = typeof query.capabilities === 'string' ? query.capabilities : undefined;

	return (
		<OnboardingFrame onClose={close} closeLabel={closeWizardLabel()}>
			<StepFocus step={step} />
			{step === 'store' && (
				<StoreStep
					values={values}
					touched={storeTouched}
					onChange={onStoreChange}
					onTouch={onStoreTouch}
					onTouchAll={setStoreTouched}
					onContinue={() => go('continue')}
					onBack={() => go('back')}
				/>
			)}
			{step === 'loading' && (
				<LoadingStep
					url={hostedVerificationUrl(settings.connectUrl, values, {
						source,
						from: FROM_WIZARD,
						capabilities,
					})}
					onBack={() => go('back')}
				/>
			)}
			{step === 'business' && (
				<div className="wcpay-onboarding__step">
					<h1 className="wcpay-onboarding__heading">
						{__('Let’s get your store ready to accept payments', 'woocommerce-payments')}
					</h1>
					<p className="wcpay-onboarding__subheading">
						{__(
							'We’ll use these details to enable payments for your store. This information can’t be changed after your account is created.',
							'woocommerce-payments'
						)}
					</p>
					{query['wcpay-connection-error'] && (
						<Notice status="error" isDismissible={false} className="wcpay-onboarding__notice">
							{__(
								'There was a problem connecting your account. Please try again, or contact support if the problem persists.',
								'woocommerce-payments'
							)}
						</Notice>
					)}
					<BusinessStep
						values={values}
						touched={touched}
						ctx={ctx}
						onChange={onChange}
						onTouch={onTouch}
						onTouchAll={setTouched}
						onContinue={() => {
							window.scrollTo({ top: 0 });
							setStep('embedded');
						}}
					/>
				</div>
			)}
			{step === 'embedded' && (
				<div className="wcpay-onboarding__step wcpay-onboarding__step--embedded">
					<h1 className="screen-reader-text">
						{__('Verify your business', 'woocommerce-payments')}
					</h1>
					<Suspense fallback={<EmbeddedFallback />}>
						<EmbeddedVerification
							request={request}
							source={source}
							from={FROM_WIZARD}
							back={{
								label: __('Back to business details', 'woocommerce-payments'),
								onClick: () => setStep('business'),
							}}
							onHostedFallback={() => go('fallback')}
						/>
					</Suspense>
				</div>
			)}
		</OnboardingFrame>
	);
}

/**
 * Moves focus to the heading of the step the wizard moved to (the button that had it went with the previous
 * step); nothing on the first step shown.
 */
function StepFocus({ step }: { step: WizardStep }) {
	const first = useRef(true);
	useEffect(() => {
		if (first.current) {
			first.current = false;
			return;
		}
		focusFirstHeading(document.querySelector<HTMLElement>('.wcpay-onboarding'));
	}, [step]);
	return null;
}
