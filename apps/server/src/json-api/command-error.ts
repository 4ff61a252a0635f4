/** An expected refusal of a call: its message is shown to the caller as `{ success: false, message }`. */
export class CommandError extends Error {
  /** Creates the refusal with a message fit for users. */
  constructor(message: string) {
    super(message);
    this.name = 'CommandError';
  }
}

/** The first problem zod found, as one sentence naming the field. */
export function describeZodError(error: {
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;
}): string {
  const issue = error.issues[0];
  if (!issue) return 'The request is not valid.';
  const field = issue.path.map(String).join('.');
  return field.length > 0 && !issue.message.includes(field) && !/^[A-Z]/.test(issue.message)
    ? `${field}: ${issue.message}`
    : issue.message;
}
