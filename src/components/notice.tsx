/**
 * WordPress's `Notice` (@wordpress/components), drawn as the elements it renders with the same class names
 * (WordPress's stylesheet draws it) and the same behaviour: its status named for screen readers, its text
 * spoken through the host's live regions when it appears or changes (politely, assertively for errors),
 * its actions as buttons (links when they have a URL) and, when dismissible, a Close button. The host's
 * component hides its status label with a styled component (styles computed and inserted while it
 * renders), which a page of notices paid for in its first render; here it is a plain element with the same
 * inline style.
 */
import type { ReactNode } from 'react';
import { renderToString, useEffect } from '@wordpress/element';
import { speak } from '@wordpress/a11y';
import { __ } from '@wordpress/i18n';

import { Button } from './button';

export type NoticeStatus = 'warning' | 'success' | 'error' | 'info';

export interface NoticeAction {
	label: string;
	className?: string;
	variant?: 'primary' | 'secondary' | 'link';
	noDefaultClasses?: boolean;
	onClick?: () => void;
	url?: string;
}

export interface NoticeProps {
	className?: string;
	status?: NoticeStatus;
	children?: ReactNode;
	/** What is spoken (default: the notice's text). */
	spokenMessage?: ReactNode;
	/** Called to remove the notice when it is dismissed. */
	onRemove?: () => void;
	/** Called when the notice is dismissed, before `onRemove`. */
	onDismiss?: () => void;
	isDismissible?: boolean;
	actions?: readonly NoticeAction[];
	politeness?: 'polite' | 'assertive';
}

const noop = () => undefined;

function defaultPoliteness(status: NoticeStatus): 'polite' | 'assertive' {
	return status === 'error' ? 'assertive' : 'polite';
}

function statusLabel(status: NoticeStatus): string {
	switch (status) {
		case 'warning':
			return __('Warning notice', 'woocommerce-payments');
		case 'info':
			return __('Information notice', 'woocommerce-payments');
		case 'error':
			return __('Error notice', 'woocommerce-payments');
		default:
			return __('Notice', 'woocommerce-payments');
	}
}

/** The host's visually hidden text, as it draws it. */
const VISUALLY_HIDDEN = {
	border: 0,
	clip: 'rect(1px, 1px, 1px, 1px)',
	clipPath: 'inset( 50% )',
	height: '1px',
	margin: '-1px',
	overflow: 'hidden',
	padding: 0,
	position: 'absolute',
	width: '1px',
	wordWrap: 'normal',
} as const;

/** WordPress's `close` icon (@wordpress/icons), so a notice does not load the whole icon library. */
const CLOSE_ICON = (
	<svg
		xmlns="http://www.w3.org/2000/svg"
		viewBox="0 0 24 24"
		width="24"
		height="24"
		aria-hidden="true"
		focusable="false"
	>
		<path d="m13.06 12 6.47-6.47-1.06-1.06L12 10.94 5.53 4.47 4.47 5.53 10.94 12l-6.47 6.47 1.06 1.06L12 13.06l6.47 6.47 1.06-1.06L13.06 12Z" />
	</svg>
);

/** Speaks the message when it appears or changes. */
function useSpokenMessage(message: ReactNode, politeness: 'polite' | 'assertive') {
	const text = typeof message === 'string' ? message : message ? renderToString(message) : '';
	useEffect(() => {
		if (text) {
			speak(text, politeness);
		}
	}, [text, politeness]);
}

/**
 * A notice.
 *
 * @example
 * <Notice status="error" isDismissible={ false }>{ __( 'Error retrieving payouts.', 'woocommerce-payments' ) }</Notice>
 */
export function Notice({
	className,
	status = 'info',
	children,
	spokenMessage = children,
	onRemove = noop,
	onDismiss = noop,
	isDismissible = true,
	actions = [],
	politeness = defaultPoliteness(status),
}: NoticeProps) {
	useSpokenMessage(spokenMessage, politeness);
	const classes = [className, 'components-notice', `is-${status}`, isDismissible ? 'is-dismissible' : '']
		.filter(Boolean)
		.join(' ');
	return (
		<div className={classes}>
			<div className="components-visually-hidden" style={VISUALLY_HIDDEN}>
				{statusLabel(status)}
			</div>
			<div className="components-notice__content">
				{children}
				<div className="components-notice__actions">
					{actions.map(
						(
							{
								className: actionClass,
								label,
								variant,
								noDefaultClasses = false,
								onClick,
								url,
							},
							i
						) => {
							const shown =
								variant !== 'primary' && !noDefaultClasses
									? url
										? 'link'
										: 'secondary'
									: variant;
							return (
								<Button
									key={i}
									__next40pxDefaultSize
									href={url}
									variant={shown}
									onClick={url ? undefined : onClick}
									className={['components-notice__action', actionClass]
										.filter(Boolean)
										.join(' ')}
								>
									{label}
								</Button>
							);
						}
					)}
				</div>
			</div>
			{isDismissible && (
				<Button
					size="small"
					className="components-notice__dismiss"
					icon={CLOSE_ICON}
					label={__('Close', 'woocommerce-payments')}
					onClick={() => {
						onDismiss();
						onRemove();
					}}
				/>
			)}
		</div>
	);
}
