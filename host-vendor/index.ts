/**
 * Host vendor bundle: the stand-in for what WordPress and WooCommerce load on a wp-admin page.
 *
 * It sets the same globals a real wp-admin exposes (`React`, `ReactDOM`, `wp.*`, `wc.*`, `lodash`,
 * `moment`), so the plugin bundle, built with those packages as externals, runs unchanged against it.
 * The handles it provides are written to `dist-host/handles.json` (see webpack.host.config.js); the mock
 * server checks the plugin's asset file against that list.
 *
 * In wp-admin each handle is its own script and the browser keeps its compiled code; here one file holds
 * them all, so the heavy packages are evaluated on first use (a getter on the global) rather than on every
 * page load. The globals behave the same for the plugin.
 */
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as ReactJSXRuntime from 'react/jsx-runtime';

import '@wordpress/components/build-style/style.css';
import 'wc-components-style';
import './host.css';

/* eslint-disable @typescript-eslint/no-require-imports -- `require` inside a getter is what defers evaluation. */

type AnyRecord = Record<string, unknown>;
const w = window as unknown as AnyRecord & { wp?: AnyRecord; wc?: AnyRecord };

/** Defines `target[name]` as the module `load()` returns, evaluated once on first access. */
function lazy(target: AnyRecord, name: string, load: () => unknown) {
	let value: unknown;
	let loaded = false;
	Object.defineProperty(target, name, {
		configurable: true,
		enumerable: true,
		get() {
			if (!loaded) {
				value = load();
				loaded = true;
			}
			return value;
		},
	});
}

const esModule = (m: AnyRecord) => (m && 'default' in m && Object.keys(m).length === 1 ? m.default : m);

w.React = React;
w.ReactDOM = { ...ReactDOM, ...ReactDOMClient };
w.ReactJSXRuntime = ReactJSXRuntime;
lazy(w, 'lodash', () => require('lodash'));
lazy(w, 'moment', () => require('moment'));

const wp: AnyRecord = (w.wp = w.wp || {});
lazy(wp, 'element', () => require('@wordpress/element'));
lazy(wp, 'components', () => require('@wordpress/components'));
lazy(wp, 'data', () => require('@wordpress/data'));
lazy(wp, 'apiFetch', () => require('@wordpress/api-fetch').default);
lazy(wp, 'i18n', () => require('@wordpress/i18n'));
lazy(wp, 'url', () => require('@wordpress/url'));
lazy(wp, 'compose', () => require('@wordpress/compose'));
lazy(wp, 'hooks', () => require('@wordpress/hooks'));
lazy(wp, 'notices', () => require('@wordpress/notices'));
lazy(wp, 'htmlEntities', () => require('@wordpress/html-entities'));
lazy(wp, 'date', () => require('@wordpress/date'));
lazy(wp, 'icons', () => require('@wordpress/icons'));
lazy(wp, 'primitives', () => require('@wordpress/primitives'));
lazy(wp, 'a11y', () => require('@wordpress/a11y'));
lazy(wp, 'dom', () => require('@wordpress/dom'));
lazy(wp, 'keycodes', () => require('@wordpress/keycodes'));
lazy(wp, 'deprecated', () => esModule(require('@wordpress/deprecated')));
lazy(wp, 'viewport', () => require('@wordpress/viewport'));

/**
 * `wc.components`, export by export: the package's index evaluates every component it has (charts, calendars,
 * galleries and their libraries) on first use; here a component the plugin asks for evaluates only its own
 * module (and what that imports). Any other export, or listing the exports, evaluates the whole package, so
 * the global behaves as the package does. The modules are shared, so a component is the same either way.
 */
function componentsByExport(): AnyRecord {
	let whole: AnyRecord | undefined;
	const all = () => (whole ??= require('@woocommerce/components') as AnyRecord);
	const parts: Record<string, () => unknown> = {
		TableCard: () => require('wc-components-build/table').default,
		ReportFilters: () => require('wc-components-build/filters').default,
		SelectControl: () => require('wc-components-build/select-control').default,
		Link: () => require('wc-components-build/link').Link,
		Search: () => require('wc-components-build/search').Search,
		EmptyContent: () => require('wc-components-build/empty-content').default,
		EllipsisMenu: () => require('wc-components-build/ellipsis-menu').default,
		MenuItem: () => require('wc-components-build/ellipsis-menu/menu-item').default,
		MenuTitle: () => require('wc-components-build/ellipsis-menu/menu-title').default,
	};
	const cache = new Map<PropertyKey, unknown>();
	return new Proxy({} as AnyRecord, {
		get(_target, name) {
			if (!cache.has(name)) {
				const part = typeof name === 'string' ? parts[name] : undefined;
				cache.set(name, part ? part() : all()[name as string]);
			}
			return cache.get(name);
		},
		has: (_target, name) => name in all(),
		ownKeys: () => Reflect.ownKeys(all()),
		getOwnPropertyDescriptor: (_target, name) => {
			const descriptor = Reflect.getOwnPropertyDescriptor(all(), name);
			return descriptor ? { ...descriptor, configurable: true } : undefined;
		},
	});
}

const wc: AnyRecord = (w.wc = w.wc || {});
lazy(wc, 'components', () => componentsByExport());
lazy(wc, 'navigation', () => require('@woocommerce/navigation'));
lazy(wc, 'csvExport', () => require('@woocommerce/csv-export'));
// `@woocommerce/settings` is not a published package: wc-admin exposes the page's wcSettings here.
lazy(wc, 'wcSettings', () => ({ ...(w.wcSettings as AnyRecord), ...require('@woocommerce/settings') }));
