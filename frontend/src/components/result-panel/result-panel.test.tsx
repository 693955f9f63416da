import { ThemeProvider } from '@aws-amplify/ui-react';
import { scoreAnswerShortQuestion, scoreDescribeImage, scoreFillInTheBlanks, scoreForm, scoreHighlightIncorrectWords, scorePersonalIntroduction, scoreReadAloud, scoreReorderParagraphs } from '@shared/scoring';
import { said, withConfidences } from '@test/fixtures/recognition';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ResultPanel } from '@frontend/components/result-panel/result-panel';

afterEach(cleanup);

describe('ResultPanel', () => {
  it('shows the score, the success badge and a blanks table', () => {
    const result = scoreFillInTheBlanks({ correctAnswers: ['water', 'cycle'], answers: ['Water', null] });
    render(<ThemeProvider><ResultPanel result={result} /></ThemeProvider>);
    const panel = screen.getByRole('region', { name: 'Your result' });
    expect(within(panel).getByLabelText('Score 1 out of 2').textContent).toBe('1/2');
    expect(within(panel).getByText('Keep practising')).toBeTruthy();
    const rows = within(panel).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual(['1WaterwaterCorrect', '2(empty)cycleWrong']);
  });

  it('shows no score for an item without points, only that it is done', () => {
    render(<ThemeProvider><ResultPanel result={scorePersonalIntroduction({ recognition: said('my name is ann') })} /></ThemeProvider>);
    const panel = screen.getByRole('region', { name: 'Your result' });
    expect(within(panel).queryByText('0/0')).toBeNull();
    expect(within(panel).getByText('Well done')).toBeTruthy();
  });

  it('tells a student who listed guesses to give one answer', () => {
    const result = scoreAnswerShortQuestion({ recognition: said('barometer compass thermometer'), acceptedAnswers: ['thermometer'] });
    render(<ThemeProvider><ResultPanel result={result} /></ThemeProvider>);
    expect(screen.getByText('Give one answer: other words heard (barometer, compass) make this a list of guesses.')).toBeTruthy();
  });

  it('names re-order pairs with the given labels', () => {
    const result = scoreReorderParagraphs({ correctOrder: [2, 0, 1], answer: [2, 0, 1] });
    render(<ThemeProvider><ResultPanel result={result} describeIndex={(index) => 'ABC'[index]!} /></ThemeProvider>);
    expect(screen.getByText('C then A')).toBeTruthy();
    expect(screen.getByText('A then B')).toBeTruthy();
    expect(screen.getByText('Well done')).toBeTruthy();
  });

  it('lists the missed words of Highlight Incorrect Words with the word that was said', () => {
    const result = scoreHighlightIncorrectWords({ transcript: 'the big dog barks', indexToClick: [1, 3], correctWords: ['small', 'sleeps'], selected: [1, 0] });
    render(<ThemeProvider><ResultPanel result={result} /></ThemeProvider>);
    expect(screen.getByText('Missed:').parentElement!.textContent).toContain('barks (said: sleeps)');
    expect(screen.getByText('Wrong:').parentElement!.textContent).toContain('the');
  });

  it('explains the word band and the broken form rules', () => {
    const form = scoreForm('WWS', { text: 'sleep helps memory', source: 'x' });
    render(<ThemeProvider><ResultPanel result={{ score: form.score, max: form.max, successful: false, traits: [form] }} heading="Form check" /></ThemeProvider>);
    const panel = screen.getByRole('region', { name: 'Form check' });
    expect(within(panel).getByText('3 words: no credit, a form rule is broken (0-4 words)')).toBeTruthy();
    expect(within(panel).getByText('does not start with a capital letter')).toBeTruthy();
  });

  it('never says a form rule is met beside no credit, nor full credit beside a broken rule', () => {
    const short = scoreForm('WWE', { text: 'Technology helps students learn.', source: 'x' });
    const twoSentences = scoreForm('WWS', { text: 'Sleep helps memory in many ways. It also helps mood.', source: 'x' });
    render(
      <ThemeProvider>
        <ResultPanel result={{ score: 0, max: 2, successful: false, traits: [short] }} heading="Essay form" />
        <ResultPanel result={{ score: 0, max: 1, successful: false, traits: [twoSentences] }} heading="Summary form" />
      </ThemeProvider>,
    );
    const essay = screen.getByRole('region', { name: 'Essay form' });
    expect(within(essay).queryByText('Every form rule is met.')).toBeNull();
    const summary = screen.getByRole('region', { name: 'Summary form' });
    expect(within(summary).queryByText(/full credit/)).toBeNull();
    expect(within(summary).getByText(/no credit, a form rule is broken/)).toBeTruthy();
  });

  it('lists the fluency and pronunciation figures of a spoken answer', () => {
    // Prepare: a filler, then 'library' said unclearly before a 1.5 s pause
    const recognition = withConfidences(said('um the library | opens at nine'), [0.3, 0.95, 0.4, 0.95, 0.95, 0.95]);
    // Act
    render(<ThemeProvider><ResultPanel result={scoreReadAloud({ text: 'The library opens at 9.', recognition })} /></ThemeProvider>);
    // Assess
    const fluency = screen.getByRole('region', { name: 'Oral fluency' });
    expect(within(fluency).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '77 words per minute over 3.9 s of speech',
      'Fluent words per second: 0.98 (counted between 0 and 2)',
      'Pauses over 0.5 s: 1 (longest silence 1.5 s)',
      'Hesitations: um',
      'Repetitions: none',
    ]);
    const pronunciation = screen.getByRole('region', { name: 'Pronunciation' });
    expect(within(pronunciation).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Pronunciation quality: 0.84 of 1 (from how sure the recogniser was of each word)',
      'Words judged: 5',
      'Say more clearly: library',
    ]);
  });

  it('says how many words of the text a reading left out, which fluency counts as silence', () => {
    // Act: the first half of a 10-word text, said fluently
    render(<ThemeProvider><ResultPanel result={scoreReadAloud({ text: 'The library opens at nine and closes at six tonight.', recognition: said('the library opens at nine') })} /></ThemeProvider>);
    // Assess
    const fluency = screen.getByRole('region', { name: 'Oral fluency' });
    expect(within(fluency).getByText(/^Fluent words per second: 1 \(counted between 0 and 2; 5 words of the text not said, counted as silence\)$/)).toBeTruthy();
  });

  it('counts the keywords a talk did not say among the words judged for pronunciation, and the words it fell short of a full answer as silence', () => {
    // Act: Describe Image with 2 of 3 keywords said in 6 words, against a 12-word model answer (a full answer is 9 words)
    const modelAnswer = 'the chart shows rain and snow and a little wind in spring';
    render(<ThemeProvider><ResultPanel result={scoreDescribeImage({ keywords: ['rain', 'snow', 'wind'], recognition: said('the chart shows rain and snow'), modelAnswer })} /></ThemeProvider>);
    // Assess
    const pronunciation = screen.getByRole('region', { name: 'Pronunciation' });
    expect(within(pronunciation).getByText('Words judged: 7 (1 keyword not said, counted as 0)')).toBeTruthy();
    const fluency = screen.getByRole('region', { name: 'Oral fluency' });
    expect(within(fluency).getByText('Fluent words per second: 1.33 (counted between 0 and 2; 3 words short of a full answer, counted as silence)')).toBeTruthy();
  });
});
