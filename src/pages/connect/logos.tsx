/**
 * Payment-method logos (spec 000 §9): drawn here as small SVG badges (no external images). 20 logos with the
 * one-click wallet, 19 without; 10 visible by default, 7 at widths up to 768 px, 5 up to 480 px; the rest sit
 * behind a "+N" button whose popover hides 300 ms after the pointer leaves.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Popover } from '@wordpress/components';
import { __, _n } from '@wordpress/i18n';

export const LOGO_LIMITS = { wide: 10, medium: 7, narrow: 5, mediumMaxWidth: 768, narrowMaxWidth: 480 };
export const LOGO_TOTAL_WITH_WALLET = 20;
export const LOGO_TOTAL_WITHOUT_WALLET = 19;
export const POPOVER_HIDE_DELAY_MS = 300;

interface LogoDef {
	id: string;
	label: string;
	art: ReactNode;
}

const text = (
	value: string,
	fill: string,
	size = 10,
	extra: { weight?: number; italic?: boolean; y?: number; x?: number } = {}
) => (
	<text
		x={extra.x ?? 24}
		y={extra.y ?? 19}
		textAnchor="middle"
		fontFamily="-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Arial, sans-serif"
		fontSize={size}
		fontWeight={extra.weight ?? 700}
		fontStyle={extra.italic ? 'italic' : 'normal'}
		fill={fill}
	>
		{value}
	</text>
);

const fill = (color: string) => <rect x="0.5" y="0.5" width="47" height="29" rx="3.5" fill={color} />;

/** The wallet logo and the spec's set, in display order. */
const ALL_LOGOS: Array<LogoDef & { wallet?: boolean }> = [
	{ id: 'visa', label: 'Visa', art: text('VISA', '#1434cb', 12, { italic: true, weight: 800 }) },
	{
		id: 'mastercard',
		label: 'Mastercard',
		art: (
			<>
				<circle cx="20" cy="15" r="8" fill="#eb001b" />
				<circle cx="28" cy="15" r="8" fill="#f79e1b" fillOpacity="0.9" />
			</>
		),
	},
	{
		id: 'amex',
		label: 'American Express',
		art: (
			<>
				{fill('#2e77bc')}
				{text('AMEX', '#fff', 11)}
			</>
		),
	},
	{
		id: 'discover',
		label: 'Discover',
		art: (
			<>
				{text('DISC', '#231f20', 8, { x: 15 })}
				<circle cx="29" cy="16" r="4" fill="#f58220" />
				{text('VER', '#231f20', 8, { x: 39 })}
			</>
		),
	},
	{
		id: 'woopay',
		label: 'WooPay',
		wallet: true,
		art: (
			<>
				{fill('#7f54b3')}
				{text('WooPay', '#fff', 9)}
			</>
		),
	},
	{ id: 'applepay', label: 'Apple Pay', art: text('Apple Pay', '#000', 8, { weight: 600 }) },
	{
		id: 'googlepay',
		label: 'Google Pay',
		art: (
			<>
				{text('G', '#4285f4', 11, { x: 15 })}
				{text('Pay', '#5f6368', 10, { x: 29, weight: 500 })}
			</>
		),
	},
	{
		id: 'afterpay',
		label: 'Afterpay',
		art: (
			<>
				{fill('#b2fce4')}
				{text('afterpay', '#000', 8)}
			</>
		),
	},
	{ id: 'affirm', label: 'Affirm', art: text('affirm', '#4a4af4', 10) },
	{
		id: 'klarna',
		label: 'Klarna',
		art: (
			<>
				{fill('#ffb3c7')}
				{text('Klarna.', '#17120f', 9)}
			</>
		),
	},
	{
		id: 'cartebancaire',
		label: 'Cartes Bancaires',
		art: (
			<>
				{fill('#0b5a8c')}
				{text('CB', '#fff', 12)}
			</>
		),
	},
	{
		id: 'unionpay',
		label: 'UnionPay',
		art: (
			<>
				{fill('#d10429')}
				{text('UnionPay', '#fff', 7)}
			</>
		),
	},
	{
		id: 'diners',
		label: 'Diners Club',
		art: (
			<>
				<circle cx="24" cy="15" r="9" fill="none" stroke="#0079be" strokeWidth="2" />
				{text('DC', '#0079be', 8, { y: 18 })}
			</>
		),
	},
	{ id: 'eftpos', label: 'eftpos', art: text('eftpos', '#000', 9) },
	{ id: 'jcb', label: 'JCB', art: text('JCB', '#0e4c96', 12, { italic: true, weight: 800 }) },
	{ id: 'bancontact', label: 'Bancontact', art: text('Bancontact', '#005498', 7) },
	{ id: 'becs', label: 'BECS Direct Debit', art: text('BECS', '#1d2327', 10) },
	{ id: 'eps', label: 'EPS', art: text('eps', '#c8036f', 12) },
	{ id: 'ideal', label: 'iDEAL', art: text('iDEAL', '#cc0066', 10) },
	{ id: 'przelewy24', label: 'Przelewy24', art: text('P24', '#d13239', 12) },
	{
		id: 'grabpay',
		label: 'GrabPay',
		art: (
			<>
				{fill('#00b14f')}
				{text('GrabPay', '#fff', 8)}
			</>
		),
	},
	{
		id: 'wechat_pay',
		label: 'WeChat Pay',
		art: (
			<>
				{fill('#1aad19')}
				{text('WeChat', '#fff', 8)}
			</>
		),
	},
];

/** The logos shown: the wallet only where the store's country offers it; 20 with it, 19 without. */
export function paymentMethodLogos(includeWallet: boolean): LogoDef[] {
	const list = ALL_LOGOS.filter((logo) => includeWallet || !logo.wallet);
	return list.slice(0, includeWallet ? LOGO_TOTAL_WITH_WALLET : LOGO_TOTAL_WITHOUT_WALLET);
}

/** How many logos show at a viewport width. */
export function visibleLogoCount(width: number): number {
	if (width <= LOGO_LIMITS.narrowMaxWidth) {
		return LOGO_LIMITS.narrow;
	}
	if (width <= LOGO_LIMITS.mediumMaxWidth) {
		return LOGO_LIMITS.medium;
	}
	return LOGO_LIMITS.wide;
}

function useViewportWidth(): number {
	const [width, setWidth] = useState(() => window.innerWidth);
	useEffect(() => {
		const onResize = () => setWidth(window.innerWidth);
		window.addEventListener('resize', onResize);
		return () => window.removeEventListener('resize', onResize);
	}, []);
	return width;
}

function Logo({ logo }: { logo: LogoDef }) {
	return (
		<svg
			className="wcpay-pm-logo"
			viewBox="0 0 48 30"
			width="48"
			height="30"
			role="img"
			aria-label={logo.label}
			focusable="false"
		>
			<rect x="0.5" y="0.5" width="47" height="29" rx="3.5" fill="#fff" stroke="#dcdcde" />
			{logo.art}
		</svg>
	);
}

export function PaymentMethodLogos({ includeWallet }: { includeWallet: boolean }) {
	const logos = paymentMethodLogos(includeWallet);
	const count = visibleLogoCount(useViewportWidth());
	const visible = logos.slice(0, count);
	const rest = logos.slice(count);
	const [open, setOpen] = useState(false);
	const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
	const hideTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

	const cancelHide = () => {
		if (hideTimer.current) {
			clearTimeout(hideTimer.current);
			hideTimer.current = null;
		}
	};
	const show = () => {
		cancelHide();
		setOpen(true);
	};
	const scheduleHide = () => {
		cancelHide();
		hideTimer.current = setTimeout(() => setOpen(false), POPOVER_HIDE_DELAY_MS);
	};
	useEffect(() => cancelHide, []);
	useEffect(() => {
		if (rest.length === 0) {
			setOpen(false);
		}
	}, [rest.length]);

	return (
		<div className="wcpay-pm-logos">
			<ul className="wcpay-pm-logos__list" aria-label={__('Payment methods', 'woocommerce-payments')}>
				{visible.map((logo) => (
					<li key={logo.id}>
						<Logo logo={logo} />
					</li>
				))}
				{rest.length > 0 && (
					<li>
						<button
							type="button"
							ref={setAnchor}
							className="wcpay-pm-logos__more"
							aria-expanded={open}
							aria-controls={open ? 'wcpay-pm-logos-more' : undefined}
							onClick={() => (open ? setOpen(false) : show())}
							onMouseEnter={show}
							onMouseLeave={scheduleHide}
							onKeyDown={(event) => {
								if (event.key === 'Escape' && open) {
									event.stopPropagation();
									setOpen(false);
								}
							}}
						>
							{`+${rest.length}`}
							<span className="screen-reader-text">
								{' '}
								{_n(
									'more payment method',
									'more payment methods',
									rest.length,
									'woocommerce-payments'
								)}
							</span>
						</button>
					</li>
				)}
			</ul>
			{open && rest.length > 0 && anchor && (
				<Popover
					anchor={anchor}
					placement="bottom"
					focusOnMount={false}
					onClose={() => setOpen(false)}
					className="wcpay-pm-logos__popover"
				>
					<div
						id="wcpay-pm-logos-more"
						className="wcpay-pm-logos__popover-content"
						onMouseEnter={cancelHide}
						onMouseLeave={scheduleHide}
					>
						<ul aria-label={__('More payment methods', 'woocommerce-payments')}>
							{rest.map((logo) => (
								<li key={logo.id}>
									<Logo logo={logo} />
								</li>
							))}
						</ul>
					</div>
				</Popover>
			)}
		</div>
	);
}
