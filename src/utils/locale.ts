/**
 * The display locale shared by the money and date helpers.
 */

/** Whether a value is a non-empty string. */
function isNonEmptyString(value: unknown): value is string {
	return typeof value === 'string' && value.length > 0;
}

/**
 * Turn a WordPress locale ("de_CH_informal", "fr_FR") or a BCP 47 tag into a BCP 47 language[-REGION] tag
 * ("de-CH", "fr-FR"). Variants such as "formal"/"informal" are dropped.
 *
 * @param locale Locale string.
 */
export function toBcp47(locale: string): string {
	const [language = 'en', region] = locale.replace(/_/g, '-').split('-');
	const lang = language.toLowerCase() || 'en';
	return region && /^([A-Za-z]{2}|\d{3})$/.test(region) ? `${lang}-${region.toUpperCase()}` : lang;
}

/**
 * The display locale: `wcSettings.locale.userLocale`, then `wcSettings.locale.siteLocale`, then
 * `wcpaySettings.userLocale.code`, then "en-US". Returned in BCP 47 form ("fr-FR").
 */
export function getDisplayLocale(): string {
	const candidates: unknown[] = [
		window.wcSettings?.locale?.userLocale,
		window.wcSettings?.locale?.siteLocale,
		window.wcpaySettings?.userLocale?.code,
	];
	const found = candidates.find(isNonEmptyString);
	return found ? toBcp47(found) : 'en-US';
}
