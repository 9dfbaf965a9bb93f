/**
 * Hostile strings seeded into names, emails and free text, so that every screen proves it renders them as
 * text (CONTRACT.md). Never used in fields the server validates (statement descriptors, support email).
 */
export const HOSTILE = {
	html: '<img src=x onerror=alert(1)>',
	scriptClose: '</script><script>alert(1)</script>',
	quotes: `O'Brien "Quoted" \\ back\\slash`,
	rtl: 'متجر \u202Eevil\u202C',
	emoji: '🦄 Ünïcødé 💳',
} as const;

export const HOSTILE_LIST: readonly string[] = Object.values(HOSTILE);

/** The seeded site title: quotes, emoji and an HTML tag. */
export const HOSTILE_SITE_TITLE = `Ada's "Unicorn" Shop 🦄 ${HOSTILE.html}`;

/** The seeded admin's last name: closes a script element if anything forgets to escape it. */
export const HOSTILE_LAST_NAME = `Lovelace ${HOSTILE.scriptClose} ${HOSTILE.rtl}`;

/** The street line of a hostile customer's address (markup, quotes and a backslash): addresses render as text. */
export const HOSTILE_ADDRESS_LINE = `1 ${HOSTILE.quotes} Street ${HOSTILE.html}`;

/** A customer's street line when the customer is one of the hostile ones (by name), else null. */
export function hostileAddressLine(customerName: string | null | undefined): string | null {
	return customerName && HOSTILE_LIST.some((text) => customerName.includes(text))
		? HOSTILE_ADDRESS_LINE
		: null;
}
