/**
 * The sections of the payment settings page, one module each; what they share lives in `./shared`.
 */
export type { SectionProps } from './shared';
export { GeneralSection } from './general';
export { PaymentMethodsSection } from './payment-methods';
export { ExpressCheckoutSection } from './express-checkout';
export { TransactionsSection } from './transactions';
export { PayoutsSection } from './payouts';
export { FraudSection } from './fraud';
export { AdvancedSection } from './advanced';
