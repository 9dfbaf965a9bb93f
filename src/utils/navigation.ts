/**
 * Full-page navigations of the connect and onboarding screens (the connect URL is served by the host, not the
 * router). One object, so that tests can replace `assign`.
 */
export const navigation = {
	assign(url: string): void {
		window.location.assign(url);
	},
};
