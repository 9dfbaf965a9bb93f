/**
 * The onboarding wizard's data and rules (spec 000 §3 "Onboarding data", §4 "Wizard", §5), one module per
 * step: the business-details fields, the store-details fields, the step flow, the initial values, and what
 * they share (types, messages, the self-assessment payload, capabilities).
 */
export {
	errorMessages,
	FIELD_NAMES,
	parseCapabilities,
	toSelfAssessment,
	type BusinessType,
	type CountryTypes,
	type FieldContext,
	type FieldErrors,
	type FieldName,
	type FieldsData,
	type MccGroup,
	type MccItem,
	type OnboardingValues,
	type Option,
	type Touched,
} from './shared';
export {
	applyChange,
	businessTypesFor,
	countryOptions,
	mccIds,
	parseFieldsData,
	structuresFor,
	touchAll,
	validate,
	visibleFields,
} from './business-details';
export {
	ANNUAL_REVENUE_OPTIONS,
	annualRevenueOptions,
	GO_LIVE_OPTIONS,
	goLiveOptions,
	STORE_FIELD_NAMES,
	touchAllStoreDetails,
	validateStoreDetails,
	type StoreErrors,
	type StoreFieldName,
	type StoreTouched,
} from './store-details';
export { HOSTED_FLAG, hostedVerificationUrl, nextStep, type WizardStep } from './flow';
export { initialSite, initialValues, mccFromIndustry, type InitialContext } from './initial-values';
