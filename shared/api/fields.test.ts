import { describe, expect, it } from 'vitest';
import { EmailSchema, EmailTokenSchema, FirstNameSchema, MediaIdSchema, PasswordSchema, RangeHeaderSchema, RecordingBytesSchema, ScoreFractionSchema, SpeechTraitSchema } from './index';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => (result.success ? undefined : result.error!.issues[0]!.message);

describe('EmailSchema', () => {
  it('keeps an address trimmed and lower-cased', () => {
    expect(EmailSchema.parse('  Maria.Lopez@Example.COM ')).toBe('maria.lopez@example.com');
  });

  it('says what is wrong with a missing, malformed or overlong address', () => {
    expect(messageOf(EmailSchema.safeParse(undefined))).toBe('Enter your email address.');
    expect(messageOf(EmailSchema.safeParse('maria@'))).toBe('Enter a valid email address.');
    expect(messageOf(EmailSchema.safeParse(`${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`))).toBe('This email address is too long.');
  });
});

describe('PasswordSchema and FirstNameSchema', () => {
  it('take a password of 8 to 128 characters and a first name of 1 to 50 once trimmed', () => {
    expect(messageOf(PasswordSchema.safeParse('short'))).toBe('Use at least 8 characters.');
    expect(messageOf(PasswordSchema.safeParse('x'.repeat(129)))).toBe('Use at most 128 characters.');
    expect(PasswordSchema.parse('exactly8')).toBe('exactly8');
    expect(messageOf(FirstNameSchema.safeParse('   '))).toBe('Enter your first name.');
    expect(FirstNameSchema.parse('  Ana ')).toBe('Ana');
  });
});

describe('EmailTokenSchema', () => {
  it('takes the token of a link and refuses a cut or tampered one', () => {
    expect(EmailTokenSchema.parse(' abcdefghijklmnopqrstuvwxyz012345_- ')).toBe('abcdefghijklmnopqrstuvwxyz012345_-');
    expect(messageOf(EmailTokenSchema.safeParse('abc'))).toBe('This link is not complete.');
    expect(EmailTokenSchema.safeParse('abcdefghijklmnopqrstuvwxyz<script>').success).toBe(false);
  });
});

describe('MediaIdSchema and RangeHeaderSchema', () => {
  it('take media ids of letters, digits and dashes only, so that no path can be smuggled in', () => {
    expect(MediaIdSchema.parse('SRA-0001-audio')).toBe('SRA-0001-audio');
    for (const id of ['../secrets', 'a/b', '-leading', '', 'x'.repeat(101)]) expect(MediaIdSchema.safeParse(id).success, id).toBe(false);
  });

  it('take one byte range, open or suffix, and nothing else', () => {
    for (const range of ['bytes=0-4095', 'bytes=100-', 'bytes=-500']) expect(RangeHeaderSchema.safeParse(range).success, range).toBe(true);
    expect(messageOf(RangeHeaderSchema.safeParse('bytes=0-1,5-9'))).toBe('Only one byte range is supported.');
  });
});

describe('ScoreFractionSchema', () => {
  it("takes 'points/max' with the points between 0 and a positive maximum", () => {
    expect(ScoreFractionSchema.parse('3/5')).toBe('3/5');
    expect(ScoreFractionSchema.parse('2.5/5')).toBe('2.5/5');
    expect(messageOf(ScoreFractionSchema.safeParse('6/5'))).toBe('The points must be between 0 and the maximum.');
    expect(messageOf(ScoreFractionSchema.safeParse('0/0'))).toBe('The points must be between 0 and the maximum.');
    expect(messageOf(ScoreFractionSchema.safeParse('3 of 5'))).toBe("Give the score as 'points/max'.");
  });
});

describe('RecordingBytesSchema and SpeechTraitSchema', () => {
  it('takes a recording from a WAV header to 5 MB', () => {
    expect(messageOf(RecordingBytesSchema.safeParse(43))).toBe('The recording is empty.');
    expect(messageOf(RecordingBytesSchema.safeParse(5 * 1024 * 1024 + 1))).toBe('The recording is too long (at most 5 MB).');
    expect(RecordingBytesSchema.parse(44)).toBe(44);
  });

  it("takes a trait's evidence only as an object of some kind", () => {
    const trait = { name: 'Content', score: 3, max: 5, comment: 'Most words read.' };
    expect(SpeechTraitSchema.safeParse({ ...trait, evidence: { kind: 'words' } }).success).toBe(true);
    expect(SpeechTraitSchema.safeParse({ ...trait, evidence: 'words' }).success).toBe(false);
    expect(SpeechTraitSchema.safeParse({ ...trait, evidence: null }).success).toBe(false);
  });
});
