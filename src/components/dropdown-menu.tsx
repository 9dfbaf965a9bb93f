/**
 * WordPress's `DropdownMenu` (an icon button that opens a menu), mounted just after the page's first paint:
 * its toggle is an icon button with a label, which the host draws with a tooltip and its state store, and
 * the menu machinery comes with it. Until then the toggle is drawn as it will look, inert and hidden from
 * assistive technology, so nothing moves; a frame later it is the real one.
 */
import type { ComponentProps } from 'react';
import { DropdownMenu as HostDropdownMenu, Icon } from '@wordpress/components';

import { AfterFirstPaint } from './after-first-paint';

type Props = ComponentProps<typeof HostDropdownMenu>;

/**
 * A dropdown menu, after the first paint.
 *
 * @example
 * <DropdownMenu icon={ moreVertical } label={ __( 'Task options', 'woocommerce-payments' ) } controls={ controls } />
 */
export function DropdownMenu(props: Props) {
	const { className, icon } = props;
	return (
		<AfterFirstPaint
			placeholder={
				<div
					className={['components-dropdown', 'components-dropdown-menu', className]
						.filter(Boolean)
						.join(' ')}
				>
					<button
						type="button"
						className="components-button components-dropdown-menu__toggle has-icon"
						tabIndex={-1}
						aria-hidden="true"
					>
						{icon ? <Icon icon={icon} /> : null}
					</button>
				</div>
			}
			render={() => <HostDropdownMenu {...props} />}
		/>
	);
}
