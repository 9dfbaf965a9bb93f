/**
 * @jest-environment jsdom
 */
import {
	ALLOWED_ATTRIBUTES,
	ALLOWED_TAGS,
	decodeAndSanitizeHTML,
	decodeHTMLEntities,
	sanitizeHTML,
} from '../../../src/utils/sanitize';
import { stripSourceParam } from '../../../src/utils/url';

describe('sanitizeHTML: hostile input', () => {
	it.each([
		['<img src=x onerror=alert(1)>', ''],
		['<script>alert(1)</script>hello', 'hello'],
		['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
		['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
		['<a href="java&#x09;script:alert(1)">x</a>', '<a>x</a>'],
		['<a href=" javascript:alert(1)">x</a>', '<a>x</a>'],
		['<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', '<a>x</a>'],
		['<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
		['<svg onload=alert(1)>', ''],
		['<svg><a href="javascript:alert(1)"><text>x</text></a></svg>', ''],
		['<b onclick="x()">bold</b>', '<b>bold</b>'],
		['<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
		['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
		['<iframe src="https://evil.test"></iframe>after', 'after'],
		['<form><input name="x"></form>', ''],
		['<noscript><p title="</noscript><img src=x onerror=alert(1)>">', '<p></p>'],
		['<div><span style="x">text</span></div>', 'text'],
		['<p name="cookie">c</p>', '<p>c</p>'], // DOM clobbering names are dropped
	])('%s → %j', (input, expected) => {
		expect(sanitizeHTML(input)).toBe(expected);
	});

	it('leaves entity-encoded markup as inert text', () => {
		expect(sanitizeHTML('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe(
			'&lt;script&gt;alert(1)&lt;/script&gt;'
		);
	});

	it.each([[null], [undefined], [42], [{}], ['']])('non-string or empty %j → ""', (input) => {
		expect(sanitizeHTML(input)).toBe('');
	});
});

describe('sanitizeHTML: allowed tags and attributes (spec 000 §5)', () => {
	it('lists exactly the spec tags and attributes', () => {
		expect([...ALLOWED_TAGS].sort()).toEqual(['a', 'b', 'br', 'em', 'i', 'p', 'strong']);
		expect([...ALLOWED_ATTRIBUTES].sort()).toEqual(['download', 'href', 'name', 'rel', 'target']);
	});

	it.each([
		[
			'<p>Hi <strong>there</strong><br><em>a</em> <i>b</i> <b>c</b></p>',
			'<p>Hi <strong>there</strong><br><em>a</em> <i>b</i> <b>c</b></p>',
		],
		[
			'<a href="/wp-admin/x.php?a=1&b=2" target="_top" download="f.pdf" name="anchor" id="i" class="c" style="color:red" title="t">x</a>',
			'<a href="/wp-admin/x.php?a=1&amp;b=2" target="_top" download="f.pdf" name="anchor">x</a>',
		],
		['<a href="mailto:a@b.test">m</a>', '<a href="mailto:a@b.test">m</a>'],
		['<a href="tel:+15551234">t</a>', '<a href="tel:+15551234">t</a>'],
		['<a href="#frag" target="evil">x</a>', '<a href="#frag">x</a>'],
		['<p target="_blank">p</p>', '<p>p</p>'],
		['<b>unclosed', '<b>unclosed</b>'],
		['<h1>Title</h1><ul><li>one</li></ul>', 'Titleone'],
	])('%s → %s', (input, expected) => {
		expect(sanitizeHTML(input)).toBe(expected);
	});

	it.each([
		[
			'<a href="https://x.test/" target="_blank">x</a>',
			'<a href="https://x.test/" target="_blank" rel="noopener noreferrer">x</a>',
		],
		[
			'<a href="https://x.test/" target="_BLANK" rel="nofollow">x</a>',
			'<a href="https://x.test/" target="_blank" rel="nofollow noopener noreferrer">x</a>',
		],
		[
			'<a href="https://x.test/" target="_blank" rel="noopener">x</a>',
			'<a href="https://x.test/" target="_blank" rel="noopener noreferrer">x</a>',
		],
	])('target=_blank gets rel: %s', (input, expected) => {
		expect(sanitizeHTML(input)).toBe(expected);
	});
});

describe('decodeAndSanitizeHTML (error text "decoded and sanitised")', () => {
	it.each([
		['&lt;script&gt;alert(1)&lt;/script&gt;', ''],
		['&lt;img src=x onerror=alert(1)&gt;', ''],
		[
			'Please &lt;a href=&quot;https://x.test/&quot; target=&quot;_blank&quot;&gt;contact support&lt;/a&gt;.',
			'Please <a href="https://x.test/" target="_blank" rel="noopener noreferrer">contact support</a>.',
		],
		['&lt;a href=&quot;javascript:alert(1)&quot;&gt;x&lt;/a&gt;', '<a>x</a>'],
		// Double-encoded payloads are decoded once only, so they stay inert text.
		['&amp;lt;script&amp;gt;', '&lt;script&gt;'],
		// Text without markup comes back as it is (DOMPurify's fast path); a bare & is valid HTML text.
		['Can&#8217;t connect &amp; retry', 'Can’t connect & retry'],
		['<strong>Plain</strong> markup', '<strong>Plain</strong> markup'],
	])('%s → %s', (input, expected) => {
		expect(decodeAndSanitizeHTML(input)).toBe(expected);
	});
});

describe('decodeHTMLEntities', () => {
	it.each([
		['a &amp; b', 'a & b'],
		['&lt;b&gt;', '<b>'],
		['Can&#8217;t', 'Can’t'],
		['plain', 'plain'],
		[5, ''],
	])('%j → %j', (input, expected) => {
		expect(decodeHTMLEntities(input)).toBe(expected);
	});
});

describe('stripSourceParam (spec 000 §5)', () => {
	it.each([
		['wcadmin-settings-page', 'wcadmin-settings-page'],
		['wcpay_connect', 'wcpay_connect'],
		['Overview123', 'Overview123'],
		['a b<script>', 'abscript'],
		['"><img src=x>', 'imgsrcx'],
		['é-ü', '-'],
		['', 'unknown'],
		['!!!', 'unknown'],
		[undefined, 'unknown'],
		[null, 'unknown'],
		[42, 'unknown'],
		[['first-one', 'second'], 'first-one'],
	])('%j → %j', (input, expected) => {
		expect(stripSourceParam(input)).toBe(expected);
	});
});
