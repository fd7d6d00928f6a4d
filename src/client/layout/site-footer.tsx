import { useBranding } from '../branding/branding-context.ts';
import { useMessages } from '../i18n/messages.ts';
import type { ProviderLinks } from '../runtime-config.ts';
import text from '../ui/text.module.css';
import { EqualHousingLogo } from './equal-housing-logo.tsx';
import styles from './site-footer.module.css';

/** The `frame` catalogue's keys of the provider's links, in the order they show. */
const LINK_KEYS: Record<keyof ProviderLinks, string> = {
  nmlsConsumerAccess: 'footer.link.nmlsConsumerAccess',
  legal: 'footer.link.legal',
  terms: 'footer.link.terms',
  privacy: 'footer.link.privacy',
};

/** The copyright line in English (`footer.copyright`, which the footer shows in the page's language). */
export function copyrightLine(year: number, companyName: string): string {
  return `© ${year} ${companyName}. All rights reserved.`;
}

/**
 * Spec 2.6: the provider's links in a new tab, the company NMLS id, the copyright with the current year; and the
 * Equal Housing Lender statement with its logo that a lender's advertising carries.
 */
export function SiteFooter() {
  const t = useMessages('frame');
  const { broker, provider } = useBranding();
  const links = (Object.keys(LINK_KEYS) as (keyof ProviderLinks)[]).filter((key) => provider.links[key]);
  return (
    <footer className={styles.footer}>
      <nav aria-label={t('footer.nav')}>
        <ul className={styles.links}>
          {links.map((key) => (
            <li key={key}>
              <a
                href={provider.links[key]}
                target="_blank"
                rel="noopener noreferrer"
                className={`${text.link} ${text.inherit} ${text.body2} ${styles.link}`}
              >
                {t(LINK_KEYS[key])}
                <span className="visually-hidden">{t('footer.newTab')}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className={`${text.body2} ${styles.nmls}`}>{t('footer.nmls', { id: broker.companyNmls })}</p>
      <p className={`${text.body2} ${styles.equalHousing}`}>
        <EqualHousingLogo className={styles.equalHousingLogo} />
        <span>{t('footer.equalHousing')}</span>
      </p>
      <p className={`${text.body2} ${styles.copyright}`}>
        {t('footer.copyright', { year: String(new Date().getFullYear()), company: broker.companyName })}
      </p>
    </footer>
  );
}
