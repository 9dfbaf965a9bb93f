/**
 * Mounts a heavy, secondary part of a page (the list pages' filter bar: its date and advanced filters
 * evaluate the host's date-picker libraries, tens of milliseconds on first use; a table's column picker)
 * just after the page's first paint, so the data shows first. Until then a placeholder keeps the part's
 * usual size, so nothing moves under the merchant. Once one has mounted in this page load, the libraries are in and later ones
 * mount at once.
 *
 * The part comes as a function, not as children: creating an element reads the component's binding, and
 * the host evaluates a `wc.components` export's module on its first read. As children, the libraries would
 * be evaluated by the parent's render, before the first paint, and only the mounting deferred.
 */
import { useEffect, useState, type ReactNode } from 'react';

let mountedOnce = false;

/** Forget that a part has mounted, as in a new page load (for tests of first renders). */
export function resetAfterFirstPaint(): void {
	mountedOnce = false;
}

/**
 * Renders what `render` returns after the first paint (at once after the first time).
 *
 * @example
 * <AfterFirstPaint minHeight={ 94 } render={ () => <ReportFilters { ...props } /> } />
 */
export function AfterFirstPaint({
	render,
	minHeight,
	minWidth,
	className,
	placeholder,
}: {
	render: () => ReactNode;
	minHeight?: number;
	/** The placeholder's width, where the part sits in a row. */
	minWidth?: number;
	/** The placeholder's class, beside `wcpay-after-first-paint` (to lay it out as the part will be). */
	className?: string;
	/** What shows until then instead of an empty box of that size: the part's look, inert. */
	placeholder?: ReactNode;
}) {
	const [ready, setReady] = useState(mountedOnce);
	useEffect(() => {
		if (ready) {
			return undefined;
		}
		let timer: ReturnType<typeof setTimeout> | undefined;
		// The frame is painted after requestAnimationFrame's callbacks: a task queued from one runs after it.
		const frame = requestAnimationFrame(() => {
			timer = setTimeout(() => {
				mountedOnce = true;
				setReady(true);
			}, 0);
		});
		return () => {
			cancelAnimationFrame(frame);
			clearTimeout(timer);
		};
	}, [ready]);
	if (ready) {
		return <>{render()}</>;
	}
	if (placeholder !== undefined) {
		return <>{placeholder}</>;
	}
	return (
		<div
			className={className ? `wcpay-after-first-paint ${className}` : 'wcpay-after-first-paint'}
			style={{ minHeight, minWidth }}
		/>
	);
}
