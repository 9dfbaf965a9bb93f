/**
 * The tax-details modal (spec 000 §5, §8) with the VAT calls mocked: title and steps, step 1's checkbox with
 * the country's label, the prefixed number field and its Continue rule, the server's message inline, a valid
 * number prefilling step 2, no number leaving step 2 empty, Confirm's rule, what is saved (trimmed), a failed
 * save's message inline, Back, and closing.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { TaxDetailsModal } from '../../../src/components/tax-details';
import { useVatActions } from '../../../src/data/vat';
import { setPageGlobals } from '../../support/page-globals';

jest.mock('../../../src/data/vat', () => ({
	...jest.requireActual('../../../src/data/vat'),
	useVatActions: jest.fn(),
}));

const validateVatNumber = jest.fn();
const saveVatDetails = jest.fn();

beforeEach(() => {
	jest.clearAllMocks();
	(useVatActions as jest.Mock).mockReturnValue({ validateVatNumber, saveVatDetails });
	setPageGlobals({
		wcpay: { accountStatus: { country: 'GR', hasSubmittedVatData: false } as never },
	});
});

function open(country?: string) {
	const onCompleted = jest.fn();
	const onRequestClose = jest.fn();
	render(<TaxDetailsModal country={country} onCompleted={onCompleted} onRequestClose={onRequestClose} />);
	return {
		onCompleted,
		onRequestClose,
		dialog: screen.getByRole('dialog', { name: 'Set your tax details' }),
	};
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });
const confirmButton = () => screen.getByRole('button', { name: 'Confirm' });

describe('step 1', () => {
	it('shows the steps and the checkbox with the account country label (from the page settings)', () => {
		const { dialog } = open();
		expect(
			within(dialog).getByRole('heading', { name: 'Step 1: Set your VAT Number' })
		).toBeInTheDocument();
		expect(
			within(dialog).getByRole('heading', { name: 'Step 2: Confirm your business details' })
		).toBeInTheDocument();
		expect(screen.getByRole('checkbox', { name: 'I have a valid VAT Number' })).not.toBeChecked();
		expect(screen.queryByRole('textbox')).toBeNull();
		expect(continueButton()).toBeEnabled();
	});

	it.each([
		['AU', 'I have a valid ABN'],
		['JP', 'I have a valid Corporate Number'],
		['NZ', 'I have a valid IRD Number'],
		['SG', 'I have a valid UEN or GST number'],
	])('%s: "%s"', (country, label) => {
		open(country);
		expect(screen.getByRole('checkbox', { name: label })).toBeInTheDocument();
	});

	it('checking the box shows the field with the prefix; Continue waits for more than the prefix', async () => {
		open();
		await userEvent.click(screen.getByRole('checkbox'));
		const field = screen.getByRole('textbox', { name: 'VAT Number' });
		expect(field).toHaveValue('EL ');
		expect(continueButton()).toBeDisabled();
		// Deleting the prefix puts it back.
		await userEvent.clear(field);
		expect(field).toHaveValue('EL ');
		await userEvent.type(field, '123456789');
		expect(field).toHaveValue('EL 123456789');
		expect(continueButton()).toBeEnabled();
	});

	it("an invalid number shows the server's message inline and stays on step 1", async () => {
		const message = 'The VAT Number "12" is not valid: a VAT Number has 8 to 12 digits.';
		validateVatNumber.mockResolvedValue({
			error: { code: 'wcpay_invalid_tax_number', message, data: { status: 400 } },
		});
		open();
		await userEvent.click(screen.getByRole('checkbox'));
		await userEvent.type(screen.getByRole('textbox'), '12');
		await userEvent.click(continueButton());
		expect(validateVatNumber).toHaveBeenCalledWith('12');
		expect(
			await screen.findByText(message, { selector: '.wcpay-tax-details__error *' })
		).toBeInTheDocument();
		expect(screen.queryByRole('textbox', { name: 'Business name' })).toBeNull();
	});

	it('a valid number prefills step 2 with the registered business', async () => {
		validateVatNumber.mockResolvedValue({
			data: { vat_number: 'EL123456789', name: 'Ada Ltd', address: '1 Main St\nAthens' },
		});
		open();
		await userEvent.click(screen.getByRole('checkbox'));
		await userEvent.type(screen.getByRole('textbox'), '123456789');
		await userEvent.click(continueButton());
		expect(await screen.findByRole('textbox', { name: 'Business name' })).toHaveValue('Ada Ltd');
		expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('1 Main St\nAthens');
		expect(screen.getByRole('textbox', { name: 'Business name' })).toHaveFocus();
	});

	it('without the box, Continue goes to step 2 with nothing checked and empty fields', async () => {
		open();
		await userEvent.click(continueButton());
		expect(validateVatNumber).not.toHaveBeenCalled();
		expect(screen.getByRole('textbox', { name: 'Business name' })).toHaveValue('');
		expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('');
		expect(confirmButton()).toBeDisabled();
	});
});

describe('step 2', () => {
	async function toStep2() {
		const result = open();
		await userEvent.click(continueButton());
		return result;
	}

	it('Confirm needs both fields non-blank; the saved values are trimmed and sent without a number', async () => {
		saveVatDetails.mockResolvedValue({
			data: { vat_number: null, name: 'Ada Ltd', address: '1 Main St' },
		});
		const { onCompleted } = await toStep2();
		await userEvent.type(screen.getByRole('textbox', { name: 'Business name' }), '   ');
		await userEvent.type(screen.getByRole('textbox', { name: 'Address' }), '1 Main St');
		expect(confirmButton()).toBeDisabled();
		await userEvent.type(screen.getByRole('textbox', { name: 'Business name' }), 'Ada Ltd ');
		expect(confirmButton()).toBeEnabled();
		await userEvent.click(confirmButton());
		expect(saveVatDetails).toHaveBeenCalledWith({
			vat_number: null,
			name: '   Ada Ltd ',
			address: '1 Main St',
		});
		expect(onCompleted).toHaveBeenCalledWith({ vat_number: null, name: 'Ada Ltd', address: '1 Main St' });
	});

	it('sends the validated number along', async () => {
		validateVatNumber.mockResolvedValue({ data: { vat_number: 'EL123456789', name: 'A', address: 'B' } });
		saveVatDetails.mockResolvedValue({ data: { vat_number: 'EL123456789', name: 'A', address: 'B' } });
		open();
		await userEvent.click(screen.getByRole('checkbox'));
		await userEvent.type(screen.getByRole('textbox'), '123456789');
		await userEvent.click(continueButton());
		await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
		expect(saveVatDetails).toHaveBeenCalledWith({ vat_number: '123456789', name: 'A', address: 'B' });
	});

	it("a failed save shows the server's message inline; nothing completes", async () => {
		saveVatDetails.mockResolvedValue({
			error: {
				code: 'rest_invalid_param',
				message: 'Invalid parameter(s): name',
				data: { status: 400 },
			},
		});
		const { onCompleted } = await toStep2();
		await userEvent.type(screen.getByRole('textbox', { name: 'Business name' }), 'A');
		await userEvent.type(screen.getByRole('textbox', { name: 'Address' }), 'B');
		await userEvent.click(confirmButton());
		expect(
			await screen.findByText('Invalid parameter(s): name', { selector: '.wcpay-tax-details__error *' })
		).toBeInTheDocument();
		expect(onCompleted).not.toHaveBeenCalled();
	});

	it('Back returns to step 1 with what was entered there', async () => {
		validateVatNumber.mockResolvedValue({ data: { vat_number: 'EL123456789', name: 'A', address: 'B' } });
		open();
		await userEvent.click(screen.getByRole('checkbox'));
		await userEvent.type(screen.getByRole('textbox'), '123456789');
		await userEvent.click(continueButton());
		await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
		expect(screen.getByRole('textbox', { name: 'VAT Number' })).toHaveValue('EL 123456789');
		expect(screen.queryByRole('textbox', { name: 'Business name' })).toBeNull();
	});
});

it('closing asks the caller to close', async () => {
	const { onRequestClose } = open();
	await userEvent.click(screen.getByRole('button', { name: 'Close' }));
	await waitFor(() => expect(onRequestClose).toHaveBeenCalled());
});
