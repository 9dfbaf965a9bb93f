/**
 * `@woocommerce/settings` is not a published package: in wp-admin it is the `wc.wcSettings` global built
 * from `window.wcSettings`. Both bundles alias the import to this module (DESIGN.md).
 */

type Settings = Record<string, unknown>;

function all(): Settings {
	return ((typeof window !== 'undefined' && (window as unknown as { wcSettings?: Settings }).wcSettings) ||
		{}) as Settings;
}

/** Reads one store setting, with a fallback and an optional filter, like wc-admin's getSetting. */
export function getSetting<T = unknown>(
	name: string,
	fallback: unknown = false,
	filter: (value: unknown, fallback: unknown) => unknown = (value) => value
): T {
	const settings = all();
	const value = name in settings ? settings[name] : fallback;
	return filter(value, fallback) as T;
}

/** An absolute admin link for a path relative to wp-admin. */
export function getAdminLink(path: string): string {
	const adminUrl = (all().adminUrl as string) || '/wp-admin/';
	return adminUrl.replace(/\/?$/, '/') + path.replace(/^\//, '');
}
