/**
 * `@woocommerce/components` imports `@woocommerce/data` only for its plugin-installer component, which this
 * product does not use. The stand-in host names the store without shipping wc-admin's data layer.
 */
export const pluginsStore = 'wc/admin/plugins';
