/**
 * The Fraud protection section of the payment settings: the protection level in words and the link to the
 * fraud protection page.
 */
import { screen } from '@testing-library/react';

import { FraudSection } from '../../../src/pages/payment-settings/sections';
import { setPageGlobals } from '../../support/page-globals';
import { renderSection } from './fixtures';

beforeEach(() => setPageGlobals());

describe('fraud protection section', () => {
	it('says basic protection is on and links to the fraud protection page', () => {
		renderSection(FraudSection);
		expect(screen.getByRole('heading', { level: 2, name: 'Fraud protection' })).toBeInTheDocument();
		expect(screen.getByText('Filters that screen orders before a payment is taken.')).toBeInTheDocument();
		expect(
			screen.getByText('Basic protection is on: our default filters screen every order.')
		).toBeInTheDocument();
		expect(screen.getByRole('link', { name: 'Configure fraud protection' })).toHaveAttribute(
			'href',
			'/wp-admin/admin.php?page=wc-admin&path=%2Fpayments%2Ffraud-protection'
		);
	});

	it('says advanced protection is on at the advanced level', () => {
		renderSection(FraudSection, { current_protection_level: 'advanced' });
		expect(
			screen.getByText('Advanced protection is on: your own risk filters screen every order.')
		).toBeInTheDocument();
		expect(screen.queryByText(/Basic protection is on/)).not.toBeInTheDocument();
	});

	it('edits nothing: no form controls', () => {
		const { update } = renderSection(FraudSection);
		expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
		expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
		expect(update).not.toHaveBeenCalled();
	});
});
