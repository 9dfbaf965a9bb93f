/**
 * Host vendor bundle: the stand-in for what WordPress and WooCommerce load on a wp-admin page.
 *
 * It sets the same globals a real wp-admin exposes (`React`, `ReactDOM`, `wp.*`, `wc.*`, `lodash`,
 * `moment`), so the plugin bundle, built with those packages as externals, runs unchanged against it.
 * The handles it provides are written to `dist-host/handles.json` (see webpack.host.config.js); the mock
 * server checks the plugin's asset file against that list.
 */
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as ReactJSXRuntime from 'react/jsx-runtime';
import lodash from 'lodash';
import moment from 'moment';

import * as element from '@wordpress/element';
import * as components from '@wordpress/components';
import * as data from '@wordpress/data';
import apiFetch from '@wordpress/api-fetch';
import * as i18n from '@wordpress/i18n';
import * as url from '@wordpress/url';
import * as compose from '@wordpress/compose';
import * as hooks from '@wordpress/hooks';
import * as notices from '@wordpress/notices';
import * as htmlEntities from '@wordpress/html-entities';
import * as date from '@wordpress/date';
import * as icons from '@wordpress/icons';
import * as primitives from '@wordpress/primitives';
import * as a11y from '@wordpress/a11y';
import * as dom from '@wordpress/dom';
import * as keycodes from '@wordpress/keycodes';
import * as deprecated from '@wordpress/deprecated';
import * as viewport from '@wordpress/viewport';

import * as wcComponents from '@woocommerce/components';
import * as wcNavigation from '@woocommerce/navigation';
import * as wcCsvExport from '@woocommerce/csv-export';

import '@wordpress/components/build-style/style.css';
import 'wc-components-style';
import './host.css';
import { getSetting, getAdminLink } from '@woocommerce/settings';

type AnyRecord = Record<string, unknown>;
const w = window as unknown as AnyRecord & { wp?: AnyRecord; wc?: AnyRecord };

w.React = React;
w.ReactDOM = { ...ReactDOM, ...ReactDOMClient };
w.ReactJSXRuntime = ReactJSXRuntime;
w.lodash = lodash;
w.moment = moment;

w.wp = {
	...(w.wp || {}),
	element,
	components,
	data,
	apiFetch,
	i18n,
	url,
	compose,
	hooks,
	notices,
	htmlEntities,
	date,
	icons,
	primitives,
	a11y,
	dom,
	keycodes,
	deprecated,
	viewport,
};

w.wc = {
	...(w.wc || {}),
	components: wcComponents,
	navigation: wcNavigation,
	csvExport: wcCsvExport,
	// `@woocommerce/settings` is not a published package: wc-admin exposes the page's wcSettings here.
	wcSettings: { ...(w.wcSettings as AnyRecord), getSetting, getAdminLink },
};
