import { Component, type ReactNode } from 'react';
import { __ } from '@wordpress/i18n';
import { Notice } from '../components/notice';

interface Props {
	children: ReactNode;
	/** When this changes (another page), the boundary tries again. */
	resetKey?: string;
}

interface State {
	failed: boolean;
	resetKey?: string;
}

/** Catches a page's render error and shows the catalogue message instead of a blank screen. */
export class ErrorBoundary extends Component<Props, State> {
	override state: State = { failed: false, resetKey: this.props.resetKey };

	static getDerivedStateFromError(): Partial<State> {
		return { failed: true };
	}

	static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
		if (props.resetKey !== state.resetKey) {
			return { failed: false, resetKey: props.resetKey };
		}
		return null;
	}

	override componentDidCatch(error: unknown): void {
		// Keep the cause for whoever opens the console; the merchant sees the catalogue text.

		console.error(error);
	}

	override render() {
		if (this.state.failed) {
			return (
				<Notice status="error" isDismissible={false}>
					{__(
						'There was an error rendering this view. Please contact support for assistance if the problem persists.',
						'woocommerce-payments'
					)}
				</Notice>
			);
		}
		return this.props.children;
	}
}
