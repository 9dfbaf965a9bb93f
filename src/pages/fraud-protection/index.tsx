/**
 * Advanced fraud protection (spec 000 §2 "Fraud protection page", §3–§5, §8, §9; path
 * /payments/fraud-protection): the header with its back link, the seven filter cards and "Save changes".
 *
 * The form is local: it starts from the stored rules (`advanced_fraud_protection_settings`) and is compared
 * with what was loaded or last saved, which drives the Save button and the leave-page warning. A save is
 * checked first (the threshold ranges; a failure shows "Settings were not saved." and the reason, and scrolls
 * to the top), then sets the protection level (advanced with any filter on; basic with none, unless it is
 * already basic, which is refused) and sends the rules in the stored shape with the whole settings object.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useDispatch } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

import { SETTINGS_LOAD_NOTICE_ID, useSettings } from '../../data/settings';
import { useUnsavedChangesGuard } from '../../components/unsaved-changes';
import { toUserMessage } from '../../utils/errors';
import { recordEvent } from '../../utils/tracks';
import { CARD_VIEW_EVENTS, FraudCards } from './cards';
import { currencySymbol, readFraudEnvironment, storeVersion } from './environment';
import { FraudHeader } from './header';
import { isFormChanged, readRules, writeRules, type FraudForm } from './rules';
import { useCardViews } from './use-card-views';
import { levelForSave, noFilterMessage, validateFraudForm } from './validation';
import './style.scss';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';

const SKELETON_LINES = 20;

function LoadingCards() {
	return (
		<div className="wcpay-fraud-loading">
			<span role="status" className="screen-reader-text">
				{__('Loading fraud protection settings…', 'woocommerce-payments')}
			</span>
			{Object.keys(CARD_VIEW_EVENTS).map((id) => (
				<div
					key={id}
					className="wcpay-fraud-loading__card"
					aria-hidden="true"
					data-testid="fraud-skeleton"
				>
					{Array.from({ length: SKELETON_LINES }, (_, line) => (
						<span key={line} className="wcpay-fraud-loading__line" />
					))}
				</div>
			))}
		</div>
	);
}

function scrollToTop() {
	window.scrollTo({ top: 0 });
}

export default function FraudProtectionPage() {
	const { settings, isLoading, loadError, isSaving, updateSettingsValues, saveSettings } = useSettings();
	const { createErrorNotice, removeNotice } = useDispatch(noticesStore);
	// This page words a load failure itself (spec 000 §8), in place of the settings store's generic notice.
	useEffect(() => {
		if (loadError) {
			void removeNotice(SETTINGS_LOAD_NOTICE_ID);
		}
	}, [loadError, removeNotice]);
	const env = useMemo(readFraudEnvironment, []);
	const symbol = useMemo(currencySymbol, []);
	const storedRules = settings?.advanced_fraud_protection_settings;
	const hasSettings = settings !== null;
	// The settings are usually in when the page first renders (the route reads them first): the cards then
	// show in that render, without a skeleton before them.
	const [initial] = useState(() => (hasSettings ? readRules(storedRules, env) : null));
	const [form, setForm] = useState<FraudForm | null>(initial);
	const [saved, setSaved] = useState<FraudForm | null>(initial);
	const [validationError, setValidationError] = useState<string | null>(null);
	// A refused save scrolls to its message; focus goes there too, so it is read and not left below.
	const errorRef = useRef<HTMLDivElement>(null);
	const [errorShown, setErrorShown] = useState(0);
	useEffect(() => {
		if (errorShown > 0) {
			errorRef.current?.focus({ preventScroll: true });
		}
	}, [errorShown]);

	// Settings that arrive after the first render (a slow read) fill the form then.
	useEffect(() => {
		if (hasSettings && form === null) {
			const loaded = readRules(storedRules, env);
			setForm(loaded);
			setSaved(loaded);
		}
	}, [hasSettings, storedRules, env, form]);

	const isChanged = form !== null && saved !== null && isFormChanged(form, saved, env);
	useUnsavedChangesGuard(isChanged && !isSaving);
	useCardViews(CARD_VIEW_EVENTS, form !== null);

	const onChange = <K extends keyof FraudForm>(key: K, next: Partial<FraudForm[K]>) => {
		setForm((current) => (current ? { ...current, [key]: { ...current[key], ...next } } : current));
		if ('enabled' in next) {
			recordEvent('wcpay_fraud_protection_advanced_settings_filter_toggled', {
				filter: key,
				enabled: Boolean(next.enabled),
			});
		}
	};

	const onSave = async () => {
		if (!form || !settings) {
			return;
		}
		const problem = validateFraudForm(form);
		setValidationError(problem);
		if (problem) {
			scrollToTop();
			setErrorShown((n) => n + 1);
			return;
		}
		const level = levelForSave(form, settings.current_protection_level);
		if (level === null) {
			void createErrorNotice(noFilterMessage());
			scrollToTop();
			return;
		}
		const rules = writeRules(form, env);
		updateSettingsValues({ current_protection_level: level, advanced_fraud_protection_settings: rules });
		const ok = await saveSettings('fraud.save');
		if (ok) {
			setSaved(form);
			recordEvent('wcpay_fraud_protection_advanced_settings_saved', {
				settings: JSON.stringify(rules),
			});
		}
	};

	const loadFailed = !isLoading && !settings;
	return (
		<div className="wcpay-fraud-protection">
			<FraudHeader version={storeVersion()} />
			<h3 className="wcpay-fraud-protection__intro-title">
				{__('Filter configuration', 'woocommerce-payments')}
			</h3>
			<p className="wcpay-fraud-protection__intro">
				{__(
					'Set up advanced fraud filters. Enable at least one filter to activate advanced protection.',
					'woocommerce-payments'
				)}
			</p>
			{validationError && (
				<div ref={errorRef} tabIndex={-1} className="wcpay-fraud-protection__error-focus">
					<Notice
						status="error"
						className="wcpay-fraud-protection__error"
						onRemove={() => setValidationError(null)}
					>
						{sprintf(
							/* translators: %s: why the fraud settings were not saved */
							__('Settings were not saved. %s', 'woocommerce-payments'),
							validationError
						)}
					</Notice>
				</div>
			)}
			{loadFailed && (
				<Notice status="error" isDismissible={false} className="wcpay-fraud-protection__error">
					{toUserMessage(loadError, 'fraud.load')}
				</Notice>
			)}
			{form ? (
				<FraudCards form={form} env={env} symbol={symbol} onChange={onChange} />
			) : (
				!loadFailed && <LoadingCards />
			)}
			<footer className="wcpay-fraud-protection__footer">
				<Button
					variant="primary"
					isBusy={isSaving}
					disabled={isSaving || isLoading || loadFailed || !isChanged}
					accessibleWhenDisabled
					onClick={() => void onSave()}
				>
					{__('Save changes', 'woocommerce-payments')}
				</Button>
			</footer>
		</div>
	);
}
