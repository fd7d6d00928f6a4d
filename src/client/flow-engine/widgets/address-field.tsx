import type { FieldProps, UiSchema } from '@rjsf/utils';
import { UsStateWidget } from './us-state-widget.tsx';
import type { ErrorWording } from './widget-descriptor.ts';

/** Autofill tokens and keyboards of an address's parts; a step's own uiSchema can still override each. */
const ADDRESS_PARTS_UI: UiSchema = {
  street: { 'ui:autocomplete': 'address-line1' },
  unit: { 'ui:autocomplete': 'address-line2' },
  city: { 'ui:autocomplete': 'address-level2' },
  state: { 'ui:widget': UsStateWidget },
  zip: { 'ui:autocomplete': 'postal-code', 'ui:options': { inputMode: 'numeric' } },
};

function withAddressParts(uiSchema: UiSchema = {}): UiSchema {
  // The step's h1 already asks for the address; the property key is no heading (a step may still set a title).
  const options = { label: Boolean(uiSchema['ui:title']), ...(uiSchema['ui:options'] ?? {}) };
  const merged: UiSchema = { ...uiSchema, 'ui:options': options };
  for (const [part, defaults] of Object.entries(ADDRESS_PARTS_UI)) {
    merged[part] = { ...(defaults as object), ...((uiSchema[part] as object | undefined) ?? {}) };
  }
  return merged;
}

/** A US address (street, unit, city, state, ZIP): RJSF's object field with address autofill and a state picker. */
export function AddressField(props: FieldProps) {
  const { ObjectField } = props.registry.fields;
  if (!ObjectField) throw new Error('The form registry has no ObjectField');
  return <ObjectField {...props} uiSchema={withAddressParts(props.uiSchema)} />;
}

export const describeAddressError: ErrorWording = ({ keyword, part, words: { t } }) => {
  if (part === 'zip') return t('address.zip');
  if (part === 'state') return t('address.state');
  if (part === 'street' && (keyword === 'required' || keyword === 'minLength')) return t('address.street');
  if (part === 'city' && (keyword === 'required' || keyword === 'minLength')) return t('address.city');
  return undefined;
};

/** `418 Maple Avenue, Apt 2, Columbus, OH 43215`. */
export function addressLine(value: unknown): string {
  const { street, unit, city, state, zip } = (value ?? {}) as Record<string, string | undefined>;
  const stateAndZip = [state, zip].filter(Boolean).join(' ');
  return [street, unit, city, stateAndZip].filter(Boolean).join(', ');
}
