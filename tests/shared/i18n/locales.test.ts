import { describe, expect, it } from 'vitest';
import { negotiateLocale, offeredLocale } from '../../../src/shared/i18n/locales.ts';

describe('the first visit’s language from Accept-Language', () => {
  it('takes Spanish for any Spanish region, by q-value order', () => {
    expect(negotiateLocale('es-MX,es;q=0.9,en;q=0.8', ['en', 'es'])).toBe('es');
    expect(negotiateLocale('fr-FR, es-419;q=0.7, en;q=0.5', ['en', 'es'])).toBe('es');
    expect(negotiateLocale('en;q=0.4, es;q=0.9', ['en', 'es'])).toBe('es');
  });

  it('falls back to English for no header, an unspoken language, q=0, or a company that turned Spanish off', () => {
    expect(negotiateLocale(undefined, ['en', 'es'])).toBe('en');
    expect(negotiateLocale('de-DE', ['en', 'es'])).toBe('en');
    expect(negotiateLocale('es;q=0, de', ['en', 'es'])).toBe('en');
    expect(negotiateLocale('es-MX', ['en'])).toBe('en');
  });

  it('keeps a stored choice only while the company offers it', () => {
    expect(offeredLocale('es', ['en', 'es'])).toBe('es');
    expect(offeredLocale('es', ['en'])).toBe('en');
    expect(offeredLocale('xx', ['en', 'es'])).toBe('en');
  });
});
