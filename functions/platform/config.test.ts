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

describe('config of payments and mobile subscriptions', () => {
  it('takes the Stripe keys and the mobile key from at most one source each, and needs neither', () => {
    expect(parseConfig(valid).STRIPE_SECRET_ARN).toBeUndefined();
    expect(() => parseConfig({ ...valid, STRIPE_SECRET_ARN: 'arn:aws:secretsmanager:eu-west-1:1:secret:s', STRIPE_SECRET_FILE: '/tmp/s' })).toThrow('Set at most one of STRIPE_SECRET_ARN and STRIPE_SECRET_FILE');
    expect(() => parseConfig({ ...valid, MOBILE_SECRET_ARN: 'arn:aws:secretsmanager:eu-west-1:1:secret:m', MOBILE_SUBSCRIPTIONS_FILE: '/tmp/m' })).toThrow('Set at most one of MOBILE_SECRET_ARN and MOBILE_SUBSCRIPTIONS_FILE');
  });
});
