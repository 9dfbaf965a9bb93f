/**
 * The admin query hook: follows the app's history, including a change a child makes in its mount effect
 * (child effects run before the parent's subscription).
 */
import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { getHistory, getNewPath } from '@woocommerce/navigation';

import { useAdminQuery } from '../../../src/app/use-location';

function RedirectOnMount() {
	useEffect(() => {
		getHistory().replace(getNewPath({ id: 'pi_2' }, '/payments/transactions/details', {}));
	}, []);
	return null;
}

function Shows({ redirect }: { redirect?: boolean }) {
	const query = useAdminQuery();
	return (
		<>
			<p>{`${query.path} ${query.id}`}</p>
			{redirect && query.path === '/payments/disputes/details' ? <RedirectOnMount /> : null}
		</>
	);
}

beforeEach(() => {
	getHistory().replace(getNewPath({ id: 'dp_1' }, '/payments/disputes/details', {}));
});

describe('useAdminQuery', () => {
	it('follows history changes after mount', async () => {
		render(<Shows />);
		expect(screen.getByText('/payments/disputes/details dp_1')).toBeTruthy();
		await act(async () => {
			getHistory().push(getNewPath({ id: 'po_9' }, '/payments/payouts/details', {}));
		});
		expect(screen.getByText('/payments/payouts/details po_9')).toBeTruthy();
	});

	it("catches a replace made by a child's mount effect, before the hook subscribed", async () => {
		render(<Shows redirect />);
		expect(await screen.findByText('/payments/transactions/details pi_2')).toBeTruthy();
	});
});
