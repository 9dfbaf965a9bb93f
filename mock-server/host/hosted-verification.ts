/**
 * The mock financial partner's hosted verification page, where the connect URL with `hosted=1` leads
 * (`host/connect.ts`; state in `domain/hosted-verification.ts`). It stands in for the partner's own secure site
 * that merchants use when the embedded form cannot load (a firewall blocking connect-js.stripe.com).
 *
 * | request | effect |
 * |---|---|
 * | `GET /mock-partner/verify?session=<token>` | a standalone page: what the store sent (business details, annual revenue, go-live timeframe) and two buttons; a missing, unknown, used or expired token → an error page with a link back to the store (400 / 404) |
 * | `POST /mock-partner/verify` `session, _wpnonce, action=submit` | capability, then nonce (403 pages like the connect URL), then the token (used up) → the account's details are submitted and it is verified, as a successful finalize does → overview with `wcpay-connection-success=1` (303) |
 * | `POST /mock-partner/verify` `session, _wpnonce, action=return` | the token is used up, the account stays unfinished → the connect page ("Please complete your setup…", "Finish business details verifications"); a verified account → overview (303) |
 *
 * Both are recorded in the request log (`GET|POST /mock-partner/verify`). Register with
 * {@link registerHostedVerification}.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import {
	HOSTED_VERIFY_PATH,
	completeHostedVerification,
	consumeHostedVerification,
	findHostedVerification,
	type HostedVerification,
} from '../domain/hosted-verification';
import type { MockState } from '../domain/state';
import { parseBody } from '../util/body';
import { parseQuery, queryString, type Query } from '../util/query';
import { NONCE_EXPIRED, wcAdminUrl } from './connect';
import { escapeHtml } from './html';
import { adminPath } from './menu';
import { businessTypesFor, onboardingFieldsData } from './onboarding-data';
import { connectCountries } from './reference-data';
import { renderErrorPage } from './page';

const NOT_ALLOWED = 'Sorry, you are not allowed to access this page.';

const ANNUAL_REVENUE_LABELS: Record<string, string> = {
	less_than_250k: 'Less than $250k',
	from_250k_to_1m: '$250k – $1M',
	from_1m_to_20m: '$1M – $20M',
	from_20m_to_100m: '$20M – $100M',
	more_than_100m: 'More than $100M',
};

const GO_LIVE_LABELS: Record<string, string> = {
	already_live: 'The store is already live',
	within_1month: 'Within 1 month',
	from_1_to_3months: 'In 1 – 3 months',
	from_3_to_6months: 'In 3 – 6 months',
	more_than_6months: 'In more than 6 months',
};

const PAGE_CSS = `
*{box-sizing:border-box}
body{margin:0;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,sans-serif;background:#f6f8fa;color:#1a1f36;line-height:1.5}
.bar{background:#1a1f36;color:#fff;padding:14px 20px;font-size:17px;font-weight:600}
.bar span{font-weight:400}
main{max-width:640px;margin:32px auto;padding:0 16px}
.card{background:#fff;border:1px solid #d5dbe1;border-radius:8px;padding:24px}
h1{font-size:24px;line-height:1.3;margin:0 0 8px}
h2{font-size:16px;margin:24px 0 8px}
p{margin:0 0 12px}
.note{background:#eef2ff;border-left:4px solid #4338ca;padding:10px 14px;border-radius:4px}
dl{display:grid;grid-template-columns:max-content minmax(0,1fr);gap:8px 24px;margin:0}
dt{color:#4f566b}
dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.actions{display:flex;flex-wrap:wrap;gap:12px;margin-top:28px}
button{font:inherit;font-size:15px;font-weight:600;min-height:44px;padding:10px 18px;border-radius:6px;cursor:pointer}
.primary{background:#3f2fd1;border:1px solid #3f2fd1;color:#fff}
.primary:hover{background:#3224b0}
.secondary{background:#fff;border:1px solid #8792a2;color:#1a1f36}
.secondary:hover{background:#f6f8fa}
a{color:#1a56b8}
button:focus-visible,a:focus-visible{outline:3px solid #1a1f36;outline-offset:3px}
@media (max-width:520px){
main{margin:16px auto;padding:0 12px}
.card{padding:18px}
dl{grid-template-columns:minmax(0,1fr);gap:2px}
dd{margin-bottom:10px}
.actions{flex-direction:column}
button{width:100%}
}
`;

function shell(title: string, body: string): string {
	return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="data:,">
<style>${PAGE_CSS}</style>
</head>
<body>
<header class="bar">Financial partner <span>(mock)</span></header>
<main>
<div class="card">
${body}
</div>
</main>
</body>
</html>
`;
}

function send(reply: FastifyReply, status: number, body: string) {
	return reply
		.code(status)
		.type('text/html; charset=UTF-8')
		.header('cache-control', 'no-cache, must-revalidate, max-age=0, no-store, private')
		.header('x-content-type-options', 'nosniff')
		.header('x-frame-options', 'DENY')
		.header('referrer-policy', 'no-referrer')
		.header(
			'content-security-policy',
			"default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"
		)
		.send(body);
}

/** The error page of a link that cannot be used, with a way back to the store. */
export function renderHostedError(message: string, heading = 'This verification link can’t be used'): string {
	return shell(
		`${heading} – Financial partner (mock)`,
		`<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(message)}</p>
<p><a href="${escapeHtml(adminPath('/payments/connect'))}">Return to your store</a></p>`
	);
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** The details the store sent, with readable labels (raw values when a label is not known). */
export function receivedDetails(selfAssessment: Record<string, unknown>): Array<[string, string]> {
	const country = str(selfAssessment.country);
	const type = str(selfAssessment.business_type);
	const company = selfAssessment.company as Record<string, unknown> | undefined;
	const structure = str(company?.structure);
	const mcc = str(selfAssessment.mcc);
	const types = country ? businessTypesFor(country) : [];
	const foundType = types.find((t) => t.key === type);
	const mccTitle = onboardingFieldsData()
		.mccs_display_tree.flatMap((g) => g.items)
		.find((i) => i.id === mcc)?.title;
	const rows: Array<[string, string]> = [
		['Business name', str(selfAssessment.business_name)],
		['Website', str(selfAssessment.site)],
		['Country', country ? (connectCountries()[country] ?? country) : ''],
		['Business type', type ? (foundType?.name ?? type) : ''],
		[
			'Legal structure',
			structure ? (foundType?.structures.find((s) => s.key === structure)?.name ?? structure) : '',
		],
		['Goods or services', mcc ? (mccTitle ?? mcc) : ''],
		[
			'Estimated annual revenue',
			ANNUAL_REVENUE_LABELS[str(selfAssessment.annual_revenue)] ?? str(selfAssessment.annual_revenue),
		],
		[
			'Planned go-live',
			GO_LIVE_LABELS[str(selfAssessment.go_live_timeframe)] ?? str(selfAssessment.go_live_timeframe),
		],
	];
	return rows.filter(([, value]) => value !== '');
}

const list = (rows: Array<[string, string]>) =>
	`<dl>${rows.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd dir="auto">${escapeHtml(v)}</dd>`).join('')}</dl>`;

/** The verification page of a valid token. */
export function renderHostedPage(input: {
	token: string;
	nonce: string;
	verification: HostedVerification;
	account: { email: string; isLive: boolean; country: string } | null;
}): string {
	const details = receivedDetails(input.verification.kyc.selfAssessment);
	const account: Array<[string, string]> = input.account
		? [
				['Email', input.account.email],
				['Mode', input.account.isLive ? 'Live' : 'Test (sandbox)'],
			]
		: [];
	const payouts = input.verification.kyc.collectPayoutRequirements;
	return shell(
		'Verify your business – Financial partner (mock)',
		`<h1>${payouts ? 'Set up payouts' : 'Verify your business'}</h1>
<p class="note">This page stands in for the secure verification site of the store’s financial partner. The real site would ask for identity and bank details here; in this mock, one button finishes the verification.</p>
<section aria-labelledby="received-heading">
<h2 id="received-heading">Business details received from your store</h2>
${details.length ? list(details) : '<p>Your store sent no business details with this request.</p>'}
</section>
${
	account.length
		? `<section aria-labelledby="account-heading">
<h2 id="account-heading">Your payments account</h2>
${list(account)}
</section>`
		: ''
}
<form method="post" action="${escapeHtml(HOSTED_VERIFY_PATH)}">
<input type="hidden" name="session" value="${escapeHtml(input.token)}">
<input type="hidden" name="_wpnonce" value="${escapeHtml(input.nonce)}">
<div class="actions">
<button type="submit" class="primary" name="action" value="submit">Submit verification</button>
<button type="submit" class="secondary" name="action" value="return">Return to the store without finishing</button>
</div>
</form>`
	);
}

const MISSING = 'The link has no verification session. Start the verification again from your store.';
const UNUSABLE =
	'This verification link has already been used, has expired or is not valid. Start the verification again from your store.';

function queryOf(req: FastifyRequest): Query {
	const url = req.raw.url ?? req.url;
	return parseQuery(url.includes('?') ? url.slice(url.indexOf('?') + 1) : '');
}

function accountOf(state: MockState) {
	const account = state.account();
	return account ? { email: account.email, isLive: account.isLive, country: account.country } : null;
}

/** Registers `GET` and `POST /mock-partner/verify` (call once per app, next to the host routes). */
export function registerHostedVerification(app: FastifyInstance): void {
	const { mock } = app;

	app.get(HOSTED_VERIFY_PATH, async (req, reply) => {
		const query = queryOf(req);
		const logged = mock.requests.start({ method: 'GET', path: HOSTED_VERIFY_PATH, query, body: null });
		const page = (status: number, body: string) => {
			logged.status = status;
			return send(reply, status, body);
		};
		// The page carries the nonce of the store's admin: only for a user who may manage the store.
		if (!mock.state.userCan('manage_woocommerce')) {
			return page(403, renderErrorPage(NOT_ALLOWED));
		}
		const token = queryString(query.session);
		if (!token) {
			return page(400, renderHostedError(MISSING));
		}
		const verification = findHostedVerification(mock.state, token);
		if (!verification) {
			return page(404, renderHostedError(UNUSABLE));
		}
		return page(
			200,
			renderHostedPage({ token, nonce: mock.nonce, verification, account: accountOf(mock.state) })
		);
	});

	app.post(HOSTED_VERIFY_PATH, async (req, reply) => {
		const query = queryOf(req);
		const parsed = parseBody(req.body, req.headers['content-type']);
		const form: Query =
			parsed.ok && parsed.value && typeof parsed.value === 'object' && !Array.isArray(parsed.value)
				? (parsed.value as Query)
				: {};
		const logged = mock.requests.start({ method: 'POST', path: HOSTED_VERIFY_PATH, query, body: form });
		const page = (status: number, body: string) => {
			logged.status = status;
			return send(reply, status, body);
		};
		const redirect = (url: string) => {
			logged.status = 303;
			return reply.header('cache-control', 'no-store').redirect(url, 303);
		};
		const state = mock.state;
		// Checked like the connect URL: capability, then the nonce.
		if (!state.userCan('manage_woocommerce')) {
			return page(403, renderErrorPage(NOT_ALLOWED));
		}
		if (queryString(form._wpnonce) !== mock.nonce) {
			return page(403, renderErrorPage(NONCE_EXPIRED, 'Something went wrong.'));
		}
		const token = queryString(form.session);
		if (!token) {
			return page(400, renderHostedError(MISSING));
		}
		const verification = findHostedVerification(state, token);
		if (!verification) {
			return page(404, renderHostedError(UNUSABLE));
		}
		const action = queryString(form.action);
		const carry = { source: verification.source, from: verification.from };
		if (action === 'submit') {
			completeHostedVerification(state, verification);
			return redirect(wcAdminUrl('/payments/overview', { 'wcpay-connection-success': '1', ...carry }));
		}
		if (action === 'return') {
			consumeHostedVerification(state);
			return redirect(
				wcAdminUrl(state.isAccountValid() ? '/payments/overview' : '/payments/connect', carry)
			);
		}
		return page(
			400,
			renderHostedError(
				'Choose “Submit verification” or “Return to the store without finishing” on the verification page.',
				'Unknown choice'
			)
		);
	});
}
