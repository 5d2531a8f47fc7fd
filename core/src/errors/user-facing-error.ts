/**
 * A failure whose message is written for the user and shown as it is (the page answered 404, the address is
 * private, the page took too long). Such a job is failed, not retried: it would fail the same way again.
 * Anything else that is thrown is ours, and users see a generic sentence while the log keeps the detail.
 */
export class UserFacingError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "UserFacingError";
  }
}
