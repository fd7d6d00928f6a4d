/**
 * The consents the screens after review show (issue 22, item 3): in English the texts of the record itself
 * (src/shared/consents.ts); in another language the `legal` catalogue's translation, with the company's note on
 * which version governs (its branding's `translationNotes`, else the catalogue's `translation.note`), as the
 * server keeps beside the English record (src/server/consents/consent-translations.ts).
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useContext } from 'react';
import { E_SIGN_CONSENT, HARD_CREDIT_PULL_CONSENT } from '../../shared/consents.ts';
import { type Locale, SOURCE_LOCALE } from '../../shared/i18n/locales.ts';
import { BrandingContext } from '../branding/branding-context.ts';
import { useLocale } from '../i18n/locale.ts';
import { useMessages } from '../i18n/messages.ts';

/** Which version governs a translated legal text: the company's note, else the catalogue's. */
function GoverningNote({ locale }: { locale: Locale }) {
  const t = useMessages('legal');
  const own = useContext(BrandingContext)?.broker.translationNotes?.[locale];
  return (
    <Alert severity="info" sx={{ mt: 1.5 }}>
      <AlertTitle>{t('translation.noteHeading')}</AlertTitle>
      {own?.trim() || t('translation.note')}
    </Alert>
  );
}

function ESignText({
  title,
  paragraphs,
}: {
  title: string;
  paragraphs: readonly { heading: string; text: string }[];
}) {
  return (
    <>
      <Typography variant="h5" component="h2" id="esign-title">
        {title}
      </Typography>
      {paragraphs.map((paragraph) => (
        <Box key={paragraph.heading} sx={{ mt: 1.5 }}>
          <Typography variant="h6" component="h3">
            {paragraph.heading}
          </Typography>
          <Typography>{paragraph.text}</Typography>
        </Box>
      ))}
    </>
  );
}

function TranslatedESign({ locale }: { locale: Locale }) {
  const t = useMessages('legal');
  return (
    <>
      <ESignText
        title={t('consent.e-sign.title')}
        paragraphs={E_SIGN_CONSENT.paragraphs.map((_paragraph, index) => ({
          heading: t(`consent.e-sign.${index + 1}.heading`),
          text: t(`consent.e-sign.${index + 1}.text`),
        }))}
      />
      <GoverningNote locale={locale} />
    </>
  );
}

/** The E-SIGN consent's title (`#esign-title`) and paragraphs in the page's language. */
export function ESignConsentText() {
  const locale = useLocale();
  return locale === SOURCE_LOCALE ? (
    <ESignText title={E_SIGN_CONSENT.title} paragraphs={E_SIGN_CONSENT.paragraphs} />
  ) : (
    <TranslatedESign locale={locale} />
  );
}

function HardPullText({ title, text }: { title: string; text: string }) {
  return (
    <>
      <Typography variant="h5" component="h2" id="hard-pull-title">
        {title}
      </Typography>
      <Typography sx={{ mt: 1 }}>{text}</Typography>
    </>
  );
}

function TranslatedHardPull({ locale }: { locale: Locale }) {
  const t = useMessages('legal');
  return (
    <>
      <HardPullText title={t('consent.hard-credit-pull.title')} text={t('consent.hard-credit-pull.text')} />
      <GoverningNote locale={locale} />
    </>
  );
}

/** The authorisation of the full credit report (`#hard-pull-title`) in the page's language. */
export function HardPullConsentText() {
  const locale = useLocale();
  return locale === SOURCE_LOCALE ? (
    <HardPullText title={HARD_CREDIT_PULL_CONSENT.title} text={HARD_CREDIT_PULL_CONSENT.text} />
  ) : (
    <TranslatedHardPull locale={locale} />
  );
}
