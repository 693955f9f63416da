/**
 * The one error hierarchy. The first classes are the responses of DESIGN.md §4, which the router
 * answers with; below them, what use cases throw, named for what happened, each extending the
 * response it gets, so that this file is the one place an outcome is mapped to HTTP. Anything
 * else is a bug: logged with the request id and answered 500 'Server error!'.
 */
export abstract class AppError extends Error {
  abstract readonly status: number;
}

/** 400 with messages per input field. */
export class FieldValidationError extends AppError {
  readonly status = 400;
  constructor(readonly fields: Record<string, string>) {
    super(`Invalid fields: ${Object.keys(fields).join(', ')}`);
    this.name = 'FieldValidationError';
  }
}

export class NotSignedInError extends AppError {
  readonly status = 401;
  constructor(message = 'Please log in to continue.') {
    super(message);
    this.name = 'NotSignedInError';
  }
}

export class ForbiddenError extends AppError {
  readonly status = 403;
  constructor(message = 'You do not have access to this.') {
    super(message);
    this.name = 'ForbiddenError';
  }
}

export class NotFoundError extends AppError {
  readonly status = 404;
  constructor(message = 'Not found.') {
    super(message);
    this.name = 'NotFoundError';
  }
}

export class MethodNotAllowedError extends AppError {
  readonly status = 405;
  constructor(readonly allowed: string) {
    super(`This operation only accepts ${allowed}.`);
    this.name = 'MethodNotAllowedError';
  }
}

export class ConflictError extends AppError {
  readonly status = 409;
  constructor(message: string) {
    super(message);
    this.name = 'ConflictError';
  }
}

export class PayloadTooLargeError extends AppError {
  readonly status = 413;
  constructor(readonly limitBytes: number) {
    super(`The request body is larger than ${Math.round(limitBytes / 1024)} KB.`);
    this.name = 'PayloadTooLargeError';
  }
}

export class TooManyRequestsError extends AppError {
  readonly status = 429;
  constructor(message: string) {
    super(message);
    this.name = 'TooManyRequestsError';
  }
}

/** 416: the asked byte range lies outside the file. */
export class RangeNotSatisfiableError extends AppError {
  readonly status = 416;
  constructor() {
    super('The requested range is outside the file.');
    this.name = 'RangeNotSatisfiableError';
  }
}

/** 503: a service the operation depends on (mail) failed; nothing was half-done. */
export class ServiceFailedError extends AppError {
  readonly status = 503;
  constructor(message: string) {
    super(message);
    this.name = 'ServiceFailedError';
  }
}

// What happened, in the domain's words.

/** A package the caller cannot put in a cart now (Extend without a plan, an upgrade from another plan, an extra alone). */
export class PackageNotForSaleError extends FieldValidationError {
  constructor(
    readonly packageId: string,
    message: string,
  ) {
    super({ packageId: message });
    this.name = 'PackageNotForSaleError';
  }
}

/** A webhook call whose Stripe signature does not hold: answered 400, and nothing is done. */
export class WebhookSignatureRejectedError extends FieldValidationError {
  constructor(readonly reason: string) {
    super({ 'stripe-signature': 'The signature does not match this event.' });
    this.name = 'WebhookSignatureRejectedError';
  }
}

/** A cart that does not exist, expired, or is someone else's (never told apart). */
export class CartNotFoundError extends NotFoundError {
  constructor(readonly cartId: string) {
    super('This cart does not exist.');
    this.name = 'CartNotFoundError';
  }
}

/** A payment that does not exist or is someone else's (never told apart). */
export class PaymentNotFoundError extends NotFoundError {
  constructor(readonly paymentIntentId: string) {
    super('This payment does not exist.');
    this.name = 'PaymentNotFoundError';
  }
}

/** The local payment simulator, asked for where real payments run. */
export class SimulatorUnavailableError extends NotFoundError {
  constructor() {
    super('Simulated payments exist only on the local platform.');
    this.name = 'SimulatorUnavailableError';
  }
}

/** An account a promotion link names that does not exist. */
export class PromotionAccountNotFoundError extends NotFoundError {
  constructor(
    readonly uid: string,
    message: string,
  ) {
    super(message);
    this.name = 'PromotionAccountNotFoundError';
  }
}

export class QuestionNotFoundError extends NotFoundError {
  constructor(readonly uid: string) {
    super('This question does not exist.');
    this.name = 'QuestionNotFoundError';
  }
}

/** A testimonial id that is not the caller's rating's (someone else's, or none): never told apart. */
export class TestimonialNotFoundError extends NotFoundError {
  constructor(readonly testimonialId: string) {
    super('This review does not exist.');
    this.name = 'TestimonialNotFoundError';
  }
}

/** A blog post slug that no post has. */
export class BlogPostNotFoundError extends NotFoundError {
  constructor(readonly slug: string) {
    super('This article does not exist.');
    this.name = 'BlogPostNotFoundError';
  }
}

export class LandingPageNotFoundError extends NotFoundError {
  constructor(readonly slug: string) {
    super('This page does not exist.');
    this.name = 'LandingPageNotFoundError';
  }
}

export class WordNotFoundError extends NotFoundError {
  constructor(readonly word: string) {
    super('This word is not in our word lists.');
    this.name = 'WordNotFoundError';
  }
}

export class AnalysisNotFoundError extends NotFoundError {
  constructor(readonly jobId: string) {
    super('This analysis does not exist.');
    this.name = 'AnalysisNotFoundError';
  }
}

/** A mock test, a session or a result the caller cannot reach: unknown, someone else's, or abandoned. */
export class MockNotFoundError extends NotFoundError {
  constructor(
    readonly id: string,
    message: string,
  ) {
    super(message);
    this.name = 'MockNotFoundError';
  }
}

export class FileNotFoundError extends NotFoundError {
  constructor(readonly key: string) {
    super('This file does not exist.');
    this.name = 'FileNotFoundError';
  }
}

export class SettingsMissingError extends NotFoundError {
  constructor() {
    super('The app settings have not been set up yet.');
    this.name = 'SettingsMissingError';
  }
}

export class NotificationNotFoundError extends NotFoundError {
  constructor(
    readonly id: string,
    message: string,
  ) {
    super(message);
    this.name = 'NotificationNotFoundError';
  }
}

/** The token's seven days are over. */
export class SessionExpiredError extends NotSignedInError {
  constructor() {
    super('Your session has expired. Please log in again.');
    this.name = 'SessionExpiredError';
  }
}

/** The token is forged, damaged or missing a part. */
export class SessionInvalidError extends NotSignedInError {
  constructor() {
    super('Your session is not valid. Please log in again.');
    this.name = 'SessionInvalidError';
  }
}

/** A login elsewhere (or a password change) rotated the account's session token. */
export class OtherSessionError extends NotSignedInError {
  constructor(
    readonly userId: string,
    message: string,
  ) {
    super(message);
    this.name = 'OtherSessionError';
  }
}

/** A token of a student an admin blocked (access_blocked): refused on every call, and the client logs out. */
export class AccessBlockedError extends NotSignedInError {
  constructor(
    readonly userId: string,
    message: string,
  ) {
    super(message);
    this.name = 'AccessBlockedError';
  }
}

export class AccountNotFoundError extends NotSignedInError {
  constructor(
    readonly userId: string,
    message: string,
  ) {
    super(message);
    this.name = 'AccountNotFoundError';
  }
}

export class AccountBlockedError extends ForbiddenError {
  constructor(
    readonly userId: string,
    message: string,
  ) {
    super(message);
    this.name = 'AccountBlockedError';
  }
}

/** A student asking for another account's purchases. */
export class OthersPurchasesError extends ForbiddenError {
  constructor(readonly userId: string) {
    super('You can only see your own purchases.');
    this.name = 'OthersPurchasesError';
  }
}

/** A question of the full bank, opened without a paid plan. */
export class QuestionLockedError extends ForbiddenError {
  constructor(
    readonly uid: string,
    message: string,
  ) {
    super(message);
    this.name = 'QuestionLockedError';
  }
}

/** No credit of this kind is left (or a visitor has none of this kind at all). */
export class CreditExhaustedError extends ForbiddenError {
  constructor(
    readonly credit: 'writing' | 'speaking' | 'visitor speaking' | 'full mock' | 'section mock',
    message: string,
  ) {
    super(message);
    this.name = 'CreditExhaustedError';
  }
}

/** A mock the caller may not start: a visitor's free mock for a student, one already taken, mock test 1 still locked. */
export class MockNotOpenError extends ForbiddenError {
  constructor(
    readonly mockTestId: string,
    message: string,
  ) {
    super(message);
    this.name = 'MockNotOpenError';
  }
}

/** A step the mock's state does not allow now: a closed item, one further on, a submitted test, a result not ready. */
export class MockStepRefusedError extends ConflictError {
  constructor(
    readonly id: string,
    message: string,
  ) {
    super(message);
    this.name = 'MockStepRefusedError';
  }
}

/** Other requests kept changing the same item, so this one gave up rather than overwrite them. */
export class ChangedElsewhereError extends ConflictError {
  constructor(
    readonly id: string,
    message: string,
  ) {
    super(message);
    this.name = 'ChangedElsewhereError';
  }
}

/** A limit per address, account or visitor was reached in its window. */
export class RateLimitedError extends TooManyRequestsError {
  constructor(
    readonly scope: string,
    message: string,
  ) {
    super(message);
    this.name = 'RateLimitedError';
  }
}

export class AnalysisNotQueuedError extends ServiceFailedError {
  constructor(
    readonly jobId: string,
    message: string,
  ) {
    super(message);
    this.name = 'AnalysisNotQueuedError';
  }
}

/** No payment can start: the stage's Stripe keys are not set, or Stripe failed; nothing was charged. */
export class PaymentsUnavailableError extends ServiceFailedError {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentsUnavailableError';
  }
}

export class MailNotSentError extends ServiceFailedError {
  constructor(message: string) {
    super(message);
    this.name = 'MailNotSentError';
  }
}
