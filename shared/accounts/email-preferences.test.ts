import { describe, expect, it } from 'vitest';
import { maySendMail } from './email-preferences';

describe('maySendMail', () => {
  it('always sends a transactional mail, whatever the preferences', () => {
    expect(maySendMail('transactional', [])).toBe(true);
  });

  it('sends a general mail only with can_send_email_general', () => {
    expect(maySendMail('general', ['can_send_email_general'])).toBe(true);
    expect(maySendMail('general', ['can_send_email_third_party'])).toBe(false);
  });

  it('sends a third-party mail only with can_send_email_third_party', () => {
    expect(maySendMail('thirdParty', ['can_send_email_third_party'])).toBe(true);
    expect(maySendMail('thirdParty', ['can_send_email_general'])).toBe(false);
  });
});
