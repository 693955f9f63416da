import { describe, expect, it } from 'vitest';
import { useLocalPlatform } from '@test/fixtures/local-platform';

interface StoredMail {
  destination: { to: string[] };
  subject: string;
  body: { text: string };
  at: number;
}

describe('accounts over HTTP', () => {
  const env = useLocalPlatform();
  const { call } = env;

  /** The newest link to `route` in a mail to `to`, from aws-ses-v2-local's store. */
  async function linkFromMail(to: string, route: string): Promise<string> {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const { emails } = (await (await fetch(`${env.platform.mailUrl}/store`)).json()) as { emails: StoredMail[] };
      const mail = emails.filter((candidate) => candidate.destination.to.includes(to) && candidate.body.text.includes(route)).at(-1);
      const link = mail?.body.text.match(new RegExp(`https?://\\S+${route}\\?token=[\\w-]+`))?.[0];
      if (link) return link;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`No mail to ${to} with a ${route} link`);
  }
  const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

  async function registerVerifiedUser(email: string, password = 'a good password') {
    expect((await call('users/registerUser', { email, password, firstName: 'Test' })).status).toBe(200);
    expect((await call('users/verifyTokenEmail', { token: tokenOf(await linkFromMail(email, '/verify')) })).status).toBe(200);
    const login = await call('users/loginStudent', { email, password });
    expect(login.status).toBe(200);
    return login.body as { token: string; user: { id: string }; sessionToken: string };
  }

  it('registers, mails a verification link, refuses login until verified, then logs in and retrieves the user', async () => {
    const registered = await call('users/registerUser', { email: '  Nora@Example.com ', password: 'correct horse', firstName: 'Nora' });
    expect(registered).toEqual({ status: 200, body: { email: 'nora@example.com' } });

    const unverified = await call('users/loginStudent', { email: 'nora@example.com', password: 'correct horse' });
    expect(unverified).toEqual({ status: 201, body: { error: 'Check your inbox and confirm your email first!', email: 'nora@example.com' } });

    const link = await linkFromMail('nora@example.com', '/verify');
    expect(link.startsWith(`${env.platform.appUrl}/verify?token=`)).toBe(true);
    expect(await call('users/verifyTokenEmail', { token: tokenOf(link) })).toEqual({ status: 200, body: { message: 'Account successfully verified!' } });
    expect(await call('users/verifyTokenEmail', { token: tokenOf(link) })).toEqual({ status: 201, body: { error: 'This token is expired!' } });

    const login = await call('users/loginStudent', { email: 'NORA@example.com', password: 'correct horse' });
    expect(login.status).toBe(200);
    const { token, user, sessionToken } = login.body as { token: string; user: Record<string, unknown>; sessionToken: string };
    expect(user).toMatchObject({ email: 'nora@example.com', firstName: 'Nora', platformAccess: 'student', examType: 'Academic', nightTimeStart: 20, nightTimeEnd: 8 });
    expect(user.stepsDone).toContain('did_verify_email');
    expect(JSON.stringify(login.body)).not.toMatch(/passwordHash|scrypt/);
    expect(sessionToken).toMatch(/^[0-9a-f]{64}$/);

    const retrieved = await call('users/retrieveUser', {}, token);
    expect(retrieved).toMatchObject({ status: 200, body: { user: { email: 'nora@example.com' } } });
    expect((await call('users/retrieveUser', {})).status).toBe(401);
  });

  it('refuses a second account for an address, on the email field', async () => {
    await call('users/registerUser', { email: 'twice@example.com', password: 'password one' });
    expect(await call('users/registerUser', { email: 'TWICE@example.com', password: 'password two' })).toEqual({ status: 400, body: { errors: { email: 'An account with this email already exists.' } } });
  });

  it('answers malformed e-mails, empty and oversize fields with field errors', async () => {
    expect(await call('users/registerUser', { email: 'not-an-email', password: '' })).toEqual({
      status: 400,
      body: { errors: { email: 'Enter a valid email address.', password: 'Use at least 8 characters.' } },
    });
    expect((await call('users/registerUser', { email: 'long@example.com', password: 'password123', firstName: 'x'.repeat(51) })).body.errors).toEqual({ firstName: 'Use at most 50 characters.' });
    expect((await call('email/sendContactEmail', { email: 'a@example.com', firstName: 'Al', message: 'x'.repeat(2001) })).body.errors).toEqual({ message: 'Use at most 2000 characters.' });
    expect((await call('users/loginStudent', {})).body.errors).toMatchObject({ email: expect.any(String), password: expect.any(String) });
  });

  it('refuses a wrong password on its field and throttles after 5 failures in 15 minutes', async () => {
    await registerVerifiedUser('throttle@example.com', 'the right one');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await call('users/loginStudent', { email: 'throttle@example.com', password: `wrong ${attempt}` })).toEqual({ status: 400, body: { errors: { password: 'The email or password is incorrect.' } } });
    }
    const throttled = await call('users/loginStudent', { email: 'throttle@example.com', password: 'the right one' });
    expect(throttled).toMatchObject({ status: 429, body: { errors: { internal: true, message: 'Too many failed attempts. Wait 15 minutes or reset your password.' } } });
    expect((await call('users/loginStudent', { email: 'nobody@example.com', password: 'whatever1' })).status).toBe(400);
  });

  it('resets a forgotten password by mail, once, and ends other sessions', async () => {
    const first = await registerVerifiedUser('forgetful@example.com', 'old password');
    expect(await call('email/forgotPassword', { email: 'forgetful@example.com' })).toEqual({ status: 200, body: { message: "We've sent you a reset link." } });
    expect(await call('email/forgotPassword', { email: 'unknown@example.com' })).toEqual({ status: 200, body: { message: "We've sent you a reset link." } });
    const token = tokenOf(await linkFromMail('forgetful@example.com', '/reset-password'));
    expect(await call('users/resetPassword', { token, password: 'new password' })).toEqual({ status: 200, body: { message: 'Password successfully changed!' } });
    expect(await call('users/resetPassword', { token, password: 'another one' })).toEqual({ status: 201, body: { error: 'This token is expired!' } });
    expect(await call('users/verifyTokenEmail', { token })).toMatchObject({ status: 201 });
    expect((await call('users/loginStudent', { email: 'forgetful@example.com', password: 'old password' })).status).toBe(400);
    expect((await call('users/loginStudent', { email: 'forgetful@example.com', password: 'new password' })).status).toBe(200);
    // The token from before the reset reads and writes nothing any more.
    const ended = { status: 401, body: { errors: { internal: true, message: 'Other session detected!' } } };
    expect(await call('users/retrieveUser', {}, first.token)).toMatchObject(ended);
    expect(await call('users/updateUser', { firstName: 'Intruder' }, first.token)).toMatchObject(ended);
    expect(await call('users/verifyMultiAccount', {}, first.token)).toMatchObject(ended);
  });

  it('tells an older session that the account logged in elsewhere', async () => {
    const laptop = await registerVerifiedUser('two-devices@example.com');
    const phone = await call('users/loginStudent', { email: 'two-devices@example.com', password: 'a good password' });
    expect(await call('users/verifyMultiAccount', {}, laptop.token)).toMatchObject({ status: 401, body: { errors: { message: 'Other session detected!' } } });
    expect(await call('users/verifyMultiAccount', {}, (phone.body as { token: string }).token)).toEqual({ status: 200, body: { isSameSession: true } });
  });

  it('renews the latest session: a new token of the same session, which the multi-account check still knows; refused to a replaced session', async () => {
    // Prepare
    const laptop = await registerVerifiedUser('sliding@example.com');

    // Act
    const renewed = await call('users/updateLatestSession', {}, laptop.token);

    // Assess
    expect(renewed).toMatchObject({ status: 200, body: { sessionToken: laptop.sessionToken } });
    const { token } = renewed.body as { token: string };
    expect(await call('users/verifyMultiAccount', {}, token)).toEqual({ status: 200, body: { isSameSession: true } });
    expect(await call('users/retrieveUser', {}, token)).toMatchObject({ status: 200, body: { user: { email: 'sliding@example.com' } } });
    expect((await call('users/updateLatestSession', {})).status).toBe(401);

    // A login elsewhere ends the session, renewed tokens and all, and it cannot renew itself back.
    expect((await call('users/loginStudent', { email: 'sliding@example.com', password: 'a good password' })).status).toBe(200);
    const ended = { status: 401, body: { errors: { internal: true, message: 'Other session detected!' } } };
    expect(await call('users/updateLatestSession', {}, token)).toMatchObject(ended);
    expect(await call('users/retrieveUser', {}, token)).toMatchObject(ended);
  });

  it('keeps students out of admin operations and out of other users\' data', async () => {
    const student = await registerVerifiedUser('curious@example.com');
    expect(await call('admins/fetchAllAdminSettings', undefined, student.token)).toMatchObject({ status: 403, body: { errors: { internal: true } } });
    expect((await call('admins/fetchAllAdminSettings')).status).toBe(401);

    const inviter = await registerVerifiedUser('inviter@example.com');
    expect(await call('email/sendInvite', { email: 'friend@example.com', firstName: 'Friend' }, inviter.token)).toEqual({ status: 200, body: { message: 'Email sent successfully!' } });
    expect(await call('email/sendInvite', { email: 'curious@example.com' }, inviter.token)).toEqual({ status: 400, body: { errors: { email: 'This person already has an account.' } } });
    const invite = tokenOf(await linkFromMail('friend@example.com', '/set-password'));
    expect(await call('users/setNewPassword', { token: invite, password: 'friendly password' })).toEqual({ status: 200, body: { message: 'Password successfully changed!' } });
    const friend = await call('users/loginStudent', { email: 'friend@example.com', password: 'friendly password' });
    expect(friend.status).toBe(200);
    expect((friend.body as { user: { stepsDone: string[] } }).user.stepsDone).not.toContain('should_set_password');

    const { user } = (await call('users/retrieveUser', {}, inviter.token)).body as { user: { notifications: { id: string; message: string; hasRead: boolean }[] } };
    expect(user.notifications).toEqual([expect.objectContaining({ type: 'new_referral', message: 'Well done! You got a new referral!', hasRead: false })]);
    const notificationId = user.notifications[0]!.id;
    expect(await call('users/markHasRead', { notificationId }, student.token)).toMatchObject({ status: 404 });
    const read = await call('users/markHasRead', { notificationId }, inviter.token);
    expect((read.body as typeof read.body & { user: typeof user }).user.notifications[0]!.hasRead).toBe(true);
  });

  it('changes the profile, the steps the student may record, night mode and exam type', async () => {
    const { token } = await registerVerifiedUser('settings@example.com');
    expect(await call('users/updateUser', { firstName: 'Sam', examType: 'Core' }, token)).toMatchObject({ status: 200, body: { user: { firstName: 'Sam', examType: 'Core' } } });
    expect(await call('users/updateUserArray', { stepsDone: 'should_auto_night_mode' }, token)).toMatchObject({ body: { user: { stepsDone: expect.arrayContaining(['should_auto_night_mode']) } } });
    expect(await call('users/updateUserArray', { stepsDone: 'can_take_mock_test_1' }, token)).toEqual({ status: 400, body: { errors: { stepsDone: 'This step is recorded by the platform, not by you.' } } });
    expect((await call('users/updateUserArray', { stepsDone: 'is_admin' }, token)).status).toBe(400);
    const removed = await call('users/removeUserArray', { stepsDone: 'should_auto_night_mode' }, token);
    expect((removed.body as { user: { stepsDone: string[] } }).user.stepsDone).not.toContain('should_auto_night_mode');
    expect(await call('users/toggleNightMode', { isNightMode: true, nightTimeStart: 21 }, token)).toMatchObject({ body: { user: { isNightMode: true, nightTimeStart: 21, nightTimeEnd: 8 } } });
    expect(await call('users/toggleExamType', { examType: 'Academic', isAuthenticated: false })).toEqual({ status: 200, body: { examType: 'Academic' } });
    expect(await call('users/toggleExamType', { examType: 'Academic', isAuthenticated: true }, token)).toMatchObject({ body: { user: { examType: 'Academic' } } });
    expect(await call('users/updatePassword', { currentPassword: 'wrong', newPassword: 'brand new pass' }, token)).toEqual({ status: 400, body: { errors: { currentPassword: 'This is not your current password.' } } });
    const elsewhere = await call('users/loginStudent', { email: 'settings@example.com', password: 'a good password' });
    const changed = await call('users/updatePassword', { currentPassword: 'a good password', newPassword: 'brand new pass' }, (elsewhere.body as { token: string }).token);
    expect(changed).toMatchObject({ status: 200, body: { message: 'Password successfully changed!', token: expect.any(String) } });
    // The change ends every other session; the session that made it goes on with its new token.
    expect((await call('users/retrieveUser', {}, token)).status).toBe(401);
    expect((await call('users/retrieveUser', {}, (elsewhere.body as { token: string }).token)).status).toBe(401);
    expect(await call('users/getOverviewStudentData', {}, (changed.body as { token: string }).token)).toMatchObject({ status: 200, body: { firstName: 'Sam', plan: { name: 'Free', isPaid: false }, credits: { speakingLeft: 20, writingCredits: 5 } } });
  });

  it('takes a real png as profile image and refuses a text file named .png', async () => {
    const { token } = await registerVerifiedUser('picture@example.com');
    const upload = (bytes: Uint8Array, filename: string, type: string) => {
      const form = new FormData();
      form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), filename);
      return fetch(`${env.platform.appUrl}/api/aws/uploadProfileImage`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    };
    const disguised = await upload(new TextEncoder().encode('not really an image'), 'me.png', 'image/png');
    expect(disguised.status).toBe(400);
    expect(await disguised.json()).toEqual({ errors: { file: 'File not valid (must be: jpg - jpeg - png)' } });

    const png = Uint8Array.from(Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'));
    const accepted = await upload(png, 'me.png', 'image/png');
    expect(accepted.status).toBe(200);
    const { user } = (await accepted.json()) as { user: { profileImage: string } };
    const image = await fetch(user.profileImage);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).equals(Buffer.from(png))).toBe(true);
  });

  it('deletes an account after the password, and the address can register again', async () => {
    const { token } = await registerVerifiedUser('leaving@example.com');
    expect(await call('users/deleteUser', { password: 'not it' }, token)).toEqual({ status: 400, body: { errors: { password: 'This is not your password.' } } });
    expect(await call('users/deleteUser', { password: 'a good password' }, token)).toEqual({ status: 200, body: { message: 'Account successfully deleted!' } });
    expect(await call('users/retrieveUser', {}, token)).toMatchObject({ status: 401, body: { errors: { message: 'Account not recognized.' } } });
    expect((await call('users/loginStudent', { email: 'leaving@example.com', password: 'a good password' })).status).toBe(400);
    expect((await call('users/registerUser', { email: 'leaving@example.com', password: 'a fresh start' })).status).toBe(200);
  });

  it('forwards a contact message to the team with the sender as reply address', async () => {
    expect(await call('email/sendContactEmail', { email: 'Visitor@Example.com', firstName: 'Vi', message: 'How do mock tests work?' })).toEqual({ status: 200, body: { message: 'Congrats! Our team will contact you soon.' } });
    const { emails } = (await (await fetch(`${env.platform.mailUrl}/store`)).json()) as { emails: (StoredMail & { replyTo: string[] })[] };
    expect(emails.find((mail) => mail.destination.to.includes('team@pte.local'))).toMatchObject({ replyTo: ['visitor@example.com'], body: { text: expect.stringContaining('How do mock tests work?') } });
  });

  it('logs in the seeded demo student and admin, and the admin reads the admin settings', async () => {
    const accounts = [...env.platform.output().matchAll(/(student|admin)\s+(\S+@pte\.local)\s+password: (\S+)/g)].map(([, role, email, password]) => ({ role, email, password }));
    expect(accounts.map((account) => account.role)).toEqual(['student', 'admin']);
    for (const account of accounts) expect((await call('users/loginStudent', { email: account.email, password: account.password })).status).toBe(200);
    const admin = await call('users/loginStudent', { email: accounts[1]!.email, password: accounts[1]!.password });
    expect(await call('admins/fetchAllAdminSettings', undefined, (admin.body as { token: string }).token)).toMatchObject({ status: 200, body: { stage: 'local' } });
  });
});
