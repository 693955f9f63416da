import { describe, expect, it } from 'vitest';
import {
  AnalysisNotQueuedError,
  ChangedElsewhereError,
  CreditExhaustedError,
  MockStepRefusedError,
  QuestionLockedError,
  QuestionNotFoundError,
  RateLimitedError,
  SessionExpiredError,
} from './errors';

describe('domain errors', () => {
  it('are answered with the response of what happened, carrying their context', () => {
    // Prepare
    const cases = [
      [new QuestionNotFoundError('RSA-0001'), 404],
      [new SessionExpiredError(), 401],
      [new QuestionLockedError('RSA-0009', 'Locked.'), 403],
      [new CreditExhaustedError('writing', 'No credit left.'), 403],
      [new MockStepRefusedError('session-1', 'Closed.'), 409],
      [new ChangedElsewhereError('session-1', 'Changed.'), 409],
      [new RateLimitedError('login', 'Too many.'), 429],
      [new AnalysisNotQueuedError('job-1', 'Not sent.'), 503],
    ] as const;

    // Assess
    for (const [error, status] of cases) expect([error.name, error.status]).toEqual([error.constructor.name, status]);
    expect(new QuestionNotFoundError('RSA-0001')).toMatchObject({ uid: 'RSA-0001', message: 'This question does not exist.' });
    expect(new CreditExhaustedError('writing', 'No credit left.')).toMatchObject({ credit: 'writing', message: 'No credit left.' });
  });
});
