/**
 * Shapes of the onboarding calls of spec 000 §7 (embedded verification session, finalize, test drive).
 */

/** What the provider's embedded components need (spec 000 §3 "Embedded onboarding session"). */
export interface KycSession {
	clientSecret: string;
	publishableKey: string;
	locale: string;
}

/** POST /onboarding/kyc/session: the wizard's answers (nested, empty values dropped) and capabilities. */
export interface KycSessionRequest {
	self_assessment?: Record<string, unknown>;
	capabilities?: Record<string, boolean>;
}

/** POST /onboarding/kyc/finalize. */
export interface KycFinalizeRequest {
	source?: string;
	from?: string;
}

export interface KycFinalizeResponse {
	success: boolean;
	/** Query values for the redirect that follows. */
	params?: Record<string, string>;
}

/** The connect URL's answer to `test_drive=true` asked for JSON. */
export interface TestDriveResponse {
	success: boolean;
	data?: { redirect_to?: string; message?: string };
}

export type SessionStatus = 'idle' | 'loading' | 'ready' | 'error';
