import { act, fireEvent, render, screen, within } from '@testing-library/react';

import { PaymentMethodLogos, paymentMethodLogos, visibleLogoCount } from '../../../src/pages/connect/logos';

function setWidth(width: number) {
	Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
	window.dispatchEvent(new Event('resize'));
}

describe('payment-method logos (spec 000 §9)', () => {
	afterEach(() => Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 }));

	it('20 logos with the wallet, 19 without, from the spec set', () => {
		const withWallet = paymentMethodLogos(true).map((l) => l.id);
		expect(withWallet).toHaveLength(20);
		expect(withWallet).toContain('woopay');
		expect(withWallet.slice(0, 4)).toEqual(['visa', 'mastercard', 'amex', 'discover']);
		const without = paymentMethodLogos(false).map((l) => l.id);
		expect(without).toHaveLength(19);
		expect(without).not.toContain('woopay');
	});

	it('10 by default, 7 up to 768 px, 5 up to 480 px', () => {
		expect(visibleLogoCount(1280)).toBe(10);
		expect(visibleLogoCount(769)).toBe(10);
		expect(visibleLogoCount(768)).toBe(7);
		expect(visibleLogoCount(481)).toBe(7);
		expect(visibleLogoCount(480)).toBe(5);
	});

	it('shows the rest behind "+N" in a popover that hides 300 ms after the pointer leaves', () => {
		jest.useFakeTimers();
		try {
			setWidth(1280);
			render(<PaymentMethodLogos includeWallet />);
			const list = screen.getByRole('list', { name: 'Payment methods' });
			expect(within(list).getAllByRole('img')).toHaveLength(10);
			const more = screen.getByRole('button', { name: '+10 more payment methods' });
			expect(more).toHaveAttribute('aria-expanded', 'false');

			fireEvent.click(more);
			expect(more).toHaveAttribute('aria-expanded', 'true');
			const popover = screen.getByRole('list', { name: 'More payment methods' });
			expect(within(popover).getAllByRole('img')).toHaveLength(10);
			expect(within(popover).getByRole('img', { name: 'iDEAL' })).toBeInTheDocument();

			fireEvent.mouseLeave(more);
			act(() => {
				jest.advanceTimersByTime(299);
			});
			expect(screen.getByRole('list', { name: 'More payment methods' })).toBeInTheDocument();
			act(() => {
				jest.advanceTimersByTime(1);
			});
			expect(screen.queryByRole('list', { name: 'More payment methods' })).not.toBeInTheDocument();

			fireEvent.mouseEnter(more);
			expect(screen.getByRole('list', { name: 'More payment methods' })).toBeInTheDocument();
			fireEvent.keyDown(more, { key: 'Escape' });
			expect(screen.queryByRole('list', { name: 'More payment methods' })).not.toBeInTheDocument();
		} finally {
			jest.useRealTimers();
		}
	});

	it('follows the viewport width', () => {
		setWidth(700);
		render(<PaymentMethodLogos includeWallet={false} />);
		expect(
			within(screen.getByRole('list', { name: 'Payment methods' })).getAllByRole('img')
		).toHaveLength(7);
		expect(screen.getByRole('button', { name: /^\+12/ })).toBeInTheDocument();
		act(() => setWidth(400));
		expect(
			within(screen.getByRole('list', { name: 'Payment methods' })).getAllByRole('img')
		).toHaveLength(5);
		expect(screen.getByRole('button', { name: /^\+14/ })).toBeInTheDocument();
	});
});
