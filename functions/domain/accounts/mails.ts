import { accountTexts } from '@shared/accounts';
import type { Mail } from '@functions/adapters/mailer';

const productName = 'PTE Practice';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A plain, readable HTML body: a greeting, paragraphs and one button link. */
function html(paragraphs: string[], action?: { label: string; url: string }): string {
  const body = paragraphs.map((paragraph) => `<p style="margin:0 0 16px">${escapeHtml(paragraph)}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#0a3d91;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#555">Or open this link: ${escapeHtml(action.url)}</p>`
    : '';
  return `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;color:#1a1a1a;max-width:560px;margin:auto;padding:24px">${body}${button}<p style="margin:32px 0 0;font-size:13px;color:#555">${productName}</p></body></html>`;
}

function text(paragraphs: string[], action?: { label: string; url: string }): string {
  return [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : []), `-- ${productName}`].join('\n\n');
}

function mail(to: string, subject: string, paragraphs: string[], action?: { label: string; url: string }): Mail {
  return { to, subject, text: text(paragraphs, action), html: html(paragraphs, action) };
}

// Which kind each mail is, and so which preference it obeys (shared/accounts mailPreferences):
// verification, password reset, invitation and contact are transactional (always sent); the new
// referral mail is general (can_send_email_general).

export function verificationMail(to: string, firstName: string, url: string): Mail {
  return mail(to, `Confirm your email for ${productName}`, [`Hello ${firstName},`, 'Please confirm your email address to finish creating your account. The link works once and expires in one hour.'], {
    label: 'Confirm my email',
    url,
  });
}

export function passwordResetMail(to: string, firstName: string, url: string): Mail {
  return mail(to, `Reset your ${productName} password`, [`Hello ${firstName},`, 'Someone asked to reset the password of your account. If it was you, choose a new password with the link below; it works once and expires in one hour. If it was not you, ignore this email: your password stays as it is.'], {
    label: 'Choose a new password',
    url,
  });
}

export function invitationMail(to: string, inviterName: string, url: string): Mail {
  return mail(to, `${inviterName} invited you to ${productName}`, [`Hello,`, `${inviterName} invited you to practise for the PTE exam with ${productName}. Your account is ready: choose a password to start. The link works once and expires in one hour; after that, use "Forgot password" on the login page.`], {
    label: 'Choose my password',
    url,
  });
}

export function contactMail(to: string, from: { firstName: string; email: string }, message: string): Mail & { replyTo: string } {
  return { ...mail(to, `Contact form: message from ${from.firstName}`, [`From: ${from.firstName} <${from.email}>`, message]), replyTo: from.email };
}

/** General: news of a new referral, with the way to the reward it earned. */
export function newReferralMail(to: string, firstName: string, url: string): Mail {
  return mail(to, accountTexts.newReferral, [`Hello ${firstName},`, 'Someone you invited has just joined. You have a new reward to claim on your rewards page.'], {
    label: 'Claim my reward',
    url,
  });
}
