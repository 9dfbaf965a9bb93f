/** The tax-details (VAT) domain (spec 000 §3, §5, §7): store, hooks, paths, the tax-number rules and shapes. */
export * from './types';
export { STORE_NAME } from './name';
export { store, vatDetailsBody, type VatResult } from './store';
export { VAT_PATH, vatValidationPath } from './query';
export { taxIdKind, taxIdPrefix, type TaxIdKind } from './tax-id';
export * from './hooks';
