/**
 * The product's explanatory tooltip (spec 000 §9): shown while the pointer is over its trigger or the
 * trigger has focus, hidden 600 ms after the pointer leaves (so the pointer can travel into the bubble to
 * read or select its text), at most 250 px wide, repositioned 150 ms after the page scrolls or resizes, and
 * closed by Escape. The bubble is `role="tooltip"` and describes its trigger (`aria-describedby`). Icon-only
 * buttons keep the host's own button tooltip, which waits 700 ms before showing (BUTTON_TOOLTIP_DELAY_MS).
 */
import {
	cloneElement,
	createPortal,
	useCallback,
	useEffect,
	useId,
	useLayoutEffect,
	useRef,
	useState,
} from '@wordpress/element';
import type { ReactElement, ReactNode } from 'react';

import './tooltip.scss';

/** How long a tooltip stays after the pointer leaves (spec 000 §9). */
export const TOOLTIP_HIDE_DELAY_MS = 600;
/** A tooltip's widest extent (spec 000 §9). */
export const TOOLTIP_MAX_WIDTH_PX = 250;
/** How long after a scroll or resize a shown tooltip moves to its trigger again (spec 000 §9). */
export const TOOLTIP_REPOSITION_DEBOUNCE_MS = 150;
/** The delay before an icon button's tooltip shows (spec 000 §9; the host button's own default). */
export const BUTTON_TOOLTIP_DELAY_MS = 700;

/** Gap between the trigger and the bubble, and between the bubble and the viewport's edges. */
const GAP_PX = 8;

interface Position {
	top: number;
	left: number;
}

/** Where the bubble goes: centred below the trigger, kept inside the viewport horizontally. */
export function tooltipPosition(
	trigger: Pick<DOMRect, 'left' | 'bottom' | 'width'>,
	bubbleWidth: number,
	viewportWidth: number,
	scroll: { x: number; y: number }
): Position {
	const centred = trigger.left + trigger.width / 2 - bubbleWidth / 2;
	const maxLeft = Math.max(GAP_PX, viewportWidth - bubbleWidth - GAP_PX);
	return {
		top: trigger.bottom + GAP_PX + scroll.y,
		left: Math.min(Math.max(centred, GAP_PX), maxLeft) + scroll.x,
	};
}

export interface TooltipProps {
	/** What the tooltip says. */
	content: ReactNode;
	/** The trigger: one focusable element (a button or link). */
	children: ReactElement;
}

/** A tooltip on its trigger; see the file comment for its timings. */
export function Tooltip({ content, children }: TooltipProps) {
	const id = `wcpay-tooltip-${useId().replace(/:/g, '')}`;
	const [open, setOpen] = useState(false);
	const [position, setPosition] = useState<Position | null>(null);
	const anchorRef = useRef<HTMLSpanElement>(null);
	const bubbleRef = useRef<HTMLDivElement>(null);
	const hideTimer = useRef<ReturnType<typeof setTimeout>>();

	const cancelHide = useCallback(() => {
		if (hideTimer.current) {
			clearTimeout(hideTimer.current);
			hideTimer.current = undefined;
		}
	}, []);
	const show = useCallback(() => {
		cancelHide();
		setOpen(true);
	}, [cancelHide]);
	const hideLater = useCallback(() => {
		cancelHide();
		hideTimer.current = setTimeout(() => setOpen(false), TOOLTIP_HIDE_DELAY_MS);
	}, [cancelHide]);
	const hideNow = useCallback(() => {
		cancelHide();
		setOpen(false);
	}, [cancelHide]);

	const place = useCallback(() => {
		const anchor = anchorRef.current;
		const bubble = bubbleRef.current;
		if (!anchor || !bubble) {
			return;
		}
		setPosition(
			tooltipPosition(
				anchor.getBoundingClientRect(),
				bubble.offsetWidth || TOOLTIP_MAX_WIDTH_PX,
				document.documentElement.clientWidth || window.innerWidth,
				{ x: window.scrollX, y: window.scrollY }
			)
		);
	}, []);

	useLayoutEffect(() => {
		if (open) {
			place();
		} else {
			setPosition(null);
		}
	}, [open, place]);

	useEffect(() => {
		if (!open) {
			return undefined;
		}
		let timer: ReturnType<typeof setTimeout> | undefined;
		const onMove = () => {
			clearTimeout(timer);
			timer = setTimeout(place, TOOLTIP_REPOSITION_DEBOUNCE_MS);
		};
		const onKey = (event: KeyboardEvent) => {
			if (event.key === 'Escape') {
				hideNow();
			}
		};
		window.addEventListener('scroll', onMove, true);
		window.addEventListener('resize', onMove);
		document.addEventListener('keydown', onKey);
		return () => {
			clearTimeout(timer);
			window.removeEventListener('scroll', onMove, true);
			window.removeEventListener('resize', onMove);
			document.removeEventListener('keydown', onKey);
		};
	}, [open, place, hideNow]);

	useEffect(() => cancelHide, [cancelHide]);

	return (
		<span
			ref={anchorRef}
			className="wcpay-tooltip__anchor"
			onMouseEnter={show}
			onMouseLeave={hideLater}
			onFocus={show}
			onBlur={hideNow}
		>
			{cloneElement(children, { 'aria-describedby': open ? id : undefined })}
			{open &&
				createPortal(
					<div
						ref={bubbleRef}
						id={id}
						role="tooltip"
						className="wcpay-tooltip"
						style={{
							maxWidth: TOOLTIP_MAX_WIDTH_PX,
							top: position?.top ?? 0,
							left: position?.left ?? 0,
							visibility: position ? 'visible' : 'hidden',
						}}
						onMouseEnter={show}
						onMouseLeave={hideLater}
					>
						{content}
					</div>,
					document.body
				)}
		</span>
	);
}
