import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { ErrorListProps } from '@rjsf/utils';

/** RJSF's error list as a summary above the form: one line per problem, each naming its field. */
export function ErrorSummaryTemplate({ errors }: ErrorListProps) {
  return (
    // The message box scrolls by default: a scroll region with nothing to focus in it is an axe violation.
    <Alert severity="error" sx={{ mb: 3, '& .MuiAlert-message': { overflow: 'visible' } }}>
      <AlertTitle>Please check {errors.length === 1 ? 'this answer' : 'these answers'}</AlertTitle>
      <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
        {errors.map((error) => (
          <li key={`${error.property}-${error.stack}`}>{error.stack}</li>
        ))}
      </ul>
    </Alert>
  );
}
