/**
 * Repeatable groups (arrays) the one way every step shows them: the list under its own legend, each item of
 * objects in a fieldset whose legend is `${items.title} ${n}` with a "Remove ${items.title} ${n}" button, and one
 * "Add ${items.title}" button below (e.g. "Add former address"). An item that is a single answer (a dependent's
 * age) is that answer labelled `${items.title} ${n}` with its Remove button beside it. Adding moves the keyboard
 * focus into the new item; removing moves it to the Add button, so neither leaves it on a vanished control.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ArrayFieldItemTemplateProps, ArrayFieldTemplateProps, RJSFSchema, UiSchema } from '@rjsf/utils';
import { buttonId, getUiOptions } from '@rjsf/utils';
import { cloneElement, isValidElement, type ReactElement, useEffect, useRef } from 'react';
import { useMessages } from '../../i18n/messages.ts';

/** What one item is called: the array's `items.title`, else its own title, else "Item" (`fallback`). */
export function itemTitle(schema: RJSFSchema | undefined, fallback = 'Item'): string {
  const items = schema?.items;
  const fromItems = items && typeof items === 'object' && !Array.isArray(items) ? items.title : undefined;
  return fromItems ?? fallback;
}

/** "Former address" → "former address"; a word that is all capitals (an "IRA") keeps them. */
export function lowerFirst(title: string): string {
  const [first = ''] = title.split(' ');
  if (first.length > 1 && first === first.toUpperCase()) return title;
  return title.charAt(0).toLowerCase() + title.slice(1);
}

const isObjectSchema = (schema: RJSFSchema) => schema.type === 'object' || Boolean(schema.properties);

/** The list: its legend and description, its items, and the Add button. */
export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { canAdd, disabled, readonly, fieldPathId, items, onAddClick, schema, uiSchema, title, registry } =
    props;
  const t = useMessages('steps');
  const uiOptions = getUiOptions(uiSchema, registry.globalUiOptions);
  const singular = itemTitle(schema, t('array.item'));
  const listRef = useRef<HTMLDivElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const previousCount = useRef(items.length);
  const focusAfter = useRef<'added' | 'removed' | null>(null);

  useEffect(() => {
    const before = previousCount.current;
    previousCount.current = items.length;
    const reason = focusAfter.current;
    focusAfter.current = null;
    if (reason === 'added' && items.length > before) {
      const last = listRef.current?.querySelector<HTMLElement>(':scope > [data-array-item]:last-of-type');
      last?.querySelector<HTMLElement>('input, select, textarea, button')?.focus();
    } else if (items.length < before) {
      addRef.current?.focus();
    }
  }, [items.length]);

  // At the fewest items the list allows, an item cannot be removed (the borrower would only meet an error).
  const minItems = typeof schema.minItems === 'number' ? schema.minItems : 0;
  const shownItems =
    items.length <= minItems
      ? items.map((item) => cloneElement(item as ReactElement<{ canRemove?: boolean }>, { canRemove: false }))
      : items;
  // A list that must have items starts with its first one (RJSF leaves a list inside a follow-up empty).
  const missing = items.length < minItems && canAdd && !disabled && !readonly;
  useEffect(() => {
    if (missing) onAddClick();
  }, [missing, onAddClick]);

  const legend = uiOptions.label === false ? undefined : (uiOptions.title ?? title);
  const description = uiOptions.description ?? schema.description;
  return (
    <Box
      component={legend ? 'fieldset' : 'div'}
      id={fieldPathId.$id}
      sx={{ border: 0, m: 0, p: 0, minWidth: 0, display: 'grid', gap: 2 }}
    >
      {legend ? (
        <Typography component="legend" sx={{ fontWeight: 600, mb: 1, p: 0 }}>
          {legend}
        </Typography>
      ) : null}
      {description ? <Typography color="text.secondary">{description}</Typography> : null}
      <Box
        ref={listRef}
        sx={{ display: 'grid', gap: 2, minWidth: 0 }}
        onClickCapture={(event) => {
          const target = event.target as HTMLElement;
          if (target.closest('[data-array-remove]')) focusAfter.current = 'removed';
        }}
      >
        {shownItems}
      </Box>
      {canAdd && !readonly ? (
        <Box>
          <Button
            ref={addRef}
            id={buttonId(fieldPathId, 'add')}
            variant="outlined"
            disabled={disabled}
            onClick={(event) => {
              focusAfter.current = 'added';
              onAddClick(event);
            }}
            sx={{ minHeight: 44 }}
          >
            {t('array.add', { item: lowerFirst(singular) })}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}

/** One item: a fieldset named `${items.title} ${n}` (or, for a single answer, that answer so labelled). */
export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, index, schema, uiSchema, readonly, disabled } = props;
  const t = useMessages('steps');
  const name = `${schema.title ?? t('array.item')} ${index + 1}`;
  const objectItem = isObjectSchema(schema);
  const itemUi: UiSchema = objectItem
    ? { ...uiSchema, 'ui:options': { ...(uiSchema?.['ui:options'] ?? {}), label: false } }
    : { ...uiSchema, 'ui:title': name };
  const content = isValidElement(children)
    ? cloneElement(children as ReactElement<{ uiSchema?: UiSchema }>, { uiSchema: itemUi })
    : children;
  const remove =
    buttonsProps.hasRemove && !readonly ? (
      <Button
        data-array-remove
        id={buttonId(buttonsProps.fieldPathId, 'remove')}
        variant="text"
        color="primary"
        disabled={disabled}
        onClick={buttonsProps.onRemoveItem}
        sx={{ minHeight: 44, alignSelf: 'start', justifySelf: 'start' }}
      >
        {t('array.remove', { name })}
      </Button>
    ) : null;

  if (!objectItem) {
    return (
      <Box
        data-array-item
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: '1fr', sm: '1fr auto' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ minWidth: 0 }}>{content}</Box>
        {remove ? <Box sx={{ pt: { sm: 1 } }}>{remove}</Box> : null}
      </Box>
    );
  }
  return (
    <Box
      component="fieldset"
      data-array-item
      sx={{
        m: 0,
        minWidth: 0,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        px: { xs: 1.5, sm: 2.5 },
        pt: 1,
        pb: 2,
        display: 'grid',
        gap: 1,
      }}
    >
      <Typography component="legend" sx={{ fontWeight: 600, px: 0.5 }}>
        {name}
      </Typography>
      <Box sx={{ minWidth: 0 }}>{content}</Box>
      {remove}
    </Box>
  );
}
