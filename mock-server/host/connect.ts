/**
 * The plugin's connect URL (`wcpaySettings.connectUrl`, `/wp-admin/admin.php?wcpay-connect=1&_wpnonce=…`) and
 * the account-dashboard link (`accountLink`, `?wcpay-login=1`), doing what spec 000 §4 and §7 say the
 * connect, reset, test-drive and disable-test-mode redirects do, then redirecting back into wp-admin.
 *
 * | query | effect |
 * |---|---|
 * | `wcpay-connection-error=1` | back to the wizard (from=WCPAY_ONBOARDING_WIZARD) or the connect page, flag kept |
 * | `hosted=1` (+ `self_assessment[…]`, `capabilities`, `collect_payout_requirements`) | the partner-hosted verification: validates the self-assessment like POST /onboarding/kyc/session (bad → back with `wcpay-connection-error=1`), creates or keeps the unfinished account → the mock partner page `/mock-partner/verify?session=<one-time token>` (`host/hosted-verification.ts`) |
 * | `wcpay-reset-account=true` | deletes an unfinished or test account, leaves test mode → connect page; a live, finished account is kept → overview with `wcpay-reset-account-error=1` |
 * | `wcpay-disable-onboarding-test-mode=true` | deletes the test account, leaves test mode → onboarding wizard |
 * | `test_drive=true` asked for JSON | connects the site, creates a sandbox account (`pending` for a few polls of GET /accounts) → `{ success, data: { redirect_to } }` |
 * | `test_drive=true&wcpay-sandbox-success=true` | → overview (or the settings page with `redirect_to_settings_page`) with `wcpay-sandbox-success=true` |
 * | `test_drive=true` (navigation) | connects the site → connect page with the test-drive flags (`auto_start_test_drive_onboarding`) |
 * | `collect_payout_requirements=true` | → `/payments/onboarding/kyc?collect_payout_requirements=true` |
 * | (plain) | connects the site → wizard (no account), kyc continuation (unfinished account) or overview |
 * | `from=WCPAY_ONBOARDING_KYC` (kyc exit) | → overview (working account) or the connect page |
 *
 * Every call is checked like WordPress does (capability, then the nonce: 403 page when wrong), recorded in
 * the request log (`GET /wp-admin/admin.php` with its query) and, for JSON test-drive calls, subject to the
 * injected faults of the control API.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import {
	canResetAccount,
	connectSite,
	disableTestModeOnboarding,
	resetAccount,
	startTestDrive,
} from '../domain/onboarding';
import { hostedVerifyUrl, startHostedVerification } from '../domain/hosted-verification';
import { faultBody } from '../faults';
import { selfAssessmentProblems } from '../routes/onboarding';
import { isPlainObject, type JsonObject } from '../util/json';
import type { Query } from '../util/query';
import { queryString } from '../util/query';
import { escapeHtml } from './html';
import { PAYMENT_SETTINGS_URL, adminPath } from './menu';
import { renderErrorPage } from './page';

/** The path the request log records for these redirects. */
export const CONNECT_LOG_PATH = '/wp-admin/admin.php';

export const NONCE_EXPIRED = 'The link you followed has expired. Please go back and try again.';

type Params = Record<string, string | undefined>;

/** A wp-admin page URL with extra query values (empty ones left out). */
export function wcAdminUrl(path: string, params: Params = {}): string {
	const search = new URLSearchParams();
	for (const [key, value] of Object.entries(params)) {
		if (value !== undefined && value !== '') {
			search.set(key, value);
		}
	}
	const rest = search.toString();
	return `${adminPath(path)}${rest ? `&${rest}` : ''}`;
}

function settingsUrl(params: Params): string {
	const search = new URLSearchParams();
	for (const [key, value] of Object.entries(params)) {
		if (value !== undefined && value !== '') {
			search.set(key, value);
		}
	}
	const rest = search.toString();
	return `${PAYMENT_SETTINGS_URL}${rest ? `&${rest}` : ''}`;
}

/** Word characters and hyphens only (spec 000 §5), or undefined. */
function cleanFlag(value: unknown): string | undefined {
	const raw = queryString(value as Query[string]);
	if (raw === undefined) {
		return undefined;
	}
	const stripped = raw.replace(/[^\w-]+/g, '');
	return stripped === '' ? undefined : stripped;
}

/** Capabilities as the wizard reads them: comma-separated ids. */
function cleanCapabilities(value: unknown): string | undefined {
	const raw = queryString(value as Query[string]);
	if (raw === undefined) {
		return undefined;
	}
	const list = raw
		.split(',')
		.map((c) => c.trim())
		.filter((c) => /^[a-z0-9_]{1,64}(:(true|false))?$/.test(c));
	return list.length ? list.join(',') : undefined;
}

/** Cleaned capabilities (`id` or `id:false`, comma-separated) as the kyc session takes them. */
function capabilitiesRecord(clean: string | undefined): Record<string, boolean> {
	const out: Record<string, boolean> = {};
	for (const part of clean ? clean.split(',') : []) {
		const [id, enabled] = part.split(':');
		out[id] = enabled !== 'false';
	}
	return out;
}

function sendHtml(reply: FastifyReply, status: number, body: string) {
	return reply
		.code(status)
		.type('text/html; charset=UTF-8')
		.header('cache-control', 'no-cache, must-revalidate, max-age=0, no-store, private')
		.header('x-content-type-options', 'nosniff')
		.header('x-frame-options', 'SAMEORIGIN')
		.send(body);
}

function wantsJson(req: FastifyRequest): boolean {
	const accept = String(req.headers.accept ?? '');
	const type = String(req.headers['content-type'] ?? '');
	return /application\/json/i.test(accept) || /application\/json/i.test(type);
}

/** The mock payment provider's dashboard, where `accountLink` leads. */
function dashboardPage(account: {
	id: string;
	email: string;
	status: string;
	isLive: boolean;
	country: string;
}): string {
	const rows: Array<[string, string]> = [
		['Account', account.id],
		['Email', account.email],
		['Status', account.status],
		['Mode', account.isLive ? 'Live' : 'Test (sandbox)'],
		['Country', account.country],
	];
	return `<!DOCTYPE html>
<html lang="en-US">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Payment provider dashboard (mock)</title>
<link rel="icon" href="data:,">
<style>
body{margin:0;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,sans-serif;background:#f6f8fa;color:#1a1f36}
header{background:#1a1f36;color:#fff;padding:16px 24px;font-size:18px;font-weight:600}
main{max-width:640px;margin:32px auto;padding:0 16px}
.card{background:#fff;border:1px solid #e3e8ee;border-radius:8px;padding:24px}
h1{font-size:22px;margin:0 0 8px}
p{line-height:1.5}
dl{display:grid;grid-template-columns:max-content 1fr;gap:8px 24px;margin:24px 0}
dt{color:#4f566b}
dd{margin:0;font-weight:600;word-break:break-all}
a{color:#1a5cc9}
</style>
</head>
<body>
<header>Payment provider dashboard <span style="font-weight:400">(mock)</span></header>
<main>
<div class="card">
<h1>Your payments account</h1>
<p>This page stands in for the payment provider's own dashboard, which the account link opens. Nothing here can be changed.</p>
<dl>${rows.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>
<p><a href="${escapeHtml(adminPath('/payments/overview'))}">Return to WooPayments</a></p>
</div>
</main>
</body>
</html>
`;
}

/**
 * Answers `admin.php?wcpay-connect=…` or `admin.php?wcpay-login=…`. The caller checked neither capability nor
 * nonce yet.
 */
export async function handleConnectRequest(
	app: FastifyInstance,
	req: FastifyRequest,
	reply: FastifyReply,
	query: Query
) {
	const { mock } = app;
	const state = mock.state;
	const logged = mock.requests.start({ method: 'GET', path: CONNECT_LOG_PATH, query, body: null });
	const redirect = (url: string) => {
		logged.status = 302;
		return reply.header('cache-control', 'no-store').redirect(url, 302);
	};
	const page = (status: number, body: string) => {
		logged.status = status;
		return sendHtml(reply, status, body);
	};
	const json = (status: number, body: unknown) => {
		logged.status = status;
		return reply
			.code(status)
			.header('cache-control', 'no-store')
			.type('application/json; charset=UTF-8')
			.send(JSON.stringify(body));
	};

	if (!state.userCan('manage_woocommerce')) {
		return page(403, renderErrorPage('Sorry, you are not allowed to access this page.'));
	}
	const nonce = queryString(query._wpnonce);
	const isConnect = query['wcpay-connect'] !== undefined;

	if (!isConnect) {
		// The account link: a nonce is optional on it, but a wrong one is refused.
		if (nonce !== undefined && nonce !== mock.nonce) {
			return page(403, renderErrorPage(NONCE_EXPIRED, 'Something went wrong.'));
		}
		const account = state.account();
		if (!account || !state.site().isJetpackConnected) {
			return redirect(wcAdminUrl('/payments/overview', { 'wcpay-login-error': 'true' }));
		}
		return page(200, dashboardPage(account));
	}

	if (nonce !== mock.nonce) {
		return page(403, renderErrorPage(NONCE_EXPIRED, 'Something went wrong.'));
	}

	const flag = (name: string) => queryString(query[name]);
	const source = cleanFlag(query.source);
	const from = cleanFlag(query.from);
	const capabilities = cleanCapabilities(query.capabilities);
	const toSettings = flag('redirect_to_settings_page') === 'true';
	const carry: Params = { source, from };

	if (flag('wcpay-connection-error') !== undefined) {
		const target = from === 'WCPAY_ONBOARDING_WIZARD' ? '/payments/onboarding' : '/payments/connect';
		return redirect(wcAdminUrl(target, { 'wcpay-connection-error': '1', ...carry }));
	}

	if (flag('hosted') === '1') {
		// The partner-hosted verification (the wizard's way on when the embedded form cannot load).
		const back = from === 'WCPAY_ONBOARDING_WIZARD' ? '/payments/onboarding' : '/payments/connect';
		const raw = query.self_assessment ?? {};
		if (!isPlainObject(raw) || Object.keys(selfAssessmentProblems(raw as JsonObject)).length > 0) {
			return redirect(wcAdminUrl(back, { 'wcpay-connection-error': '1', ...carry }));
		}
		const existing = state.account();
		const collect = flag('collect_payout_requirements') === 'true';
		if (!existing && (collect || state.site().onboardingDisabled)) {
			return redirect(wcAdminUrl('/payments/connect', carry));
		}
		if (existing && state.isAccountValid() && !collect) {
			return redirect(wcAdminUrl('/payments/overview', carry));
		}
		const token = startHostedVerification(state, {
			selfAssessment: raw,
			capabilities: capabilitiesRecord(capabilities),
			collectPayoutRequirements: collect,
			source,
			from,
		});
		return redirect(hostedVerifyUrl(token));
	}

	if (flag('wcpay-reset-account') === 'true') {
		if (!state.account()) {
			return redirect(wcAdminUrl('/payments/connect', carry));
		}
		if (!canResetAccount(state)) {
			return redirect(wcAdminUrl('/payments/overview', { 'wcpay-reset-account-error': '1' }));
		}
		resetAccount(state);
		return redirect(
			toSettings
				? settingsUrl({ 'wcpay-reset-account': 'true' })
				: wcAdminUrl('/payments/connect', carry)
		);
	}

	if (flag('wcpay-disable-onboarding-test-mode') === 'true') {
		disableTestModeOnboarding(state);
		connectSite(state);
		return redirect(wcAdminUrl('/payments/onboarding', { ...carry, capabilities }));
	}

	if (flag('test_drive') === 'true') {
		if (wantsJson(req)) {
			const fault = mock.faults.take('GET', [CONNECT_LOG_PATH]);
			if (fault) {
				await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
				if (!fault.passthrough) {
					return json(fault.status, faultBody(fault));
				}
			}
			const started = startTestDrive(state);
			if (!started.ok) {
				return json(200, { success: false, data: { message: started.message } });
			}
			return json(200, {
				success: true,
				data: {
					redirect_to: wcAdminUrl('/payments/overview', {
						'wcpay-connection-success': '1',
						test_drive: 'true',
						...carry,
					}),
				},
			});
		}
		if (flag('wcpay-sandbox-success') === 'true') {
			if (!state.account()) {
				return redirect(wcAdminUrl('/payments/connect', { test_drive_error: 'true', ...carry }));
			}
			const success = { 'wcpay-sandbox-success': 'true', ...carry };
			return redirect(toSettings ? settingsUrl(success) : wcAdminUrl('/payments/overview', success));
		}
		connectSite(state);
		return redirect(
			wcAdminUrl('/payments/connect', {
				test_drive: 'true',
				auto_start_test_drive_onboarding:
					flag('auto_start_test_drive_onboarding') === 'true' ? 'true' : '',
				redirect_to_settings_page: toSettings ? 'true' : '',
				capabilities,
				...carry,
			})
		);
	}

	const account = state.account();
	if (flag('collect_payout_requirements') === 'true') {
		if (!account || !state.site().isJetpackConnected) {
			return redirect(wcAdminUrl('/payments/connect', carry));
		}
		return redirect(
			wcAdminUrl('/payments/onboarding/kyc', { collect_payout_requirements: 'true', ...carry })
		);
	}

	if (!account && state.site().onboardingDisabled) {
		return redirect(wcAdminUrl('/payments/connect', carry));
	}
	connectSite(state);
	if (from === 'WCPAY_ONBOARDING_KYC') {
		// Leaving the kyc page: no way back into it from here.
		return redirect(
			wcAdminUrl(state.isAccountValid() ? '/payments/overview' : '/payments/connect', carry)
		);
	}
	if (account && state.isAccountValid()) {
		return redirect(wcAdminUrl('/payments/overview', carry));
	}
	if (account) {
		return redirect(wcAdminUrl('/payments/onboarding/kyc', carry));
	}
	return redirect(wcAdminUrl('/payments/onboarding', { ...carry, capabilities }));
}
