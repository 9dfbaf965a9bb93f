import { __ } from '@wordpress/i18n';

/** The WooPayments wordmark, drawn inline (no external image). */
export function WooPaymentsLogo({ className = '', height = 28 }: { className?: string; height?: number }) {
	return (
		<svg
			className={`wcpay-logo ${className}`.trim()}
			viewBox="0 0 166 32"
			height={height}
			width={(height * 166) / 32}
			role="img"
			aria-label={__('WooPayments', 'woocommerce-payments')}
			focusable="false"
		>
			<rect x="0" y="2" width="54" height="28" rx="7" fill="#7f54b3" />
			<path d="M14 30 l6 0 l-6 6 z" fill="#7f54b3" transform="translate(0 -6)" />
			<text
				x="27"
				y="22"
				textAnchor="middle"
				fontFamily="-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Arial, sans-serif"
				fontSize="17"
				fontWeight="800"
				fill="#fff"
			>
				Woo
			</text>
			<text
				x="60"
				y="23"
				fontFamily="-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Arial, sans-serif"
				fontSize="19"
				fontWeight="600"
				fill="#1e1e1e"
			>
				Payments
			</text>
		</svg>
	);
}
