/**
 * What the onboarding field tests share: the mock server's reference data, parsed, and a complete set of
 * business-details answers.
 */
import { onboardingFieldsData } from '../../../../mock-server/host/onboarding-data';
import { parseFieldsData, type OnboardingValues } from '../../../../src/pages/onboarding/fields';

export const data = parseFieldsData(onboardingFieldsData());

export const BUSINESS: OnboardingValues = {
	country: 'US',
	business_type: 'company',
	'company.structure': 'private_corporation',
	mcc: 'most_popular__clothing_and_apparel',
	business_name: 'Shop',
	site: 'https://shop.example/',
};
