/**
 * Stands in for RJSF's fields and widgets that no step can reach (scripts/vite-browser-stand-ins.ts): the grid
 * layout fields (only a `ui:field` names them) and the rating, range, up-down, colour, file, password and alt-date
 * widgets (only a `ui:widget` or a format the flow contract rejects names them; src/shared/flows/engine-names.ts).
 * Together about 5 KB gzip on every step screen. Should one be reached after all, the step's error boundary says so.
 */
export default function RjsfPartNotOffered(): never {
  throw new Error(
    'This step uses a react-jsonschema-form field or widget the product does not offer (see src/shared/flows/engine-names.ts)',
  );
}
