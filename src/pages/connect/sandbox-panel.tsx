/**
 * The connect page's "I'm setting up a store for someone else" panel (spec 000 §2): a collapsed panel whose
 * button starts the sandbox test drive.
 */
import { Panel, PanelBody } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { Button } from '../../components/button';

export function SandboxPanel({
	isRunning,
	disabled,
	onStart,
}: {
	isRunning: boolean;
	disabled: boolean;
	onStart: () => void;
}) {
	return (
		<Panel className="wcpay-connect__sandbox">
			<PanelBody
				title={__("I'm setting up a store for someone else", 'woocommerce-payments')}
				initialOpen={false}
			>
				<p>
					{__(
						'This option will set up a WooPayments test account using test data. When you’re ready to launch your store, switching to live payments is easy.',
						'woocommerce-payments'
					)}
				</p>
				<Button
					variant="secondary"
					isBusy={isRunning}
					disabled={isRunning || disabled}
					accessibleWhenDisabled
					onClick={onStart}
				>
					{__('Enable sandbox mode', 'woocommerce-payments')}
				</Button>
			</PanelBody>
		</Panel>
	);
}
