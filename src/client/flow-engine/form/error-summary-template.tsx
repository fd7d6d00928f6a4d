import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { ErrorListProps, RJSFValidationError } from '@rjsf/utils';
import { type ErrorWords, useErrorWords } from './error-words.ts';
import { fieldLine, friendlyMessage } from './friendly-errors.ts';

/**
 * A line of the summary. The schema's errors come worded (friendly-errors.ts); one added by the screen's own check
 * or by the server reaches RJSF as `.loan.loan_amt message`, so it is given its field's label the same way.
 */
function summaryLine(
  error: RJSFValidationError,
  schema: unknown,
  uiSchema: unknown,
  words: ErrorWords,
): string {
  const { property, message, stack } = error;
  if (!property || !message || stack !== `${property} ${message}`) return stack;
  return fieldLine(friendlyMessage(error, schema, uiSchema, words).label, message);
}

/** RJSF's error list as a summary above the form: one line per problem, each naming its field. */
export function ErrorSummaryTemplate({ errors, schema, uiSchema }: ErrorListProps) {
  const words = useErrorWords();
  return (
    // The message box scrolls by default: a scroll region with nothing to focus in it is an axe violation.
    <Alert severity="error" sx={{ mb: 3, '& .MuiAlert-message': { overflow: 'visible' } }}>
      <AlertTitle>{words.t('summary.title', { count: errors.length })}</AlertTitle>
      <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
        {errors.map((error) => (
          <li key={`${error.property}-${error.stack}`}>{summaryLine(error, schema, uiSchema, words)}</li>
        ))}
      </ul>
    </Alert>
  );
}
