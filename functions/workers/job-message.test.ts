import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseJobMessage } from './job-message';

describe('parseJobMessage', () => {
  it('reads the job id of a message the API queued', () => {
    const jobId = randomUUID();

    expect(parseJobMessage(JSON.stringify({ jobId }))).toEqual({ jobId });
  });

  it('drops a body that is not JSON, not an object, or whose job id is not a UUID: no delivery would ever succeed', () => {
    for (const body of ['', 'not json', '[]', 'null', '42', JSON.stringify({ jobId: 'job-1' }), JSON.stringify({ id: randomUUID() })]) {
      expect(parseJobMessage(body), body).toBeUndefined();
    }
  });
});
