import { describe, expect, it } from 'vitest';
import { dismissSnackbar, enqueueSnackbar, SNACKBAR_QUEUE_LIMIT, snackbarDurationMs } from '@frontend/components/snackbar/snackbar-queue';

describe('enqueueSnackbar', () => {
  it('uses the kind text quoted by the spec', () => {
    const queue = enqueueSnackbar([], 'emailNotVerified', 1);

    expect(queue).toEqual([{ id: 1, kind: 'emailNotVerified', severity: 'warning', text: 'Check your inbox and confirm your email first!' }]);
  });

  it('prefers the message given, such as the server text of a critical error', () => {
    const [item] = enqueueSnackbar([], 'criticalError', 1, 'Too many attempts.');

    expect(item).toMatchObject({ severity: 'error', text: 'Too many attempts.' });
    expect(enqueueSnackbar([], 'criticalError', 2, '   ')[0]?.text).toBe('Server error!');
  });

  it('shows nothing for a kind without a text when no message is given', () => {
    expect(enqueueSnackbar([], 'rewardClaimed', 1)).toEqual([]);
  });

  it('queues in order and does not repeat the same snackbar', () => {
    let queue = enqueueSnackbar([], 'criticalError', 1);
    queue = enqueueSnackbar(queue, 'emailSent', 2);
    queue = enqueueSnackbar(queue, 'criticalError', 3);

    expect(queue.map((item) => item.id)).toEqual([1, 2]);
  });

  it('keeps the one on screen and the newest waiting ones when too many arrive', () => {
    let queue = enqueueSnackbar([], 'criticalError', 0, 'message 0');
    for (let id = 1; id <= 6; id += 1) queue = enqueueSnackbar(queue, 'criticalError', id, `message ${id}`);

    expect(queue).toHaveLength(SNACKBAR_QUEUE_LIMIT + 1);
    expect(queue.map((item) => item.id)).toEqual([0, 4, 5, 6]);
  });
});

describe('dismissSnackbar', () => {
  it('clears the one on screen so the next one shows', () => {
    const queue = enqueueSnackbar(enqueueSnackbar([], 'emailSent', 1), 'passwordReset', 2);

    expect(dismissSnackbar(queue, 1).map((item) => item.kind)).toEqual(['passwordReset']);
  });
});

describe('snackbarDurationMs', () => {
  it('keeps errors on screen longer than confirmations', () => {
    expect(snackbarDurationMs('error')).toBeGreaterThan(snackbarDurationMs('success'));
  });
});
