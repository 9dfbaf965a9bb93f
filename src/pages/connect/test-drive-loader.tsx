import { useEffect, useRef } from 'react';
import { createPortal } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { WooPaymentsLogo } from '../../components/woopayments-logo';

/**
 * The full-screen preloader of the sandbox test drive (spec 000 §2): "Finishing payments setup" with a real
 * progress bar. It covers the admin screen and takes focus, so assistive technology follows it. While the
 * account's status cannot be read (`statusUnknown`), it says so; the polling goes on by itself.
 */
export function TestDriveLoader({
	progress,
	statusUnknown = false,
}: {
	progress: number;
	statusUnknown?: boolean;
}) {
	const ref = useRef<HTMLDivElement>(null);
	const value = Math.max(0, Math.min(100, Math.round(progress)));
	useEffect(() => {
		ref.current?.focus();
		document.body.classList.add('wcpay-test-drive-open');
		// Everything behind the preloader is out of reach while it shows.
		const behind = ['wpwrap', 'wpadminbar']
			.map((id) => document.getElementById(id))
			.filter((el): el is HTMLElement => el !== null);
		behind.forEach((el) => el.setAttribute('inert', ''));
		return () => {
			document.body.classList.remove('wcpay-test-drive-open');
			behind.forEach((el) => el.removeAttribute('inert'));
		};
	}, []);
	return createPortal(
		<div
			ref={ref}
			className="wcpay-test-drive"
			role="dialog"
			aria-modal="true"
			aria-labelledby="wcpay-test-drive-title"
			aria-describedby="wcpay-test-drive-text"
			tabIndex={-1}
		>
			<div className="wcpay-test-drive__content">
				<WooPaymentsLogo height={32} />
				<h2 id="wcpay-test-drive-title" className="wcpay-test-drive__title">
					{__('Finishing payments setup', 'woocommerce-payments')}
				</h2>
				<div
					className="wcpay-test-drive__bar"
					role="progressbar"
					aria-labelledby="wcpay-test-drive-title"
					aria-valuemin={0}
					aria-valuemax={100}
					aria-valuenow={value}
					aria-valuetext={`${value}%`}
				>
					<div className="wcpay-test-drive__fill" style={{ width: `${value}%` }} />
				</div>
				<p id="wcpay-test-drive-text" className="wcpay-test-drive__text">
					{__(
						"In just a few moments, you'll be ready to test payments on your store.",
						'woocommerce-payments'
					)}
				</p>
				<p className="wcpay-test-drive__status" role="status">
					{statusUnknown &&
						__('Your account status could not be checked. Trying again…', 'woocommerce-payments')}
				</p>
			</div>
		</div>,
		document.body
	);
}
