import { registerAccountRoutes } from './accounts';
import { registerAuthorizationRoutes } from './authorizations';
import { registerDepositRoutes } from './deposits';
import { registerDisputeRoutes } from './disputes';
import { registerDisputeDetailsRoutes } from './dispute-details';
import { registerDocumentRoutes } from './documents';
import { registerFileRoutes } from './files';
import { registerExportRoutes } from './exports';
import { registerFeedbackRoutes } from './feedback';
import { registerLoanRoutes } from './loans';
import { registerMultiCurrencyRoutes } from './multi-currency';
import { registerNoteRoutes } from './notes';
import { registerTransactionRoutes } from './transactions';
import { registerOptionRoutes } from './options';
import { registerOverviewRoutes } from './overview';
import { registerOnboardingRoutes } from './onboarding';
import { registerPaymentDetailsRoutes } from './payment-details';
import { registerReaderRoutes } from './readers';
import { registerRefundRoutes } from './refunds';
import { RestRouter } from './router';
import { registerSettingsRoutes } from './settings';
import { registerUserRoutes } from './users';
import { registerVatRoutes } from './vat';

/** Every REST route of the mock. Later features add their `register…Routes(router)` here. */
export function buildRestRouter(): RestRouter {
	const router = new RestRouter();
	registerSettingsRoutes(router);
	registerAccountRoutes(router);
	registerUserRoutes(router);
	registerOptionRoutes(router);
	registerOnboardingRoutes(router);
	registerDepositRoutes(router);
	registerTransactionRoutes(router);
	registerAuthorizationRoutes(router);
	registerDisputeRoutes(router);
	// After the list routes: /disputes/summary and /disputes/download are not dispute ids.
	registerDisputeDetailsRoutes(router);
	registerFileRoutes(router);
	registerNoteRoutes(router);
	registerExportRoutes(router);
	registerOverviewRoutes(router);
	registerLoanRoutes(router);
	registerFeedbackRoutes(router);
	registerPaymentDetailsRoutes(router);
	registerRefundRoutes(router);
	registerReaderRoutes(router);
	// /documents/summary is registered before the /documents/{id} pattern (routes/documents.ts).
	registerDocumentRoutes(router);
	registerVatRoutes(router);
	registerMultiCurrencyRoutes(router);
	return router;
}
