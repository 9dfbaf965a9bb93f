/** WordPress-shaped REST errors: `{ code, message, data: { status, ... } }`. */

export interface WpErrorBody {
	code: string;
	message: string;
	data: { status: number; [key: string]: unknown };
}

export class WpError extends Error {
	constructor(
		readonly status: number,
		readonly code: string,
		message: string,
		readonly extra: Record<string, unknown> = {}
	) {
		super(message);
	}

	toBody(): WpErrorBody {
		return { code: this.code, message: this.message, data: { ...this.extra, status: this.status } };
	}
}

export const errors = {
	invalidNonce: () => new WpError(403, 'rest_cookie_invalid_nonce', 'Cookie check failed'),
	cannotView: () => new WpError(403, 'woocommerce_rest_cannot_view', 'Sorry, you cannot list resources.'),
	noRoute: () =>
		new WpError(404, 'rest_no_route', 'No route was found matching the URL and request method.'),
	invalidJson: (detail: string) =>
		new WpError(400, 'rest_invalid_json', 'Invalid JSON body passed.', {
			json_error_code: 4,
			json_error_message: detail,
		}),
	/** One or more invalid parameters, each with a reason, as WordPress's REST server reports them. */
	invalidParams: (params: Record<string, string>) =>
		new WpError(400, 'rest_invalid_param', `Invalid parameter(s): ${Object.keys(params).join(', ')}`, {
			params,
		}),
	missingParams: (names: string[]) =>
		new WpError(400, 'rest_missing_callback_param', `Missing parameter(s): ${names.join(', ')}`, {
			params: names,
		}),
};
