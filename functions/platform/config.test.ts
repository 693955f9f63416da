import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';

const valid = {
  STAGE: 'dev',
  AWS_REGION: 'eu-west-1',
  TABLE_NAME: 'pte-dev',
  JWT_SECRET_ARN: 'arn:aws:secretsmanager:eu-west-1:1:secret:x',
  WRITING_QUEUE_URL: 'https://sqs.eu-west-1.amazonaws.com/1/pte-dev-writing',
  SPEECH_QUEUE_URL: 'https://sqs.eu-west-1.amazonaws.com/1/pte-dev-speech',
  TRANSCRIBER: 'aws',
  CONTENT_BUCKET: 'content',
  UPLOADS_BUCKET: 'uploads',
  MAIL_FROM: 'PTE Practice <no-reply@example.com>',
  TEAM_EMAIL: 'team@example.com',
  PUBLIC_URL_PARAMETER: '/pte/dev/public-url',
};

describe('config', () => {
  it('accepts a complete environment and defaults the log level', () => {
    expect(parseConfig(valid)).toMatchObject({ STAGE: 'dev', LOG_LEVEL: 'INFO' });
  });

  it('names every missing variable in one error', () => {
    expect(() => parseConfig({ AWS_REGION: 'eu-west-1', JWT_SECRET_FILE: '/tmp/k' })).toThrow(/STAGE.*TABLE_NAME/);
  });

  it('requires exactly one source of the public URL', () => {
    expect(() => parseConfig({ ...valid, PUBLIC_URL: 'https://app.example.com' })).toThrow('Set exactly one of PUBLIC_URL and PUBLIC_URL_PARAMETER');
  });

  it('requires exactly one source of the JWT key', () => {
    expect(() => parseConfig({ ...valid, JWT_SECRET_FILE: '/tmp/k' })).toThrow('Set exactly one of JWT_SECRET_ARN and JWT_SECRET_FILE');
    const { JWT_SECRET_ARN: _arn, ...withoutKey } = valid;
    expect(() => parseConfig(withoutKey)).toThrow('Set exactly one of JWT_SECRET_ARN and JWT_SECRET_FILE');
  });
});
