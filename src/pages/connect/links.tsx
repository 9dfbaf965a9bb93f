/** Links of the connect page: the documentation it points to, opened in a new tab. */

export const COUNTRIES_DOC = 'https://woocommerce.com/document/woopayments/compatibility/countries/';
export const SANDBOX_DOC =
	'https://woocommerce.com/document/woopayments/testing-and-troubleshooting/sandbox-mode/';

/** An external link element for createInterpolateElement. */
export const externalLink = (href: string) => <a href={href} target="_blank" rel="noopener noreferrer" />;
