import { startTransition, useId } from 'react';
import { isLocale, LOCALE_NAMES, type Locale } from '../../shared/i18n/locales.ts';
import styles from './language-picker.module.css';
import { useLocale, useSwitchLocale } from './locale.ts';
import { useMessages } from './messages.ts';

interface LanguagePickerProps {
  /** The languages the company offers; no picker when it offers one. */
  offered: readonly Locale[];
  /** Called after the page has switched, e.g. to store the choice on the account. */
  onChosen?: (locale: Locale) => void;
}

/** A labelled list of the offered languages, each named in itself (`English`, `Español`). */
export function LanguagePicker({ offered, onChosen }: LanguagePickerProps) {
  const t = useMessages('common');
  const locale = useLocale();
  const switchLocale = useSwitchLocale();
  const id = useId();
  if (offered.length < 2) return null;
  return (
    <span className={styles.picker}>
      <label htmlFor={id} className={styles.label}>
        {t('language.label')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={locale}
        onChange={(event) => {
          const chosen = event.target.value;
          if (!isLocale(chosen)) return;
          // A transition: the page keeps its texts until the new language's have loaded, rather than fall back
          // to the nearest Suspense boundary (the loading screen) while they download.
          startTransition(() => switchLocale(chosen));
          onChosen?.(chosen);
        }}
      >
        {offered.map((option) => (
          <option key={option} value={option} lang={option}>
            {LOCALE_NAMES[option]}
          </option>
        ))}
      </select>
    </span>
  );
}
