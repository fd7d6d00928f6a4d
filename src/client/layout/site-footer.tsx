import { useBranding } from '../branding/branding-context.ts';
import type { ProviderLinks } from '../runtime-config.ts';
import text from '../ui/text.module.css';
import { EqualHousingLogo } from './equal-housing-logo.tsx';
import styles from './site-footer.module.css';

const LINK_LABELS: Record<keyof ProviderLinks, string> = {
  nmlsConsumerAccess: 'NMLS Consumer Access',
  legal: 'Legal',
  terms: 'Terms of Use',
  privacy: 'Privacy Policy',
};

export const EQUAL_HOUSING_LENDER = 'Equal Housing Lender';

export function copyrightLine(year: number, companyName: string): string {
  return `© ${year} ${companyName}. All rights reserved.`;
}

/**
 * Spec 2.6: the provider's links in a new tab, the company NMLS id, the copyright with the current year; and the
 * Equal Housing Lender statement with its logo that a lender's advertising carries.
 */
export function SiteFooter() {
  const { broker, provider } = useBranding();
  const links = (Object.keys(LINK_LABELS) as (keyof ProviderLinks)[]).filter((key) => provider.links[key]);
  return (
    <footer className={styles.footer}>
      <nav aria-label="Legal">
        <ul className={styles.links}>
          {links.map((key) => (
            <li key={key}>
              <a
                href={provider.links[key]}
                target="_blank"
                rel="noopener noreferrer"
                className={`${text.link} ${text.inherit} ${text.body2} ${styles.link}`}
              >
                {LINK_LABELS[key]}
                <span className="visually-hidden">{' (opens in a new tab)'}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className={`${text.body2} ${styles.nmls}`}>NMLS ID #{broker.companyNmls}</p>
      <p className={`${text.body2} ${styles.equalHousing}`}>
        <EqualHousingLogo className={styles.equalHousingLogo} />
        <span>{EQUAL_HOUSING_LENDER}</span>
      </p>
      <p className={`${text.body2} ${styles.copyright}`}>
        {copyrightLine(new Date().getFullYear(), broker.companyName)}
      </p>
    </footer>
  );
}
