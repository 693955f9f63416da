import { describe, expect, it } from 'vitest';
import { contract, TimeZoneSchema } from './index';

describe('TimeZoneSchema', () => {
  it('takes the IANA time zones browsers report and refuses anything else with a clear message', () => {
    expect(TimeZoneSchema.safeParse('Europe/London').success).toBe(true);
    expect(TimeZoneSchema.safeParse('Asia/Kolkata').success).toBe(true);
    expect(TimeZoneSchema.safeParse('UTC').success).toBe(true);
    const refused = TimeZoneSchema.safeParse('Mars/Olympus');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('Give an IANA time zone, such as Europe/London.');
    expect(TimeZoneSchema.safeParse('x'.repeat(65)).success).toBe(false);
  });
});

describe('users.getStudentStatistics', () => {
  it('is for signed-in users and reads UTC days when the browser gives no time zone', () => {
    const operation = contract.users.getStudentStatistics;

    expect(operation.access).toBe('user');
    expect(operation.input.parse({})).toEqual({ timeZone: 'UTC' });
  });
});
