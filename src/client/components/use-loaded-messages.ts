import { useEffect, useState } from 'react';
import { useLocale } from '../i18n/locale.ts';
import { loadCatalogue, loadedMessages, type Translate } from '../i18n/messages.ts';

/**
 * A namespace's texts in the page's language once they have loaded, undefined until then; it never suspends.
 * For what shows before or outside the page's Suspense boundaries (the loading overlay, the start-up and page
 * error screens, the document title): the caller shows its English meanwhile, or when the texts cannot load.
 */
export function useLoadedMessages(namespace: string): Translate | undefined {
  const locale = useLocale();
  const [, setLoads] = useState(0);
  const translate = loadedMessages(locale, namespace);
  const ready = translate !== undefined;
  useEffect(() => {
    if (ready) return;
    let current = true;
    loadCatalogue(locale, namespace).then(
      () => {
        if (current) setLoads((count) => count + 1);
      },
      (error: unknown) => console.warn(`The ${locale} texts of ${namespace} could not be loaded`, error),
    );
    return () => {
      current = false;
    };
  }, [locale, namespace, ready]);
  return translate;
}
