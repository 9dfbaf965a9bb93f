import { useEffect } from '@wordpress/element';
import { getHistory } from '@woocommerce/navigation';
import { __ } from '@wordpress/i18n';

/** The catalogue's leave-page warning (spec 000 §8). */
export const UNSAVED_CHANGES_MESSAGE = (): string =>
	__(
		'There are unsaved changes on this page. Are you sure you want to leave and discard the unsaved changes?',
		'woocommerce-payments'
	);

/**
 * While `isDirty`, asks before the merchant leaves: the browser's prompt on reload, close or a link out,
 * and a confirm on in-app navigation.
 */
export function useUnsavedChangesGuard(isDirty: boolean, message: string = UNSAVED_CHANGES_MESSAGE()): void {
	useEffect(() => {
		if (!isDirty) {
			return undefined;
		}
		const onBeforeUnload = (event: BeforeUnloadEvent) => {
			event.preventDefault();
			// Older browsers read returnValue.
			event.returnValue = message;
			return message;
		};
		window.addEventListener('beforeunload', onBeforeUnload);
		const unblock = getHistory().block((transition: { retry: () => void }) => {
			if (window.confirm(message)) {
				unblock();
				transition.retry();
			}
		});
		return () => {
			window.removeEventListener('beforeunload', onBeforeUnload);
			unblock();
		};
	}, [isDirty, message]);
}
