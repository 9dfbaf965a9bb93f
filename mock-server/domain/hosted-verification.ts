/**
 * The partner-hosted verification (the wizard's path when the partner's embedded form cannot load): the connect
 * URL with `hosted=1` starts a verification session for the account (created from the self-assessment when there
 * is none, exactly as POST /onboarding/kyc/session does) and hands out a one-time token for the mock partner's
 * page (`host/hosted-verification.ts`). Submitting that page finishes the session like a successful
 * POST /onboarding/kyc/finalize; leaving it only uses the token up.
 *
 * Only a SHA-256 hash of the token is stored (in a plugin-style option, like the other mock bookkeeping); a token
 * is good for one submission, for {@link HOSTED_TOKEN_TTL_MS}, and only while its session is the current one of
 * the current account (a reset, another session or a finalize makes it unusable).
 */
import crypto from 'node:crypto';

import {
	connectSite,
	currentKycSession,
	finalizeKycSession,
	startKycSession,
	type KycSessionRecord,
} from './onboarding';
import type { MockState } from './state';

/** Option holding the pending hosted verification (hash of its token, the session it finishes). */
export const HOSTED_VERIFICATION_OPTION = 'wcpay_mock_hosted_verification';

/** How long a hosted-verification link stays usable. */
export const HOSTED_TOKEN_TTL_MS = 60 * 60 * 1000;

/** The mock partner's verification page. */
export const HOSTED_VERIFY_PATH = '/mock-partner/verify';

/** What a token looks like (32 base64url characters): anything else is refused before any lookup. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

interface HostedRecord {
	tokenHash: string;
	kycSessionId: string;
	accountId: string;
	source: string | null;
	from: string | null;
	createdAt: number;
}

export interface HostedVerification {
	kyc: KycSessionRecord;
	source?: string;
	from?: string;
}

const hash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** The page URL of a token. */
export function hostedVerifyUrl(token: string): string {
	return `${HOSTED_VERIFY_PATH}?${new URLSearchParams({ session: token }).toString()}`;
}

/**
 * Starts a hosted verification: connects the site, creates the account when there is none, records the session
 * and answers the page's one-time token (a new start replaces an earlier, unused token).
 */
export function startHostedVerification(
	state: MockState,
	options: {
		selfAssessment: Record<string, unknown>;
		capabilities: Record<string, boolean>;
		collectPayoutRequirements: boolean;
		source?: string;
		from?: string;
		now?: number;
	}
): string {
	const token = crypto.randomBytes(24).toString('base64url');
	state.kv.db.transaction(() => {
		connectSite(state);
		startKycSession(state, {
			selfAssessment: options.selfAssessment,
			capabilities: options.capabilities,
			collectPayoutRequirements: options.collectPayoutRequirements,
		});
		const kyc = currentKycSession(state);
		if (!kyc) {
			throw new Error('The verification session could not be started.');
		}
		const record: HostedRecord = {
			tokenHash: hash(token),
			kycSessionId: kyc.id,
			accountId: kyc.accountId,
			source: options.source ?? null,
			from: options.from ?? null,
			createdAt: options.now ?? Date.now(),
		};
		state.setOptions({ [HOSTED_VERIFICATION_OPTION]: record });
	})();
	return token;
}

function isRecord(value: unknown): value is HostedRecord {
	const v = value as Partial<HostedRecord> | null;
	return Boolean(
		v &&
		typeof v === 'object' &&
		typeof v.tokenHash === 'string' &&
		typeof v.kycSessionId === 'string' &&
		typeof v.accountId === 'string' &&
		typeof v.createdAt === 'number'
	);
}

/** The hosted verification a token opens, or null (unknown, used, expired, or its session is gone). */
export function findHostedVerification(
	state: MockState,
	token: unknown,
	now = Date.now()
): HostedVerification | null {
	if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) {
		return null;
	}
	const record = state.option(HOSTED_VERIFICATION_OPTION);
	if (!isRecord(record)) {
		return null;
	}
	const expected = Buffer.from(record.tokenHash, 'hex');
	const given = Buffer.from(hash(token), 'hex');
	if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) {
		return null;
	}
	if (now - record.createdAt > HOSTED_TOKEN_TTL_MS || now < record.createdAt - 60_000) {
		return null;
	}
	const kyc = currentKycSession(state);
	if (!kyc || kyc.id !== record.kycSessionId || kyc.accountId !== record.accountId) {
		return null;
	}
	return { kyc, source: record.source ?? undefined, from: record.from ?? undefined };
}

/** Uses the token up (whatever the merchant chose on the page): the link cannot be replayed. */
export function consumeHostedVerification(state: MockState): void {
	state.setOptions({ [HOSTED_VERIFICATION_OPTION]: null });
}

/** "Submit verification": the details are submitted and the account verified, as a successful finalize does. */
export function completeHostedVerification(state: MockState, verification: HostedVerification): void {
	state.kv.db.transaction(() => {
		consumeHostedVerification(state);
		finalizeKycSession(state, verification.kyc);
	})();
}
