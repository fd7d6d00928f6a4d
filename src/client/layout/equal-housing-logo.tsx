import { useId } from 'react';
import { useMessages } from '../i18n/messages.ts';

/** The Equal Housing Opportunity mark (a house with an equals sign), drawn inline so it costs no request. */
export function EqualHousingLogo({ className }: { className?: string }) {
  const t = useMessages('frame');
  const titleId = useId();
  return (
    <svg
      className={className}
      viewBox="0 0 32 32"
      width="32"
      height="32"
      role="img"
      aria-labelledby={titleId}
      focusable="false"
    >
      <title id={titleId}>{t('footer.equalHousingLogo')}</title>
      <path d="M16 2 1 13.5V17h3v13h24V17h3v-3.5L16 2Zm8 24H8V15.2L16 9l8 6.2V26Z" fill="currentColor" />
      <rect x="11" y="15" width="10" height="3" fill="currentColor" />
      <rect x="11" y="20" width="10" height="3" fill="currentColor" />
    </svg>
  );
}
