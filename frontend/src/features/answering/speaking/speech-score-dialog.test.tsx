import { cleanup, screen, within } from '@testing-library/react';
import { QuestionSchema } from '@shared/exam';
import { afterEach, describe, expect, it } from 'vitest';
import { SpeechScoreDialog } from '@frontend/features/answering/speaking/speech-score-dialog';
import { analysisOf, renderInApp } from '@test/fixtures/speaking-screen';

afterEach(cleanup);

const rowsOf = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.querySelector('[aria-hidden="true"]')?.textContent ?? cell.textContent));

describe('SpeechScoreDialog', () => {
  it('says once that a Personal Introduction is not scored, in the Final row with the recording length', () => {
    const introduction = QuestionSchema.parse({ uid: 'SPI-0001', section: 'Speaking', title: 'Admissions', topic: 'Introduce yourself.', sampleAnswer: 'Good morning.' });
    const analysis = analysisOf({ score: 0, max: 0, transcript: 'my name is sam', recordingSeconds: 9, traits: [{ name: 'Final', score: 0, max: 0, comment: 'Not scored: sent with your score report.', evidence: { kind: 'note', text: 'Not scored: sent with your score report.' } }] });
    renderInApp(<SpeechScoreDialog open onClose={() => undefined} analysis={analysis} question={introduction} />);
    const dialog = screen.getByRole('dialog', { name: 'AI Score analysis' });
    expect(rowsOf(dialog)).toEqual([['Final', '–', 'Not scored: sent with your score report. Recording: 9 s']]);
    expect(within(dialog).getByRole('region', { name: 'Your answer:' }).textContent).toMatch(/my\s*name\s*is\s*sam/);
  });
});
