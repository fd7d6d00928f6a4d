import type { Field, Widget } from '@rjsf/utils';
import type { ErrorWords } from '../form/error-words.ts';

/** A validation error in the words of the schema: what failed, for which field. */
export interface ErrorContext {
  /** The JSON Schema keyword that failed: required, pattern, minimum… */
  keyword: string;
  params: Record<string, unknown>;
  /** The schema of the field the error is about. */
  schema: Record<string, unknown>;
  /** The field's label (its schema title). */
  label: string;
  /** For a field made of parts (the address), the part's key: `zip`. */
  part?: string;
  /** The messages' words and number formats in the borrower's language. */
  words: ErrorWords;
}

/** A borrower-friendly message for an error, or undefined to use the engine's general wording. */
export type ErrorWording = (context: ErrorContext) => string | undefined;

/** The words a summary may need in the borrower's language (src/client/loans/answer-summary.ts's AnswerWords). */
export interface SummaryWords {
  yes: string;
  no: string;
  longDate: (value: string) => string;
}

/** An answer as one line of text, for a review screen: `$425,000`, `(614) 555-0123`; English without `words`. */
export type Summary = (value: unknown, words?: SummaryWords) => string;

/** One of our widgets: the component a uiSchema names with `ui:widget`, how its errors read, how it reads back. */
export interface WidgetDescriptor {
  component: Widget;
  describeError?: ErrorWording;
  summarize: Summary;
}

/** One of our fields (`ui:field`): a whole object rendered as one unit. */
export interface FieldDescriptor {
  component: Field;
  describeError?: ErrorWording;
  summarize: Summary;
}
