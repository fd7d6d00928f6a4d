import type { Locale } from '../../shared/i18n/locales.ts';
import { isUsStateCode } from '../../shared/us-states.ts';
import { serverMessages } from './server-messages.ts';

/** A state's name in `locale`, from the `states` catalogue (Nueva York); anything else as it was written. */
export const stateNameIn = (locale: Locale, code: string): string =>
  isUsStateCode(code) ? serverMessages(locale, 'states')(code) : code;
