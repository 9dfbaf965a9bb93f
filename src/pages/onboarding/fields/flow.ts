/**
 * The wizard's step flow (spec 000 §4): which step an action leads to (the normal path business → embedded,
 * the partner-hosted path adding store details → loading), and the connect URL that starts the
 * partner-hosted verification.
 */
import { addQueryArgs } from '@wordpress/url';

import { validate } from './business-details';
import { toSelfAssessment, type FieldContext, type OnboardingValues } from './shared';
import { validateStoreDetails } from './store-details';

/** The wizard's steps: the normal path is business → embedded; the partner-hosted path adds store → loading. */
export type WizardStep = 'business' | 'embedded' | 'store' | 'loading';

/**
 * The step a wizard action leads to. `fallback` (the embedded verification cannot load) → store details;
 * `continue` moves on only when the current step has no errors; `back` returns (store details → business,
 * loading → store details).
 */
export function nextStep(
	step: WizardStep,
	action: 'continue' | 'back' | 'fallback',
	values: OnboardingValues,
	ctx: FieldContext
): WizardStep {
	switch (action) {
		case 'fallback':
			return step === 'embedded' ? 'store' : step;
		case 'back':
			return step === 'loading' ? 'store' : 'business';
		case 'continue':
			if (step === 'business') {
				return Object.keys(validate(values, ctx)).length === 0 ? 'embedded' : 'business';
			}
			if (step === 'store') {
				return Object.keys(validate(values, ctx)).length === 0 &&
					Object.keys(validateStoreDetails(values)).length === 0
					? 'loading'
					: 'store';
			}
			return step;
	}
}

/** The connect URL flag asking for the partner-hosted verification (the mock's `host/connect.ts`). */
export const HOSTED_FLAG = 'hosted';

/**
 * The connect URL that starts the partner-hosted verification: the self-assessment (nested like the kyc session
 * payload, empty values dropped), `source`, `from`, the capabilities of the query and `hosted=1`.
 */
export function hostedVerificationUrl(
	connectUrl: string,
	values: OnboardingValues,
	args: { source: string; from: string; capabilities?: string }
): string {
	const selfAssessment = toSelfAssessment(values);
	return addQueryArgs(connectUrl, {
		[HOSTED_FLAG]: '1',
		...(Object.keys(selfAssessment).length ? { self_assessment: selfAssessment } : {}),
		source: args.source,
		from: args.from,
		...(args.capabilities ? { capabilities: args.capabilities } : {}),
	});
}
