/**
 * The evidence screen page (spec 002 §2.4, §8) with the data layer mocked: the variant chosen by
 * `isNewEvidenceSubmissionFormEnabled`, the load failure of each variant, the collapsible summary, and the
 * route's reads.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import * as data from '../../../src/data/dispute-details';
import DisputeEvidencePage from '../../../src/pages/dispute-evidence';
import { disputeEvidenceRouteReads } from '../../../src/pages/dispute-evidence/reads';
import { useAdminQuery } from '../../../src/app/use-location';
import { findRoute } from '../../../src/routes';
import { setPageGlobals } from '../../support/page-globals';
import { makeDispute } from './fixtures';
import { clearNotices, mockSave } from './helpers';

jest.mock('../../../src/data/dispute-details', () => ({
	...jest.requireActual('../../../src/data/dispute-details/types'),
	filePreviewUrl: jest.requireActual('../../../src/data/dispute-details/files').filePreviewUrl,
	isPreviewableFile: jest.requireActual('../../../src/data/dispute-details/files').isPreviewableFile,
	...jest.requireActual('../../../src/data/dispute-details/query'),
	useDispute: jest.fn(),
	useDisputeActions: jest.fn(),
	useFileDetails: jest.fn(),
	uploadEvidenceFile: jest.fn(),
	downloadEvidenceFile: jest.fn(),
}));
jest.mock('../../../src/data/settings', () => ({
	...jest.requireActual('../../../src/data/settings/query'),
	useSettings: () => ({ settings: null, isLoading: false, loadError: null }),
}));
jest.mock('../../../src/app/use-location', () => ({ useAdminQuery: jest.fn() }));

const useDispute = data.useDispute as jest.Mock;
const notFound = {
	code: 'wcpay_dispute_not_found',
	message: 'The dispute was not found.',
	data: { status: 404 },
};

beforeEach(() => {
	setPageGlobals();
	clearNotices();
	jest.clearAllMocks();
	(useAdminQuery as jest.Mock).mockReturnValue({
		page: 'wc-admin',
		path: '/payments/disputes/challenge',
		id: 'dp_test1',
	});
	mockSave();
});

describe('evidence page', () => {
	it('old variant: the summary and the form', async () => {
		useDispute.mockReturnValue({ data: makeDispute(), isLoading: false });
		render(<DisputeEvidencePage />);
		expect(useDispute).toHaveBeenCalledWith('dp_test1');
		expect(screen.getByRole('button', { name: 'Submit evidence' })).toBeInTheDocument();
		const summary = document.querySelector('.wcpay-evidence-summary') as HTMLElement;
		expect(summary).toHaveTextContent('Dispute amount$45.99');
		expect(summary).toHaveTextContent('Disputed onMar 1, 2026');
		expect(summary).toHaveTextContent('ReasonProduct not received');
		expect(summary).toHaveTextContent('Respond byMar 20, 2099');
		expect(screen.getByRole('link', { name: '#1042' })).toHaveAttribute(
			'href',
			'https://store.example/wp-admin/post.php?post=1042&action=edit'
		);
		expect(screen.getByRole('button', { name: 'Learn more' })).toBeInTheDocument();

		const toggle = screen.getByRole('button', { name: 'Dispute details' });
		expect(toggle).toHaveAttribute('aria-expanded', 'true');
		await userEvent.click(toggle);
		expect(toggle).toHaveAttribute('aria-expanded', 'false');
		expect(document.getElementById('wcpay-evidence-summary-details')).not.toBeVisible();
	});

	it('new variant behind the flag', () => {
		setPageGlobals({ wcpay: { featureFlags: { isNewEvidenceSubmissionFormEnabled: true } } });
		useDispute.mockReturnValue({ data: makeDispute(), isLoading: false });
		render(<DisputeEvidencePage />);
		expect(screen.getByRole('navigation', { name: 'Challenge dispute steps' })).toBeInTheDocument();
		expect(screen.queryByRole('button', { name: 'Submit evidence' })).toBeNull();
	});

	it('marks a past-due dispute', () => {
		useDispute.mockReturnValue({
			data: makeDispute({ evidence_details: { due_by: '2020-01-01 00:00:00', has_evidence: false } }),
			isLoading: false,
		});
		render(<DisputeEvidencePage />);
		expect(document.querySelector('.wcpay-evidence-summary')).toHaveTextContent('(Past due)');
	});

	it('a dispute that needs no response is never past due', () => {
		for (const status of [
			'under_review',
			'won',
			'lost',
			'warning_under_review',
			'warning_closed',
		] as const) {
			useDispute.mockReturnValue({
				data: makeDispute({
					status,
					evidence_details: { due_by: '2020-01-01 00:00:00', has_evidence: true },
				}),
				isLoading: false,
			});
			const { unmount } = render(<DisputeEvidencePage />);
			expect(document.querySelector('.wcpay-evidence-summary')).not.toHaveTextContent('Past due');
			expect(document.querySelector('.wcpay-evidence-summary')).toHaveTextContent(
				'Respond byDec 31, 2019'
			);
			unmount();
		}
	});

	it('old variant load failure: Dispute not loaded', () => {
		useDispute.mockReturnValue({ data: undefined, isLoading: false, error: notFound });
		render(<DisputeEvidencePage />);
		expect(document.querySelector('.wcpay-evidence-load-error')).toHaveTextContent('Dispute not loaded');
	});

	it('new variant load failure: an error notice with the error text', () => {
		setPageGlobals({ wcpay: { featureFlags: { isNewEvidenceSubmissionFormEnabled: true } } });
		useDispute.mockReturnValue({ data: undefined, isLoading: false, error: notFound });
		render(<DisputeEvidencePage />);
		expect(document.querySelector('.wcpay-evidence-load-error')).toHaveTextContent(
			'The dispute was not found.'
		);
	});

	it('hostile names render as text', () => {
		const hostile = '<img src=x onerror=alert(1)>';
		useDispute.mockReturnValue({
			data: makeDispute({ evidence: { customer_name: hostile } }),
			isLoading: false,
		});
		render(<DisputeEvidencePage />);
		expect(document.querySelector('img[src="x"]')).toBeNull();
	});
});

describe('route', () => {
	it('is built and reads the dispute (critical), plus the settings for the new flow', async () => {
		const route = findRoute('/payments/disputes/challenge');
		expect(route?.load).toBeDefined();
		expect(route?.reads).toBeDefined();
		const of = await route!.reads!();
		expect(of).toBe(disputeEvidenceRouteReads);
		expect(disputeEvidenceRouteReads({ id: 'dp_1' }).map((r) => [r.store, r.path, r.critical])).toEqual([
			['wcpay/dispute-details', '/wc/v3/payments/disputes/dp_1', true],
		]);
		setPageGlobals({ wcpay: { featureFlags: { isNewEvidenceSubmissionFormEnabled: true } } });
		expect(disputeEvidenceRouteReads({ id: 'dp_1' }).map((r) => r.path)).toEqual([
			'/wc/v3/payments/disputes/dp_1',
			'/wc/v3/payments/settings',
		]);
		expect(disputeEvidenceRouteReads({ id: 'dp_1/../x' })).toEqual([]);
		expect(disputeEvidenceRouteReads({})).toEqual([]);
	});
});
