/**
 * Whether what the borrower's browser says of a case's answers is what the case expects: a valid case shows no
 * message; an invalid one shows its message under its field. The test cases (tests/support/case-step-run.ts)
 * and the flow studio's cases panel word their verdicts with it.
 */

/** One message under one field (by dotted path; '' for the form itself), as the borrower reads it. */
export interface FieldMessage {
  field: string;
  message: string;
}

/** A case as far as the verdict goes: an invalid one names its field and message. */
export type JudgedCase = { name: string } | { name: string; field: string; message: string };

export interface BrowserCaseVerdict {
  passed: boolean;
  /** What the case expects the borrower to read. */
  expected: string;
  /** What the borrower reads. */
  got: string;
  /** The line that says what went wrong (`browser: expected …, got …`) when it did not pass. */
  problem?: string;
}

export const quoted = (shown: readonly FieldMessage[]) =>
  shown.length === 0
    ? 'no message'
    : shown.map((m) => `"${m.message}" on ${m.field || '(the form)'}`).join(', ');

export const isInvalidCase = (
  judged: JudgedCase,
): judged is { name: string; field: string; message: string } => 'field' in judged;

export function browserCaseVerdict(
  judged: JudgedCase,
  messages: readonly FieldMessage[],
): BrowserCaseVerdict {
  if (!isInvalidCase(judged)) {
    const passed = messages.length === 0;
    return {
      passed,
      expected: 'no message',
      got: quoted(messages),
      ...(passed ? {} : { problem: `browser: expected no message, got ${quoted(messages)}` }),
    };
  }
  const { field, message } = judged;
  const onField = messages.filter((shown) => shown.field === field);
  const passed = onField.some((shown) => shown.message === message);
  const got = onField.length > 0 ? quoted(onField) : `nothing on ${field} (${quoted(messages)})`;
  return {
    passed,
    expected: `"${message}" on ${field}`,
    got,
    ...(passed ? {} : { problem: `browser: expected "${message}" on ${field}, got ${got}` }),
  };
}
