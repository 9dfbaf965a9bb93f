import { registerAccountRoutes } from './accounts';
import { registerOptionRoutes } from './options';
import { RestRouter } from './router';
import { registerSettingsRoutes } from './settings';
import { registerUserRoutes } from './users';

/** Every REST route of the mock. Later features add their `register…Routes(router)` here. */
export function buildRestRouter(): RestRouter {
	const router = new RestRouter();
	registerSettingsRoutes(router);
	registerAccountRoutes(router);
	registerUserRoutes(router);
	registerOptionRoutes(router);
	return router;
}
