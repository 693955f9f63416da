import type { Evidence, KeywordsEvidence } from '@shared/scoring';
import { describe, expect, it } from 'vitest';
import { contentEvidence, markAnswer } from '@frontend/features/answering/speaking/marked-answer';

const marks = (transcript: string, evidence: Parameters<typeof markAnswer>[1]) => markAnswer(transcript, evidence).pieces.map((piece) => `${piece.text}:${piece.mark}`);

const keywords = (matched: string[], missed: string[]): KeywordsEvidence => ({ kind: 'keywords', matched, missed, percent: 0 });

describe('markAnswer', () => {
  it('marks a Read Aloud answer from its alignment, with omitted words in place and replaced words with the expected one', () => {
    const marked = markAnswer('ignored', {
      kind: 'alignment',
      errors: 3,
      steps: [
        { op: 'match', reference: 'coral', spoken: 'coral' },
        { op: 'replace', reference: 'reefs', spoken: 'rifts' },
        { op: 'omit', reference: 'occupy' },
        { op: 'insert', spoken: 'um' },
      ],
    });
    expect(marked.pieces).toEqual([
      { text: 'coral', mark: 'matched' },
      { text: 'rifts', mark: 'replaced', expected: 'reefs' },
      { text: 'occupy', mark: 'missed' },
      { text: 'um', mark: 'extra' },
    ]);
    expect(marked.missed).toEqual([]);
  });

  it('marks Repeat Sentence words matched once each, keeps the transcript as said, and lists the missed words', () => {
    const evidence: Evidence = { kind: 'words', words: [], matched: ['the', 'library', 'nine'], missed: ['closed'], extra: ['the'], percent: 75 };
    expect(marks('The library, the 9!', evidence)).toEqual(['The:matched', 'library,:matched', 'the:extra', '9!:matched']);
    expect(markAnswer('The library', evidence).missed).toEqual(['closed']);
  });

  it('marks every occurrence of the keywords said, phrases across tokens, and lists the keywords missed', () => {
    const evidence: Evidence = { kind: 'talk', keywords: keywords(['wind power', 'solar'], ['hydro']), onTopic: true, keywordPoints: 0, extraWords: [], extraPoints: 0, words: 0, lengthBonus: 0, total: 0 };
    expect(marks('Wind power grew, solar too; wind power again', evidence)).toEqual([
      'Wind:matched',
      'power:matched',
      'grew,:plain',
      'solar:matched',
      'too;:plain',
      'wind:matched',
      'power:matched',
      'again:plain',
    ]);
    expect(markAnswer('x', evidence).missed).toEqual(['hydro']);
  });

  it('marks the accepted answer heard, or lists the accepted answers when none was', () => {
    expect(marks('It is carbon dioxide', { kind: 'answer', heard: '', accepted: ['carbon dioxide', 'co2'], matched: 'carbon dioxide', otherWords: [] })).toEqual([
      'It:plain',
      'is:plain',
      'carbon:matched',
      'dioxide:matched',
    ]);
    expect(markAnswer('oxygen', { kind: 'answer', heard: 'oxygen', accepted: ['carbon dioxide', 'co2'], matched: null, otherWords: [] }).missed).toEqual(['carbon dioxide', 'co2']);
  });

  it('leaves the words plain without content evidence, and gives no piece for an empty answer', () => {
    expect(marks('hello there', undefined)).toEqual(['hello:plain', 'there:plain']);
    expect(markAnswer('  ', undefined)).toEqual({ pieces: [], missed: [] });
  });
});

describe('contentEvidence', () => {
  it('finds the content evidence among the traits, whatever the trait is called', () => {
    const talk: Evidence = { kind: 'talk', keywords: keywords([], []), onTopic: true, keywordPoints: 0, extraWords: [], extraPoints: 0, words: 0, lengthBonus: 0, total: 0 };
    expect(contentEvidence({ traits: [{ name: 'Appropriacy', score: 0, max: 3, comment: '', evidence: talk }] })).toBe(talk);
    expect(contentEvidence({ traits: [{ name: 'Content', score: 0, max: 5, comment: 'nothing recorded', evidence: { kind: 'note', text: 'nothing recorded' } }] })).toBeUndefined();
  });

  it('marks speech that was not made out as unclear, whatever the content evidence', () => {
    const evidence: Evidence = { kind: 'words', words: [], matched: ['the', 'library'], missed: ['opens'], extra: [], percent: 66 };
    expect(markAnswer('the library …', evidence).pieces.map((piece) => `${piece.mark}:${piece.text}`)).toEqual(['matched:the', 'matched:library', 'unclear:…']);
  });
});
