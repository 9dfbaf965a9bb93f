/**
 * Sanitising of server-provided HTML and query parameters (spec 000 §5).
 *
 * Only the tags a, b, em, i, strong, p, br and the attributes target, href, rel, name, download survive.
 * Links opening a new window get rel="noopener noreferrer"; only http(s), mailto, tel, relative and fragment
 * URLs are kept, so javascript:, data: and vbscript: links lose their href.
 */
import DOMPurify from 'dompurify';
import type { Config, DOMPurify as DOMPurifyInstance } from 'dompurify';
import { decodeEntities } from '@wordpress/html-entities';

/** Tags allowed in sanitised HTML (spec 000 §5). */
export const ALLOWED_TAGS: readonly string[] = ['a', 'b', 'em', 'i', 'strong', 'p', 'br'];

/** Attributes allowed in sanitised HTML (spec 000 §5). */
export const ALLOWED_ATTRIBUTES: readonly string[] = ['target', 'href', 'rel', 'name', 'download'];

/** http(s), mailto and tel schemes, or scheme-less (relative, fragment, query) URLs. */
const SAFE_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

const BROWSING_CONTEXTS = ['_blank', '_self', '_parent', '_top'];

const CONFIG: Config = {
	ALLOWED_TAGS: [...ALLOWED_TAGS],
	ALLOWED_ATTR: [...ALLOWED_ATTRIBUTES],
	ALLOW_DATA_ATTR: false,
	ALLOW_ARIA_ATTR: false,
	ALLOW_UNKNOWN_PROTOCOLS: false,
	ALLOWED_URI_REGEXP: SAFE_URI,
	KEEP_CONTENT: true,
};

let purifier: DOMPurifyInstance | null = null;

/**
 * A URL without whitespace and ASCII control characters.
 *
 * @param url Attribute value.
 */
function withoutControls(url: string): string {
	return Array.from(url)
		.filter((ch) => ch.charCodeAt(0) > 0x20 && ch.charCodeAt(0) !== 0x7f && !/\s/.test(ch))
		.join('');
}

/**
 * A DOMPurify instance of our own, so our hook never affects other users of the shared default instance.
 */
function getPurifier(): DOMPurifyInstance {
	if (purifier) {
		return purifier;
	}
	const instance = DOMPurify(window);
	instance.addHook('afterSanitizeAttributes', (node) => {
		if (!('getAttribute' in node)) {
			return;
		}
		const element = node as Element;
		// Belt and braces over ALLOWED_URI_REGEXP: judge the href the way browsers read it, without whitespace
		// and control characters ("java\tscript:").
		if (
			element.hasAttribute('href') &&
			!SAFE_URI.test(withoutControls(element.getAttribute('href') ?? ''))
		) {
			element.removeAttribute('href');
		}
		if (!element.hasAttribute('target')) {
			return;
		}
		const target = (element.getAttribute('target') ?? '').trim().toLowerCase();
		if (element.tagName.toLowerCase() !== 'a' || !BROWSING_CONTEXTS.includes(target)) {
			element.removeAttribute('target');
			return;
		}
		element.setAttribute('target', target);
		if (target === '_blank') {
			const rel = new Set(
				(element.getAttribute('rel') ?? '').toLowerCase().split(/\s+/).filter(Boolean)
			);
			rel.add('noopener');
			rel.add('noreferrer');
			element.setAttribute('rel', [...rel].join(' '));
		}
	});
	purifier = instance;
	return instance;
}

/**
 * Sanitise an HTML fragment down to the allowed tags and attributes. Non-strings give ''.
 *
 * @param html Untrusted HTML.
 * @return Safe HTML, for `dangerouslySetInnerHTML` / `RawHTML`.
 */
export function sanitizeHTML(html: unknown): string {
	if (typeof html !== 'string' || html === '') {
		return '';
	}
	return String(getPurifier().sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false }));
}

/**
 * Decode HTML entities of a plain text ("&amp;" → "&", "&#8217;" → "’"). The result is text, not HTML.
 *
 * @param text Text with entities.
 */
export function decodeHTMLEntities(text: unknown): string {
	return typeof text === 'string' ? decodeEntities(text) : '';
}

/**
 * Error texts handed over by the host are "decoded and sanitised" (spec 000 §5): entities are decoded first,
 * so encoded markup such as "&lt;a href=…&gt;" becomes a link, then the result is sanitised.
 *
 * @param html Untrusted, possibly entity-encoded HTML.
 * @return Safe HTML.
 */
export function decodeAndSanitizeHTML(html: unknown): string {
	return sanitizeHTML(decodeHTMLEntities(html));
}
