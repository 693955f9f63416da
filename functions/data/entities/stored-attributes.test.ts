import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { StoredDataError } from '../stored-json';
import { getAnalysisJob } from './analysis-job';
import { readMockSession, updateMockSession } from './mock-session';
import { getQuestion } from './question';

const dynamo = mockClient(DynamoDBDocumentClient);

/** An item as the table holds it: ElectroDB's identifiers beside the attributes. */
const stored = (entity: string, attributes: Record<string, unknown>) => ({ Item: { __edb_e__: entity, __edb_v__: '1', ...attributes } });

/** A mock session as the platform has stored it since sessions existed: answers and jobs as JSON text. */
const storedSession = (changes: Record<string, unknown> = {}) =>
  stored('mockSession', {
    sessionId: 'session-1',
    owner: 'user:user-1',
    userId: 'user-1',
    mockTestId: 'mock-1',
    title: 'Mock test 1',
    variant: 'Academic',
    category: 'Writing',
    isFree: false,
    status: 'in-progress',
    parts: [{ name: 'Writing', timeLimitSeconds: 600, uids: ['WWE-0001'] }],
    partIndex: 0,
    itemIndex: 1,
    partStartedAt: [1_700_000_000_000],
    timeUp: false,
    answers: '{"WWE-0001":{"kind":"text","text":"An essay."}}',
    jobs: '{"WWE-0001":{"jobId":"job-1","kind":"writing"}}',
    revision: 1,
    createdAt: 1_700_000_000_000,
    ...changes,
  });

describe('stored attributes', () => {
  beforeEach(() => dynamo.reset());

  it('reads a mock session stored as JSON text into its answers and jobs', async () => {
    // Prepare
    dynamo.on(GetCommand).resolves(storedSession());

    // Act
    const session = await readMockSession('session-1');

    // Assess
    expect(session).toMatchObject({
      answers: { 'WWE-0001': { kind: 'text', text: 'An essay.' } },
      jobs: { 'WWE-0001': { jobId: 'job-1', kind: 'writing' } },
      outcomes: {},
    });
    expect(session?.report).toBeUndefined();
  });

  it('refuses a mock session whose stored answers have an unknown kind', async () => {
    // Prepare
    dynamo.on(GetCommand).resolves(storedSession({ answers: '{"WWE-0001":{"kind":"essay","text":"An essay."}}' }));

    // Act
    const read = readMockSession('session-1');

    // Assess
    await expect(read).rejects.toThrow(StoredDataError);
    await expect(read).rejects.toThrow(/mockSession\.answers of session-1/);
  });

  it('writes a changed session answers as JSON text, the format already stored', async () => {
    // Prepare
    dynamo.on(UpdateCommand).resolves({ Attributes: storedSession({ revision: 2 }).Item });

    // Act
    await updateMockSession('session-1', 1, { answers: { 'WWE-0001': { kind: 'text', text: 'An essay.' } } });

    // Assess
    const values = Object.values(dynamo.commandCalls(UpdateCommand)[0]!.args[0].input.ExpressionAttributeValues ?? {});
    expect(values).toContain('{"WWE-0001":{"kind":"text","text":"An essay."}}');
  });

  it("reads a speech job's browser transcript and refuses a writing result without its traits", async () => {
    // Prepare
    const job = { jobId: 'job-1', uid: 'SRA-0001', isMockTest: false, status: 'done', expiresAt: 1, createdAt: 1 };
    dynamo
      .on(GetCommand)
      .resolvesOnce(stored('analysisJob', { ...job, kind: 'speech', recordingKey: 'r.wav', browserTranscript: '{"text":"hello","confidence":0.9}' }))
      .resolvesOnce(stored('analysisJob', { ...job, kind: 'writing', text: 'An essay.', result: '{"score":3,"max":15}' }));

    // Act
    const speech = await getAnalysisJob('job-1');
    const writing = getAnalysisJob('job-1');

    // Assess
    expect(speech).toMatchObject({ kind: 'speech', browserTranscript: { text: 'hello', confidence: 0.9 } });
    await expect(writing).rejects.toThrow(/analysisJob\.result of job-1 cannot be read/);
  });

  it('refuses a question whose body is not a question of the bank', async () => {
    // Prepare
    dynamo.on(GetCommand).resolves(stored('question', { uid: 'RSA-0001', body: '{"uid":"RSA-0001"}' }));

    // Act
    const read = getQuestion('RSA-0001');

    // Assess
    await expect(read).rejects.toThrow(/question\.body of RSA-0001 cannot be read/);
  });
});
