/**
 * The one registry of our widgets and fields. Typed against the names a step file may use
 * (src/shared/flows/engine-names.ts), so a name without a component, or a component without a name, fails the
 * type check, and the flow contract rejects any other name in JSON.
 */
import type { RegistryFieldsType, RegistryWidgetsType } from '@rjsf/utils';
import type { CustomFieldName, CustomWidgetName } from '../../../shared/flows/engine-names.ts';
import { formatLongDate } from '../../../shared/format.ts';
import { AddressField, addressLine, describeAddressError } from './address-field.tsx';
import { CheckboxChoicesWidget } from './checkbox-choices-widget.tsx';
import { ConsentWidget, describeConsentError } from './consent-widget.tsx';
import { CurrencyWidget, describeCurrencyError } from './currency-widget.tsx';
import { DateWidget, describeDateError } from './date-widget.tsx';
import { formatDollars, formatPhone } from './digit-formats.ts';
import { NativeSelectWidget } from './native-select-widget.tsx';
import { describePhoneError, PhoneWidget } from './phone-widget.tsx';
import { RadioChoicesWidget } from './radio-choices-widget.tsx';
import { describeSsnError, SsnWidget, summarizeSsn } from './ssn-widget.tsx';
import type { FieldDescriptor, SummaryWords, WidgetDescriptor } from './widget-descriptor.ts';

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

export const WIDGETS = {
  currency: {
    component: CurrencyWidget,
    describeError: describeCurrencyError,
    summarize: (value) => (typeof value === 'number' ? formatDollars(value) : ''),
  },
  phone: {
    component: PhoneWidget,
    describeError: describePhoneError,
    summarize: (value) => formatPhone(text(value)),
  },
  consent: {
    component: ConsentWidget,
    describeError: describeConsentError,
    summarize: (value: unknown, words?: SummaryWords) =>
      value ? (words?.yes ?? 'Yes') : (words?.no ?? 'No'),
  },
  date: {
    component: DateWidget,
    describeError: describeDateError,
    summarize: (value: unknown, words?: SummaryWords) =>
      typeof value === 'string' ? (words?.longDate ?? formatLongDate)(value) : '',
  },
  ssn: { component: SsnWidget, describeError: describeSsnError, summarize: summarizeSsn },
} satisfies Record<CustomWidgetName, WidgetDescriptor>;

export const FIELDS = {
  address: { component: AddressField, describeError: describeAddressError, summarize: addressLine },
} satisfies Record<CustomFieldName, FieldDescriptor>;

export function widgetDescriptor(name: unknown): WidgetDescriptor | undefined {
  return typeof name === 'string' && name in WIDGETS ? WIDGETS[name as CustomWidgetName] : undefined;
}

export function fieldDescriptor(name: unknown): FieldDescriptor | undefined {
  return typeof name === 'string' && name in FIELDS ? FIELDS[name as CustomFieldName] : undefined;
}

/** What RJSF's `widgets` prop gets: ours by name, plus our radio and checkboxes in place of the theme's. */
export const RJSF_WIDGETS: RegistryWidgetsType = {
  ...Object.fromEntries(Object.entries(WIDGETS).map(([name, { component }]) => [name, component])),
  RadioWidget: RadioChoicesWidget,
  SelectWidget: NativeSelectWidget,
  CheckboxesWidget: CheckboxChoicesWidget,
};

export const RJSF_FIELDS: RegistryFieldsType = Object.fromEntries(
  Object.entries(FIELDS).map(([name, { component }]) => [name, component]),
);
