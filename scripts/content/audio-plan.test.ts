import { QuestionSchema, type QuestionInput } from '@shared/exam';
import { describe, expect, it } from 'vitest';
import {
  audioHash,
  buildAudioJob,
  chooseVoice,
  femaleVoices,
  maleVoices,
  manifestTotals,
  nextManifest,
  planAudioRun,
  planDiscussionVoices,
  voices,
  voiceScript,
  type AudioJob,
  type AudioManifest,
} from './audio-plan';
import { validItem } from './bank-fixtures';

const uids = Array.from({ length: 200 }, (_, n) => `LWD-${String(n + 1).padStart(4, '0')}`);

function job(track: string, hash = `hash-${track}`): AudioJob {
  return { uid: track, track, segments: [{ text: 'Hello.', voice: 'slt', stretch: 1 }], beep: false, hash };
}

function parsed(input: QuestionInput) {
  return QuestionSchema.parse(input);
}

describe('chooseVoice', () => {
  it('gives the same voice and pace for the same uid every time', () => {
    expect(chooseVoice('LSA-0007')).toEqual(chooseVoice('LSA-0007'));
  });

  it('uses every preferred voice across a bank, never kal, with paces within 0.9-1.1', () => {
    const choices = uids.map(chooseVoice);

    expect(new Set(choices.map((choice) => choice.voice))).toEqual(new Set(voices));
    expect(choices.every((choice) => choice.stretch >= 0.9 && choice.stretch <= 1.1)).toBe(true);
  });
});

describe('planDiscussionVoices', () => {
  it('gives three speakers three different voices, the second one female', () => {
    const plan = planDiscussionVoices('SGD-0001', ['A', 'B', 'C']);

    const chosen = ['A', 'B', 'C'].map((speaker) => plan.get(speaker)?.voice);
    expect(new Set(chosen).size).toBe(3);
    expect(chosen[1]).toBe('slt');
    expect(femaleVoices).toEqual(['slt']);
  });

  it('gives two speakers one male and one female voice', () => {
    for (const uid of uids.slice(0, 20)) {
      const plan = planDiscussionVoices(uid, ['A', 'B']);
      const chosen = [plan.get('A')?.voice, plan.get('B')?.voice];
      expect(chosen.filter((voice) => voice === 'slt')).toHaveLength(1);
      expect(chosen.filter((voice) => (maleVoices as readonly string[]).includes(voice ?? ''))).toHaveLength(1);
    }
  });

  it('keeps voices distinct up to four speakers', () => {
    const plan = planDiscussionVoices('SGD-0002', ['A', 'B', 'C', 'D']);

    expect(new Set([...plan.values()].map((choice) => choice.voice)).size).toBe(4);
  });
});

describe('voiceScript', () => {
  it('gives each turn of a discussion its speaker voice', () => {
    const segments = voiceScript('SGD-0003', {
      segments: [
        { speaker: 'A', text: 'One.' },
        { speaker: 'B', text: 'Two.' },
        { speaker: 'A', text: 'Three.' },
      ],
      beep: false,
    });

    expect(segments[0]?.voice).toBe(segments[2]?.voice);
    expect(segments[0]?.voice).not.toBe(segments[1]?.voice);
  });

  it('gives a single-speaker item its uid voice', () => {
    const [segment] = voiceScript('LWD-0004', { segments: [{ text: 'One.' }], beep: false });

    expect(segment).toEqual({ text: 'One.', ...chooseVoice('LWD-0004') });
  });
});

describe('audioHash', () => {
  const segments = [{ text: 'Hello there.', voice: 'awb' as const, stretch: 1 }];

  it('changes with the text, the voice, the beep and the pipeline version', () => {
    const hash = audioHash(segments, false, 1);

    expect(audioHash(segments, false, 1)).toBe(hash);
    expect(audioHash([{ ...segments[0]!, text: 'Hello there!' }], false, 1)).not.toBe(hash);
    expect(audioHash([{ ...segments[0]!, voice: 'rms' }], false, 1)).not.toBe(hash);
    expect(audioHash(segments, true, 1)).not.toBe(hash);
    expect(audioHash(segments, false, 2)).not.toBe(hash);
  });
});

describe('buildAudioJob', () => {
  it('builds a Select Missing Word job with a beep', () => {
    const result = buildAudioJob(parsed(validItem('LMW', 1)));

    expect(result).toEqual({ job: expect.objectContaining({ uid: 'LMW-0001', track: 'LMW-0001', beep: true }) });
  });

  it('builds a discussion job with distinct voices per speaker', () => {
    const result = buildAudioJob(parsed(validItem('SGD', 1)));

    const voicesUsed = 'job' in result ? result.job.segments.map((segment) => segment.voice) : [];
    expect(new Set(voicesUsed).size).toBe(3);
  });

  it('refuses a track that is not a plain file name', () => {
    const result = buildAudioJob(parsed(validItem('LWD', 1, { track: '../escape' })));

    expect(result).toEqual({ problem: expect.objectContaining({ field: 'track' }) });
  });
});

describe('planAudioRun', () => {
  it('skips tracks whose hash matches and whose file exists, and synthesises the rest', () => {
    const manifest: AudioManifest = {
      'LWD-0001': { hash: 'hash-LWD-0001', seconds: 4, bytes: 9000 },
      'LWD-0002': { hash: 'old', seconds: 4, bytes: 9000 },
      'LWD-0003': { hash: 'hash-LWD-0003', seconds: 4, bytes: 9000 },
    };
    const jobs = ['LWD-0001', 'LWD-0002', 'LWD-0003', 'LWD-0004'].map((track) => job(track));

    const plan = planAudioRun(jobs, manifest, new Set(['LWD-0001', 'LWD-0002']), new Set(jobs.map((j) => j.track)));

    expect(plan.skip.map((j) => j.track)).toEqual(['LWD-0001']);
    expect(plan.synthesise.map((j) => j.track)).toEqual(['LWD-0002', 'LWD-0003', 'LWD-0004']);
    expect(plan.remove).toEqual([]);
  });

  it('removes files no question references, but keeps those of referenced items without a job', () => {
    const plan = planAudioRun([job('LWD-0001')], {}, new Set(['LWD-0001', 'LWD-0002', 'LWD-0009']), new Set(['LWD-0001', 'LWD-0002']));

    expect(plan.remove).toEqual(['LWD-0009']);
  });
});

describe('nextManifest', () => {
  it('takes new entries, keeps entries of kept files and drops the others, sorted by track', () => {
    const previous: AudioManifest = { 'B-1': { hash: 'b', seconds: 2, bytes: 20 }, 'C-1': { hash: 'c', seconds: 3, bytes: 30 }, 'A-1': { hash: 'a0', seconds: 1, bytes: 10 } };

    const next = nextManifest(previous, { 'A-1': { hash: 'a1', seconds: 1.5, bytes: 15 } }, new Set(['B-1']));

    expect(Object.keys(next)).toEqual(['A-1', 'B-1']);
    expect(next['A-1']?.hash).toBe('a1');
    expect(manifestTotals(next)).toEqual({ tracks: 2, seconds: 3.5, bytes: 35 });
  });
});
