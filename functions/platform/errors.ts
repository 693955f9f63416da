/**
 * The one error hierarchy. Domain code throws these; the router maps them to DESIGN.md §4 responses.
 * Anything else is a bug: logged with the request id and answered 500 'Server error!'.
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
