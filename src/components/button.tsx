/**
 * WordPress's `Button` (@wordpress/components), drawn as the plain `<button>` or `<a>` it renders, with the
 * same class names (so WordPress's stylesheet draws it), props and behaviour (variants, sizes, icon, busy,
 * `accessibleWhenDisabled`, an anchor when given `href`). The host's component wraps every button in a
 * tooltip, and the tooltip sets up its own state store even when it has nothing to show: a page of buttons
 * paid for it in its first render. Here a button that would show a tooltip (an icon button with a label,
 * a shortcut or `showTooltip`) is the host's own once the page has painted (drawn plain until then, the same
 * element), and one that carries a `description` is always the host's, so nothing a merchant sees or hears
 * changes.
 */
import type { ComponentProps, ForwardedRef, MouseEvent, ReactNode } from 'react';
import { forwardRef } from 'react';
import { Button as HostButton, Icon } from '@wordpress/components';

import { AfterFirstPaint } from './after-first-paint';

export type ButtonProps = ComponentProps<typeof HostButton>;

/** Whether the host's button would show a tooltip (its own rule). */
function wouldShowTooltip(props: ButtonProps): boolean {
	const { disabled, accessibleWhenDisabled, showTooltip, label, shortcut, children } =
		props as ButtonProps & {
			children?: ReactNode;
		};
	if (disabled && !accessibleWhenDisabled) {
		return false;
	}
	const childCount = typeof children === 'string' || Array.isArray(children) ? children.length : 0;
	return (
		(Boolean(showTooltip) && Boolean(label)) ||
		Boolean(shortcut) ||
		(Boolean(label) && !childCount && showTooltip !== false)
	);
}

const PRESSED = [true, 'true', 'mixed'];

const blockEvent = (event: MouseEvent) => {
	event.stopPropagation();
	event.preventDefault();
};

function PlainButton(props: ButtonProps, ref: ForwardedRef<HTMLButtonElement | HTMLAnchorElement>) {
	const {
		__next40pxDefaultSize,
		accessibleWhenDisabled,
		isBusy,
		isDestructive,
		className,
		disabled,
		icon,
		iconPosition = 'left',
		iconSize,
		showTooltip: _showTooltip,
		tooltipPosition: _tooltipPosition,
		shortcut: _shortcut,
		label,
		children,
		size = 'default',
		text,
		variant,
		description: _description,
		...rest
	} = props as ButtonProps & { children?: ReactNode; description?: string };
	const {
		href,
		target,
		'aria-checked': ariaChecked,
		'aria-pressed': ariaPressed,
		'aria-selected': ariaSelected,
		...additional
	} = rest as Record<string, unknown> & {
		href?: string;
		target?: string;
		'aria-checked'?: boolean | 'true' | 'false' | 'mixed';
		'aria-pressed'?: boolean | 'true' | 'false' | 'mixed';
		'aria-selected'?: boolean | 'true' | 'false';
		'aria-label'?: string;
	};
	const hasChildren =
		(typeof children === 'string' && Boolean(children)) ||
		(Array.isArray(children) && children[0] !== undefined && children[0] !== null);
	const classes = [
		'components-button',
		className,
		__next40pxDefaultSize && 'is-next-40px-default-size',
		variant === 'secondary' && 'is-secondary',
		variant === 'primary' && 'is-primary',
		size === 'small' && 'is-small',
		size === 'compact' && 'is-compact',
		variant === 'tertiary' && 'is-tertiary',
		PRESSED.includes(ariaPressed as never) && 'is-pressed',
		ariaPressed === 'mixed' && 'is-pressed-mixed',
		isBusy && 'is-busy',
		variant === 'link' && 'is-link',
		isDestructive && 'is-destructive',
		Boolean(icon) && (hasChildren || Boolean(text)) && 'has-text',
		Boolean(icon) && 'has-icon',
	]
		.filter(Boolean)
		.join(' ');
	const trulyDisabled = Boolean(disabled) && !accessibleWhenDisabled;
	const blocked = Boolean(disabled) && Boolean(accessibleWhenDisabled);
	const content = (
		<>
			{icon && iconPosition === 'left' && <Icon icon={icon} size={iconSize} />}
			{text}
			{children}
			{icon && iconPosition === 'right' && <Icon icon={icon} size={iconSize} />}
		</>
	);
	const common = {
		className: classes,
		'aria-label': (additional['aria-label'] as string | undefined) || label,
		...(blocked ? { 'aria-disabled': true, onMouseDown: blockEvent, onClick: blockEvent } : {}),
	};
	if (href !== undefined && !disabled) {
		return (
			<a
				href={href}
				target={target}
				{...additional}
				{...common}
				ref={ref as ForwardedRef<HTMLAnchorElement>}
			>
				{content}
			</a>
		);
	}
	return (
		<button
			type="button"
			disabled={trulyDisabled}
			aria-checked={ariaChecked}
			aria-pressed={ariaPressed}
			aria-selected={ariaSelected}
			{...additional}
			{...common}
			ref={ref as ForwardedRef<HTMLButtonElement>}
		>
			{content}
		</button>
	);
}

const Plain = forwardRef(PlainButton);

function ButtonWithRef(props: ButtonProps, ref: ForwardedRef<HTMLButtonElement | HTMLAnchorElement>) {
	if ((props as { description?: string }).description) {
		return <HostButton {...props} ref={ref as never} />;
	}
	if (wouldShowTooltip(props)) {
		// The tooltip is needed once the merchant can point at the button: in a page's first render the
		// button is drawn plain, and the host's own replaces it just after the first paint.
		return (
			<AfterFirstPaint
				placeholder={<Plain {...props} ref={ref} />}
				render={() => <HostButton {...props} ref={ref as never} />}
			/>
		);
	}
	return <Plain {...props} ref={ref} />;
}

/**
 * A button, as WordPress draws it.
 *
 * @example
 * <Button variant="primary" isBusy={ saving } onClick={ save }>{ __( 'Save changes', 'woocommerce-payments' ) }</Button>
 */
export const Button = forwardRef(ButtonWithRef);
