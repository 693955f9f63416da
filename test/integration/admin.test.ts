import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTexts } from '@shared/accounts';
import { encodeWav } from '@shared/audio';
import { surveyTexts } from '@shared/admin';
import { contract, NewSurveySchema, type Operation } from '@shared/api';
import { linkFromMail, waitForMail } from '@test/fixtures/mail';
import { callApi, projectRoot, temporaryDataDir } from '@test/fixtures/local-platform';
import { startPlatform, type Platform } from '@local/platform';
import type * as DataModule from '@functions/data';
import type * as BlobsModule from '@functions/adapters/blobs';

type Data = typeof DataModule;
type Blobs = (typeof BlobsModule)['blobs'];

interface Student {
  token: string;
  id: string;
  email: string;
  password: string;
}

const day = 24 * 60 * 60 * 1000;
const password = 'a good password';
/** Free sample questions (the first three of each type are samples). */
const samples = ['RSA-0001', 'RMA-0001'];

// In-process platform (as npm start runs it), so the test can look into the bucket and the table after a deletion.
describe('admin operations over HTTP', () => {
  let dataDir: Awaited<ReturnType<typeof temporaryDataDir>>;
  let platform: Platform;
  let adminToken: string;
  let registered = 0;
  // Loaded once the platform has set the environment their configuration reads.
  let blobs: Blobs;
  let data: Data;
  let uploadsBucket: string;

  beforeAll(async () => {
    dataDir = await temporaryDataDir();
    platform = await startPlatform({ projectRoot, port: 0, mailPort: 0, dataDir: dataDir.path, webRoot: `${dataDir.path}/no-web`, logLevel: 'SILENT' });
    ({ blobs } = await import('@functions/adapters/blobs'));
    data = await import('@functions/data');
    uploadsBucket = (await import('@functions/platform/config')).config.UPLOADS_BUCKET;
    const admin = platform.demoAccounts.find((account) => account.platformAccess === 'admin')!;
    adminToken = (await call('users/loginStudent', { email: admin.email, password: admin.password })).body.token as string;
  });

  afterAll(async () => {
    await platform?.stop();
    await dataDir?.remove();
  });

  const call = (path: string, body?: unknown, token?: string) => callApi(platform.appUrl, path, body, token);
  const asAdmin = (name: string, body?: unknown) => call(`admins/${name}`, body, adminToken);

  /** A confirmed, signed-in student; from a share link when `referralId` is given. */
  async function registerStudent(referralId?: string): Promise<Student> {
    registered += 1;
    const email = `admin-test-${registered}@example.com`;
    expect((await call('users/registerUser', { email, password, firstName: 'Student', ...(referralId ? { referralId } : {}) })).status).toBe(200);
    const token = linkFromMail(await waitForMail(platform.mailUrl, email), '/verify').searchParams.get('token');
    expect((await call('users/verifyTokenEmail', { token })).status).toBe(200);
    const login = await call('users/loginStudent', { email, password });
    expect(login.status).toBe(200);
    return { token: login.body.token as string, id: (login.body.user as { id: string }).id, email, password };
  }

  const newSurvey = (expiresAt = Date.now() + day) => ({
    title: 'How is your practice going?',
    questions: [
      { prompt: 'How useful is the practice?', kind: 'singleChoice', options: ['Very', 'A little', 'Not at all'] },
      { prompt: 'What should we add?', kind: 'freeText' },
    ],
    expiresAt,
  });

  it('answers every admins operation 401 to a visitor, 403 to a student and 200 to an admin', async () => {
    // Prepare: something for each operation to act on.
    const target = await registerStudent();
    const doomed = await registerStudent();
    const outsider = await registerStudent();
    const survey = (await asAdmin('createSurvey', newSurvey())).body as { surveyId: string };
    const rating = (await call('users/leaveRating', { rating: 5 }, target.token)).body as { _id: string };
    expect((await call('users/leaveTestimonial', { header: 'Great practice', quote: 'Helped me a lot', testimonialId: rating._id }, target.token)).status).toBe(200);
    expect((await call('questions/reportQuestion', { uid: 'RSA-0001', reason: 'The answer key looks wrong' }, target.token)).status).toBe(200);
    const reports = (await asAdmin('fetchQuestionReports', { status: 'open' })).body.reports as { reportId: string }[];
    const now = Date.now();
    const inputs: { [Name in keyof typeof contract.admins]: unknown } = {
      fetchAllAdminSettings: undefined,
      // On Ultimate, under its default 30 %, so it changes no price a later test checks.
      updateFields: { promotion: { promoId: 'matrix-promo', discount: 10, startTime: now, endTime: now + day, target: ['package_ultimate'] } },
      fetchEmailList: {},
      fetchStudents: { search: 'admin-test' },
      fetchStudentBlockStatus: { email: target.email },
      blockStudent: { email: target.email },
      unblockStudent: { email: target.email },
      deleteOldAccount: { email: doomed.email },
      fetchStudentAccount: { email: target.email },
      grantCredits: { email: target.email, credit: 'writingCredits', amount: 2, reason: 'Support request' },
      fetchAllSurveys: undefined,
      createSurvey: newSurvey(),
      fetchSurveyResults: { surveyId: survey.surveyId },
      fetchTestimonialsForReview: { listing: 'approved' },
      setTestimonialApproval: { testimonialId: rating._id, isApproved: false },
      fetchQuestionReports: { status: 'open' },
      markQuestionReportHandled: { reportId: reports[0]!.reportId },
      fetchAuditLog: {},
    };

    for (const [name, input] of Object.entries(inputs)) {
      // Act and assess: the same request from each kind of caller.
      expect((await call(`admins/${name}`, input)).status, `${name} by a visitor`).toBe(401);
      expect((await call(`admins/${name}`, input, outsider.token)).status, `${name} by a student`).toBe(403);
      const reply = await asAdmin(name, input);
      expect(reply.status, `${name} by an admin: ${JSON.stringify(reply.body)}`).toBe(200);
    }

    // Every action was audited with who did it.
    const audit = (await asAdmin('fetchAuditLog', { rowsPerPage: 100 })).body.rows as { action: string; adminEmail: string }[];
    expect(new Set(audit.map((entry) => entry.action))).toEqual(
      new Set(['updateFields', 'blockStudent', 'unblockStudent', 'deleteOldAccount', 'grantCredits', 'createSurvey', 'hideTestimonial', 'handleQuestionReport']),
    );
    expect(audit.every((entry) => entry.adminEmail === 'admin@pte.local')).toBe(true);
  });

  it('refuses every call of a blocked student, whatever the operation, and lets them back in once unblocked', async () => {
    const student = await registerStudent();
    expect(await asAdmin('blockStudent', { email: student.email })).toMatchObject({ status: 200, body: { blocked: true } });
    expect(await asAdmin('fetchStudentBlockStatus', { email: student.email })).toMatchObject({ status: 200, body: { blocked: true } });

    const signedIn = Object.values(contract).flatMap((group) => Object.values(group as Record<string, Operation>)).filter((operation) => operation.access !== 'guest');
    for (const operation of signedIn) {
      const path = `${operation.group}/${operation.name}${operation.pathParam ? '/x' : ''}`;
      const reply = await call(path, operation.method === 'GET' ? undefined : {}, student.token);
      expect(reply, path).toMatchObject({ status: 401, body: { errors: { message: accountTexts.accessBlocked } } });
    }
    expect(await call('users/loginStudent', { email: student.email, password })).toMatchObject({ status: 403, body: { errors: { message: accountTexts.accessBlocked } } });

    expect(await asAdmin('unblockStudent', { email: student.email })).toMatchObject({ status: 200, body: { blocked: false } });
    const login = await call('users/loginStudent', { email: student.email, password });
    expect(login.status).toBe(200);
    expect((await call('users/retrieveUser', {}, login.body.token as string)).status).toBe(200);
  });

  it("deletes every item and file of an old account, keeping its purchases, payments, reports and referral under one random id", async () => {
    // Prepare: a student referred by another, with a profile image, a recording and a part of one,
    // a speaking and a writing analysis, practice, a drawn mock, a saved word, a blog vote, a
    // rating and testimonial, a question report, a survey answer, a mailing-list entry, a
    // referral of their own, a cart and a purchase.
    const referrer = await registerStudent();
    const referrerCode = ((await call('users/fetchReward', {}, referrer.token)).body as { referralId: string }).referralId;
    const student = await registerStudent(referrerCode);
    const png = Uint8Array.from(Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'));
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'me.png');
    expect((await fetch(`${platform.appUrl}/api/aws/uploadProfileImage`, { method: 'POST', headers: { authorization: `Bearer ${student.token}` }, body: form })).status).toBe(200);
    const wav = encodeWav(new Float32Array(16_000));
    const uploadIds: string[] = [];
    for (let index = 0; index < 2; index += 1) {
      const upload = await call('analysis/createSpeechUpload', { uid: 'SRA-0001', bytes: wav.length }, student.token);
      expect(upload.status).toBe(200);
      const { uploadId, url, headers } = upload.body as { uploadId: string; url: string; headers: Record<string, string> };
      expect((await fetch(url, { method: 'PUT', headers, body: new Uint8Array(wav) })).status).toBe(200);
      uploadIds.push(uploadId);
    }
    const part = await call('analysis/recogniseSpeechPart', { uid: 'SRA-0001', uploadId: uploadIds[0] }, student.token);
    expect(part.status).toBe(200);
    const speech = await call('analysis/submitSpeech', { uid: 'SRA-0001', uploadId: uploadIds[1], isMockTest: false, browserTranscript: { text: 'silence', confidence: 0.5 } }, student.token);
    expect(speech.status).toBe(200);
    const writingUid = 'WWE-0001';
    const writing = (await call('analysis/analyseWritingText', { uid: writingUid, text: 'Students learn best when they practise every day with feedback.', isMockTest: false }, student.token)).body as { jobId: string };
    const jobIds = [(speech.body as { jobId: string }).jobId, writing.jobId];
    await expect.poll(async () => (await Promise.all(jobIds.map((jobId) => data.getAnalysisJob(jobId)))).map((job) => job?.status !== 'pending'), { timeout: 60_000 }).toEqual([true, true]);
    for (const uid of samples) expect((await call('questions/setPracticeScore', { uid, score: '1/1', successful: true, isAuthenticated: true }, student.token)).status).toBe(200);
    const drawn = (await call('mocktest/createRandomMockTest', { category: 'Writing' }, student.token)).body as { mockTestId: string };
    expect((await call('analysis/saveWord', { word: 'analyse', saved: true }, student.token)).status).toBe(200);
    expect((await call('blog/giveBlogFeedback', { slug: 'ielts-to-pte', helpful: true }, student.token)).status).toBe(200);
    const rating = (await call('users/leaveRating', { rating: 4 }, student.token)).body as { _id: string };
    expect((await call('users/leaveTestimonial', { header: 'Good practice', quote: 'The feedback helped me.', testimonialId: rating._id }, student.token)).status).toBe(200);
    const reason = 'The audio stops half-way through';
    expect((await call('questions/reportQuestion', { uid: 'RSA-0002', reason }, student.token)).status).toBe(200);
    expect((await call('maillist/saveToMailList', { email: student.email }, student.token)).status).toBe(200);
    const survey = (await asAdmin('createSurvey', newSurvey())).body as { surveyId: string; questions: { questionId: string }[] };
    expect((await call('users/completeSurvey', { surveyId: survey.surveyId, answers: { q1: 'Very', q2: 'Nothing' } }, student.token)).status).toBe(200);
    const ownCode = ((await call('users/fetchReward', {}, student.token)).body as { referralId: string }).referralId;
    const friend = await registerStudent(ownCode);
    const cart = await call('users/createCart', { packageId: 'package_full_mock' }, student.token);
    const intent = (await call('pricing/createPaymentIntentt', { cartId: cart.body.cartId }, student.token)).body as { paymentIntentId: string };
    expect((await call('pricing/simulatePayment', { paymentIntentId: intent.paymentIntentId, outcome: 'succeeded' }, student.token)).status).toBe(200);
    await expect.poll(async () => (await data.getPurchase(intent.paymentIntentId))?.userId).toBe(student.id);
    const recordings = `recordings/user-${student.id}/`;
    const images = `profile-images/${student.id}/`;
    const recordingKeys = [...(await blobs.list(uploadsBucket, recordings)).keys()];
    expect(recordingKeys).toHaveLength(2);
    expect((await blobs.list(uploadsBucket, images)).size).toBe(1);
    // The part is recognised only where the server's transcriber reads parts (PocketSphinx).
    const partRecorded = (part.body as { recognising: boolean }).recognising;
    if (partRecorded) expect(await data.getSpeechPart(recordingKeys.find((key) => key.includes(uploadIds[0]!))!)).toBeDefined();
    expect(await data.listUserWritings(student.id, writingUid)).not.toEqual([]);
    expect(await data.listSavedWords(student.id)).toEqual(['analyse']);
    expect(await data.getMockTest(drawn.mockTestId)).toBeDefined();
    expect((await data.EmailToken.query.byUser({ userId: student.id }).go()).data).not.toEqual([]);
    expect(await data.countReferralsOf(referrer.id)).toBe(1);
    expect(await data.countReferralsOf(student.id)).toBe(1);

    // Act
    const deleted = await asAdmin('deleteOldAccount', { email: student.email });

    // Assess: files and the account's own items are gone.
    expect(deleted).toMatchObject({ status: 200, body: { email: student.email, files: 3, purchasesAnonymised: 1 } });
    expect((await blobs.list(uploadsBucket, recordings)).size).toBe(0);
    expect((await blobs.list(uploadsBucket, images)).size).toBe(0);
    expect(await data.getUser(student.id)).toBeUndefined();
    expect(await data.getEmailOwner(student.email)).toBeUndefined();
    for (const key of recordingKeys) expect(await data.getSpeechPart(key)).toBeUndefined();
    for (const jobId of jobIds) expect(await data.getAnalysisJob(jobId)).toBeUndefined();
    expect(await data.listAnalysisScores(student.id)).toEqual([]);
    expect(await data.listUserWritings(student.id, writingUid)).toEqual([]);
    expect(await data.listUserAttempts(student.id)).toEqual([]);
    expect(await data.listProgress(student.id, '')).toEqual([]);
    expect(await data.getMockTest(drawn.mockTestId)).toBeUndefined();
    expect(await data.listSavedWords(student.id)).toEqual([]);
    expect((await data.listBlogVotes('ielts-to-pte')).map((vote) => vote.voterId)).not.toContain(`user#${student.id}`);
    expect(await data.getRatingOf(student.id)).toBeUndefined();
    expect(await data.getTestimonial(rating._id)).toBeUndefined();
    expect(await data.hasSurveyResult(survey.surveyId, student.id)).toBe(false);
    expect(await data.getCart(cart.body.cartId as string)).toBeUndefined();
    expect((await data.EmailToken.query.byUser({ userId: student.id }).go()).data).toEqual([]);
    expect(await data.getReferralCodeOwner(ownCode)).toBeUndefined();
    expect(await data.countReferralsOf(student.id)).toBe(0);
    expect(await data.getUser(friend.id)).toBeDefined();
    const list = (await asAdmin('fetchEmailList', { search: student.email })).body as { total: number };
    expect(list.total).toBe(0);
    // What is kept carries one random id, never the student's id or e-mail.
    const kept = await data.getPurchase(intent.paymentIntentId);
    const anonymisedId = kept!.userId;
    expect(anonymisedId).toMatch(/^deleted-[0-9a-f-]{36}$/);
    expect(kept).toMatchObject({ packageId: 'package_full_mock' });
    expect(JSON.stringify(kept)).not.toContain(student.email);
    expect(await data.getPayment(intent.paymentIntentId)).toMatchObject({ userId: anonymisedId, status: 'succeeded' });
    expect(await data.listPurchasesOf(student.id)).toEqual([]);
    const reports = (await asAdmin('fetchQuestionReports', { status: 'open' })).body.reports as { uid: string; userId: string; reason: string }[];
    expect(reports.filter((report) => report.reason === reason)).toEqual([expect.objectContaining({ uid: 'RSA-0002', userId: anonymisedId })]);
    expect(reports.some((report) => report.userId === student.id)).toBe(false);
    expect(await data.countReferralsOf(referrer.id)).toBe(1);
    expect((await call('users/retrieveUser', {}, student.token)).status).toBe(401);
    expect((await call('users/loginStudent', { email: student.email, password })).status).toBe(400);
  });

  it('grants a completed survey 1 full mock test credit once, however many submits race', async () => {
    const student = await registerStudent();
    const survey = (await asAdmin('createSurvey', newSurvey())).body as { surveyId: string };
    const fullCredits = async () => ((await call('mocktest/fetchAllMockTest', {}, student.token)).body.credits as { full: number }).full;
    expect(await call('users/fetchSurvey', undefined, student.token)).toMatchObject({ status: 200, body: { survey: { surveyId: survey.surveyId } } });
    expect(await call('users/completeSurvey', { surveyId: survey.surveyId, answers: { q1: 'Maybe', q2: '' } }, student.token)).toMatchObject({ status: 400, body: { errors: { 'answers.q1': surveyTexts.optionUnknown, 'answers.q2': surveyTexts.answerRequired } } });
    const before = await fullCredits();

    const replies = await Promise.all(Array.from({ length: 6 }, () => call('users/completeSurvey', { surveyId: survey.surveyId, answers: { q1: 'A little', q2: 'More mock tests' } }, student.token)));

    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    expect(replies.filter((reply) => reply.status === 201).map((reply) => reply.body)).toEqual(Array.from({ length: 5 }, () => ({ error: surveyTexts.alreadyCompleted })));
    expect(await fullCredits()).toBe(before + 1);
    const user = (await call('users/retrieveUser', {}, student.token)).body.user as { notifications: { message: string }[] };
    expect(user.notifications.filter((notification) => notification.message === accountTexts.surveyCompleted)).toHaveLength(1);
    expect(await call('users/fetchSurvey', undefined, student.token)).toEqual({ status: 201, body: { error: surveyTexts.alreadyCompleted } });
    const results = (await asAdmin('fetchSurveyResults', { surveyId: survey.surveyId })).body as { responses: number; questions: unknown[] };
    expect(results.responses).toBe(1);
    expect(results.questions[0]).toMatchObject({ kind: 'singleChoice', counts: [{ option: 'Very', count: 0 }, { option: 'A little', count: 1 }, { option: 'Not at all', count: 0 }] });
  });

  it('refuses an expired survey with its message', async () => {
    const student = await registerStudent();
    // Written as an admin would have written it a moment ago, and ended since (the admin's form
    // takes only an end in the future).
    const { Engagement } = await import('@functions/domain/engagement');
    const now = Date.now();
    const survey = await Engagement.writeSurvey(NewSurveySchema.parse(newSurvey(now - 1)), 'admin', now - 2);
    expect(await call('users/fetchSurvey', undefined, student.token)).toEqual({ status: 201, body: { error: surveyTexts.expired } });
    expect(await call('users/completeSurvey', { surveyId: survey.surveyId, answers: { q1: 'Very', q2: 'x' } }, student.token)).toEqual({ status: 201, body: { error: surveyTexts.expired } });
  });

  it('refuses a promotion ending before it starts with a field error, and prices the pricing page with a saved one', async () => {
    const start = Date.now() - 1000;
    expect(await asAdmin('updateFields', { promotion: { promoId: 'bad', discount: 20, startTime: start, endTime: start - 1, target: ['package_silver'] } })).toMatchObject({ status: 400, body: { errors: { 'promotion.endTime': 'It must end after it starts.' } } });
    expect(await asAdmin('updateFields', { promotion: { promoId: 'silver-45', discount: 45, startTime: start, endTime: start + day, target: ['package_silver'] } })).toMatchObject({ status: 200 });
    const pricing = (await call('pricing/fetchAllPackages')).body as { packages: { packageId: string; promotion?: { promoId: string; discount: number } }[] };
    expect(pricing.packages.find((pkg) => pkg.packageId === 'package_silver')?.promotion).toMatchObject({ promoId: 'silver-45', discount: 45 });
  });

  it("changes a package's base price, which prices the pricing page and a new cart", async () => {
    expect(await asAdmin('updateFields', { basePrice: { packageId: 'package_bronze', basePrice: 50 } })).toMatchObject({ status: 400, body: { errors: { 'basePrice.basePrice': 'Give at least A$1.' } } });
    const saved = await asAdmin('updateFields', { basePrice: { packageId: 'package_bronze', basePrice: 5_500 } });
    expect((saved.body.packages as { packageId: string; basePrice: number; defaultBasePrice: number }[]).find((pkg) => pkg.packageId === 'package_bronze')).toEqual({ packageId: 'package_bronze', name: 'Bronze', basePrice: 5_500, defaultBasePrice: 4_900 });
    const pricing = (await call('pricing/fetchAllPackages')).body as { packages: { packageId: string; price: number }[] };
    expect(pricing.packages.find((pkg) => pkg.packageId === 'package_bronze')?.price).toBe(5_500);
    const student = await registerStudent();
    const cart = await call('users/createCart', { packageId: 'package_bronze' }, student.token);
    const intent = await call('pricing/createPaymentIntentt', { cartId: cart.body.cartId }, student.token);
    expect(intent.body.amount).toBe(5_500);
  });

  it('lets only an admin switch features, audits each change, and a switched-off feature stops on the server', async () => {
    // Prepare: a referrer with a share link, and enough new accounts for the toast's count.
    const referrer = await registerStudent();
    const { referralId } = (await call('users/fetchReward', {}, referrer.token)).body as { referralId: string };
    const off = { referralRewards: false, socialProofToast: false };
    const referrals = async () => ((await call('users/fetchReward', {}, referrer.token)).body as { referrals: number }).referrals;

    // A student is refused and changes nothing.
    expect((await call('admins/updateFields', { featureSwitches: off }, referrer.token)).status).toBe(403);
    expect((await call('admins/updateFields', { featureSwitches: off })).status).toBe(401);
    expect((await call('settings/fetchFeatureSwitches')).body).toEqual({ socialProofToast: true, mobileAppBanner: true, reviewPrompt: true, referralRewards: true });
    expect(await asAdmin('updateFields', { featureSwitches: { referralRewards: 'no' } })).toMatchObject({ status: 400, body: { errors: { 'featureSwitches.referralRewards': 'Choose on or off.' } } });

    try {
      // Act: the admin switches referral rewards and the toast off.
      const saved = await asAdmin('updateFields', { featureSwitches: off });

      // Assess
      expect(saved).toMatchObject({ status: 200, body: { featureSwitches: { ...off, mobileAppBanner: true, reviewPrompt: true } } });
      expect((await call('settings/fetchFeatureSwitches')).body).toEqual({ socialProofToast: false, mobileAppBanner: true, reviewPrompt: true, referralRewards: false });
      await registerStudent(referralId);
      expect(await referrals()).toBe(0);
      expect((await call('users/retrieveUser', {}, referrer.token)).body.user).toMatchObject({ notifications: [] });
      expect((await call('users/fetchSocialProof')).body).toMatchObject({ freeTrials: 0, premiumJoins: 0, toastOn: false });
      const audit = (await asAdmin('fetchAuditLog', { search: 'feature switch', rowsPerPage: 100 })).body.rows as { subject: string; details: string }[];
      expect(audit.map(({ subject, details }) => `${subject}: ${details}`).sort()).toEqual(['feature switch referralRewards: Switched off', 'feature switch socialProofToast: Switched off']);
    } finally {
      expect((await asAdmin('updateFields', { featureSwitches: { referralRewards: true, socialProofToast: true } })).status).toBe(200);
    }

    // Back on: the next sign-up from the link is a referral again, and the toast has its counts.
    await registerStudent(referralId);
    expect(await referrals()).toBe(1);
    expect((await call('users/fetchSocialProof')).body).toMatchObject({ toastOn: true });
    expect(((await call('users/fetchSocialProof')).body as { freeTrials: number }).freeTrials).toBeGreaterThan(2);
  });

  it('lists everyone who may get the news once: mailing-list sign-ups and students with general e-mails on, not those who switched them off', async () => {
    // Prepare: a visitor's sign-up, a student with general e-mails on (the default), one on the
    // mailing list as well, and one who switched general e-mails off after joining the list.
    const visitor = 'news-visitor@example.com';
    expect((await call('maillist/saveToMailList', { email: visitor })).status).toBe(200);
    const [student, subscribed, quiet] = [await registerStudent(), await registerStudent(), await registerStudent()];
    for (const { email, token } of [subscribed, quiet]) expect((await call('maillist/saveToMailList', { email }, token)).status).toBe(200);
    expect((await call('maillist/updateEmailNotification', { can_send_email_general: false }, quiet.token)).status).toBe(200);
    const ours = [visitor, student.email, subscribed.email, quiet.email];

    // Act
    const whole = await asAdmin('fetchEmailList', { all: true, rowsProperty: 'email', rowsOrder: 'asc' });
    const firstPage = await asAdmin('fetchEmailList', { search: 'admin-test', rowsPerPage: 10 });

    // Assess
    expect(whole.status).toBe(200);
    const rows = (whole.body.rows as { email: string; source: string }[]).filter((row) => ours.includes(row.email));
    expect(rows.map(({ email, source }) => ({ email, source }))).toEqual(
      [
        { email: visitor, source: 'mailingList' },
        { email: student.email, source: 'student' },
        { email: subscribed.email, source: 'student' },
      ].sort((a, b) => a.email.localeCompare(b.email)),
    );
    const emails = (whole.body.rows as { email: string }[]).map((row) => row.email);
    expect(new Set(emails).size).toBe(emails.length);
    expect(emails).not.toContain('admin@pte.local');
    expect(firstPage.body.rows).toHaveLength(Math.min(10, firstPage.body.total as number));
    expect((firstPage.body.rows as { email: string }[]).every((row) => row.email.includes('admin-test'))).toBe(true);
  });
});
