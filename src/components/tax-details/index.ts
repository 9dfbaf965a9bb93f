/** The tax-details (VAT) modal and its rules (spec 000 §5), shared by the pages that download tax documents. */
export { TaxDetailsModal, accountCountry, type TaxDetailsModalProps } from './tax-details-modal';
export * from './rules';
