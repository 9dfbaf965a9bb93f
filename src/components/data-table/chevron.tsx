/**
 * WordPress's chevron icons (@wordpress/icons' chevron-up, -down, -left and -right), drawn as plain SVG: the
 * table's sort buttons and page arrows need only these four, and a page that shows a table need not load
 * the whole icon library for them.
 */
const PATHS = {
	up: 'M6.5 12.4L12 8l5.5 4.4-.9 1.2L12 10l-4.5 3.6-1-1.2z',
	down: 'M17.5 11.6L12 16l-5.5-4.4.9-1.2L12 14l4.5-3.6 1 1.2z',
	left: 'M14.6 7l-1.2-1L8 12l5.4 6 1.2-1-4.6-5z',
	right: 'M10.6 6L9.4 7l4.6 5-4.6 5 1.2 1 5.4-6z',
} as const;

/**
 * A decorative chevron (hidden from assistive technology). 'left' and 'right' mean back and forward: on a
 * right-to-left page they are drawn mirrored (`.wcpay-chevron--horizontal`, src/style.scss).
 */
export function Chevron({ direction, size = 24 }: { direction: keyof typeof PATHS; size?: number }) {
	return (
		<svg
			className={
				direction === 'left' || direction === 'right'
					? 'wcpay-chevron wcpay-chevron--horizontal'
					: 'wcpay-chevron'
			}
			xmlns="http://www.w3.org/2000/svg"
			viewBox="0 0 24 24"
			width={size}
			height={size}
			aria-hidden="true"
			focusable="false"
		>
			<path d={PATHS[direction]} />
		</svg>
	);
}
