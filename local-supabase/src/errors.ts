/** An error whose message is meant for the person starting the stack (printed as is, exit code 1). */
export class LocalSupabaseError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'LocalSupabaseError';
  }
}
