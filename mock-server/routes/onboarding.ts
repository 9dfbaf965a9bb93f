/**
 * Onboarding calls of spec 000 §7:
 *
 * - `POST /wc/v3/payments/onboarding/kyc/session` `{ self_assessment?, capabilities? }` → `{ clientSecret,
 *   publishableKey, locale }`. The self-assessment is validated against the wizard's reference data
 *   (country, business type, company structure when the type has any, category); the account is created from it
 *   when there is none.
 * - `POST /wc/v3/payments/onboarding/kyc/finalize` `{ source?, from? }` → `{ success, params }` (the redirect
 *   query values). Without a session for the current account: `success: false`.
 * - `GET /wc/v3/payments/accounts/session` → `{ clientSecret, publishableKey, locale }` for an existing account
 *   (payout requirements of progressive onboarding).
 * - `POST /wc-analytics/admin/notes/experimental-activate-promo/{id}` → `{ success: true }` for the connect
 *   incentive the page settings offer.
 */
import { activatePromo, currentKycSession, finalizeKycSession, startKycSession } from '../domain/onboarding';
import { CONNECT_COUNTRIES } from '../host/reference-data';
import { businessTypesFor, isKnownMcc } from '../host/onboarding-data';
import { isPlainObject, type JsonObject } from '../util/json';
import { WpError, errors } from '../util/wp-error';
import { bodyObject } from './params';
import { CREATABLE, READABLE, type RestRouter } from './router';

const ANNUAL_REVENUES = [
	'less_than_250k',
	'from_250k_to_1m',
	'from_1m_to_20m',
	'from_20m_to_100m',
	'more_than_100m',
];
const GO_LIVE_TIMEFRAMES = [
	'already_live',
	'within_1month',
	'from_1_to_3months',
	'from_3_to_6months',
	'more_than_6months',
];
const SELF_ASSESSMENT_KEYS = [
	'country',
	'business_type',
	'company',
	'mcc',
	'business_name',
	'site',
	'annual_revenue',
	'go_live_timeframe',
];
const CAPABILITY = /^[a-z0-9_]{1,64}$/;
const FLAG = /^[\w-]{0,100}$/;

function isText(value: unknown, max: number): value is string {
	return typeof value === 'string' && value.trim() !== '' && value.length <= max;
}

/** Every problem of a self-assessment, keyed by its dotted field name. */
export function selfAssessmentProblems(sa: JsonObject): Record<string, string> {
	const problems: Record<string, string> = {};
	for (const key of Object.keys(sa)) {
		if (!SELF_ASSESSMENT_KEYS.includes(key)) {
			problems[`self_assessment.${key}`] = `self_assessment.${key} is not a known field.`;
		}
	}
	const { country, business_type: type, company, mcc } = sa;
	if (country !== undefined && (typeof country !== 'string' || !CONNECT_COUNTRIES.includes(country))) {
		problems['self_assessment.country'] = 'self_assessment.country is not a supported country.';
	}
	let structures: { key: string }[] = [];
	if (type !== undefined) {
		const types = typeof country === 'string' ? businessTypesFor(country) : [];
		const found = typeof type === 'string' ? types.find((t) => t.key === type) : undefined;
		if (typeof country !== 'string') {
			problems['self_assessment.business_type'] = 'self_assessment.business_type needs a country.';
		} else if (!found) {
			problems['self_assessment.business_type'] =
				`self_assessment.business_type is not a business type of ${country}.`;
		} else {
			structures = found.structures;
		}
	}
	if (company !== undefined && !isPlainObject(company)) {
		problems['self_assessment.company'] = 'self_assessment.company must be an object.';
	}
	const structure = isPlainObject(company) ? company.structure : undefined;
	if (isPlainObject(company) && Object.keys(company).some((k) => k !== 'structure')) {
		problems['self_assessment.company'] = 'self_assessment.company only holds structure.';
	}
	if (structure !== undefined) {
		if (typeof structure !== 'string' || !structures.some((s) => s.key === structure)) {
			problems['self_assessment.company.structure'] =
				'self_assessment.company.structure is not a structure of the business type.';
		}
	} else if (structures.length > 0 && !problems['self_assessment.business_type']) {
		problems['self_assessment.company.structure'] =
			'self_assessment.company.structure is required for this business type.';
	}
	if (mcc !== undefined && (typeof mcc !== 'string' || !isKnownMcc(mcc))) {
		problems['self_assessment.mcc'] = 'self_assessment.mcc is not a known category.';
	}
	if (sa.business_name !== undefined && !isText(sa.business_name, 255)) {
		problems['self_assessment.business_name'] =
			'self_assessment.business_name must be a text of at most 255 characters.';
	}
	if (sa.site !== undefined && (!isText(sa.site, 2048) || !/^https?:\/\/[^\s]+$/i.test(sa.site))) {
		problems['self_assessment.site'] = 'self_assessment.site must be an http(s) URL.';
	}
	if (sa.annual_revenue !== undefined && !ANNUAL_REVENUES.includes(sa.annual_revenue as string)) {
		problems['self_assessment.annual_revenue'] =
			`self_assessment.annual_revenue must be one of: ${ANNUAL_REVENUES.join(', ')}.`;
	}
	if (sa.go_live_timeframe !== undefined && !GO_LIVE_TIMEFRAMES.includes(sa.go_live_timeframe as string)) {
		problems['self_assessment.go_live_timeframe'] =
			`self_assessment.go_live_timeframe must be one of: ${GO_LIVE_TIMEFRAMES.join(', ')}.`;
	}
	return problems;
}

function capabilitiesOf(value: unknown, problems: Record<string, string>): Record<string, boolean> {
	if (value === undefined || value === null) {
		return {};
	}
	if (!isPlainObject(value)) {
		problems.capabilities = 'capabilities must be an object of capability ids to booleans.';
		return {};
	}
	const out: Record<string, boolean> = {};
	for (const [key, enabled] of Object.entries(value)) {
		if (!CAPABILITY.test(key) || typeof enabled !== 'boolean') {
			problems.capabilities = `capabilities.${key} must be a boolean under a capability id (a-z, 0-9, _).`;
			continue;
		}
		out[key] = enabled;
	}
	return out;
}

function flagOf(body: JsonObject, name: string, problems: Record<string, string>): string | undefined {
	const value = body[name];
	if (value === undefined || value === null || value === '') {
		return undefined;
	}
	if (typeof value !== 'string' || !FLAG.test(value)) {
		problems[name] = `${name} must be word characters and hyphens (at most 100).`;
		return undefined;
	}
	return value;
}

const noAccount = () =>
	new WpError(400, 'wcpay_account_missing', 'There is no payments account to verify. Connect first.');

export function registerOnboardingRoutes(router: RestRouter): void {
	router.add(CREATABLE, '/wc/v3/payments/onboarding/kyc/session', ({ state, request }) => {
		const body = bodyObject(request.body);
		const problems: Record<string, string> = {};
		for (const key of Object.keys(body)) {
			if (!['self_assessment', 'capabilities', 'source', 'from'].includes(key)) {
				problems[key] = `${key} is not a parameter of this route.`;
			}
		}
		let selfAssessment: JsonObject = {};
		if (body.self_assessment !== undefined && body.self_assessment !== null) {
			if (!isPlainObject(body.self_assessment)) {
				problems.self_assessment = 'self_assessment must be an object.';
			} else {
				selfAssessment = body.self_assessment;
				Object.assign(problems, selfAssessmentProblems(selfAssessment));
			}
		}
		const capabilities = capabilitiesOf(body.capabilities, problems);
		flagOf(body, 'source', problems);
		flagOf(body, 'from', problems);
		if (Object.keys(problems).length > 0) {
			throw errors.invalidParams(problems);
		}
		if (!state.account() && state.site().onboardingDisabled) {
			throw new WpError(
				403,
				'wcpay_onboarding_disabled',
				"We've temporarily paused new account creation. We'll notify you when we resume!"
			);
		}
		return startKycSession(state, { selfAssessment, capabilities, collectPayoutRequirements: false });
	});

	router.add(CREATABLE, '/wc/v3/payments/onboarding/kyc/finalize', ({ state, request }) => {
		const body = bodyObject(request.body);
		const problems: Record<string, string> = {};
		for (const key of Object.keys(body)) {
			if (!['source', 'from'].includes(key)) {
				problems[key] = `${key} is not a parameter of this route.`;
			}
		}
		const source = flagOf(body, 'source', problems);
		const from = flagOf(body, 'from', problems);
		if (Object.keys(problems).length > 0) {
			throw errors.invalidParams(problems);
		}
		if (!state.account()) {
			throw noAccount();
		}
		const params: Record<string, string> = {};
		if (source) {
			params.source = source;
		}
		if (from) {
			params.from = from;
		}
		const record = currentKycSession(state);
		if (!record) {
			return { success: false, params };
		}
		finalizeKycSession(state, record);
		const account = state.account();
		return {
			success: true,
			account_id: account?.id,
			mode: account?.isLive ? 'live' : 'test',
			details_submitted: true,
			params: { ...params, 'wcpay-connection-success': '1' },
		};
	});

	router.add(READABLE, '/wc/v3/payments/accounts/session', ({ state }) => {
		if (!state.account() || !state.site().isJetpackConnected) {
			throw noAccount();
		}
		return startKycSession(state, {
			selfAssessment: {},
			capabilities: {},
			collectPayoutRequirements: true,
		});
	});

	router.add(
		CREATABLE,
		'/wc-analytics/admin/notes/experimental-activate-promo/(?P<id>[A-Za-z0-9_.-]{1,100})',
		({ state, request }) => {
			const offered = state.pageSettingsPatch().connectIncentive;
			const offeredId = isPlainObject(offered) && typeof offered.id === 'string' ? offered.id : null;
			if (offeredId === null || offeredId !== request.params.id) {
				throw new WpError(
					404,
					'woocommerce_note_invalid_id',
					'Sorry, there is no promotion with that ID.'
				);
			}
			activatePromo(state, offeredId);
			return { success: true };
		}
	);
}
