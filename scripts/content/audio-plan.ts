/**
 * The pure half of `content:audio`: which voice says what, the hash that decides whether a
 * track must be synthesised again, and which files a run creates, keeps and removes.
 */
import { createHash } from 'node:crypto';
import type { Question } from '@shared/exam';
import { spokenScript, type SpokenScript, type SpokenTextProblem } from './audio-text';

/**
 * Bump when the pipeline's output changes for the same text and voices (silences, beep, codec
 * settings), so every track is synthesised again.
 */
export const pipelineVersion = 2;

/**
 * The flite voices used: slt is female (US English); awb (Scottish English), rms and kal16
 * (US English) are male. All four are 16 kHz; kal is left out because it is an 8 kHz diphone
 * voice of telephone quality.
 */
export const femaleVoices = ['slt'] as const;
export const maleVoices = ['awb', 'rms', 'kal16'] as const;
export const voices = [...maleVoices, ...femaleVoices] as const;
export type Voice = (typeof voices)[number];

/**
 * The neutral duration_stretch of each voice: rms speaks about 10 % slower than the others, so
 * its base is faster to even out the pace between speakers.
 */
const baseStretch: Record<Voice, number> = { awb: 1, rms: 0.95, slt: 1, kal16: 1 };
/** A small per-item variation of pace, keeping every stretch within 0.9-1.1. */
const stretchSteps = [-0.03, 0, 0.03] as const;

/** A voice and its pace (flite duration_stretch: above 1 is slower). */
export interface VoiceChoice {
  voice: Voice;
  stretch: number;
}

/** A stable number derived from a text, e.g. a uid; the same text always gives the same seed. */
export function seedOf(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0);
}

function paced(voice: Voice, seed: number): VoiceChoice {
  const step = stretchSteps[seed % stretchSteps.length] ?? 0;
  return { voice, stretch: Math.round((baseStretch[voice] + step) * 100) / 100 };
}

/** The voice of a single-speaker item, chosen from its uid so regenerating gives the same voice. */
export function chooseVoice(uid: string): VoiceChoice {
  const seed = seedOf(uid);
  const voice = voices[seed % voices.length] ?? 'slt';
  return paced(voice, Math.floor(seed / voices.length));
}

/**
 * The voices of a discussion, one per speaker label, in order of first appearance. Voices are
 * distinct up to four speakers and alternate male and female as far as the one female voice
 * allows: with two speakers one of each (which one is female depends on the uid), with three or
 * more the second speaker is female so A-B and B-C exchanges change voice gender. Beyond four
 * speakers voices repeat.
 */
export function planDiscussionVoices(uid: string, speakers: readonly string[]): Map<string, VoiceChoice> {
  const seed = seedOf(uid);
  const femaleAt = speakers.length === 2 ? seed % 2 : 1;
  const rotation = Math.floor(seed / 2) % maleVoices.length;
  const males = [...maleVoices.slice(rotation), ...maleVoices.slice(0, rotation)];
  const plan = new Map<string, VoiceChoice>();
  let maleCount = 0;
  speakers.forEach((speaker, position) => {
    const speakerSeed = seedOf(`${uid}/${speaker}`);
    if (position === femaleAt) {
      plan.set(speaker, paced('slt', speakerSeed));
    } else {
      const voice = males[maleCount % males.length] ?? 'awb';
      maleCount += 1;
      plan.set(speaker, paced(voice, speakerSeed));
    }
  });
  return plan;
}

/** One stretch of speech with the voice that says it. */
export interface VoicedSegment extends VoiceChoice {
  text: string;
}

/** Everything needed to synthesise one track; hash covers all of it and the pipeline version. */
export interface AudioJob {
  uid: string;
  track: string;
  segments: VoicedSegment[];
  beep: boolean;
  hash: string;
}

/** Assigns voices to a script: one per item, or one per speaker in a discussion. */
export function voiceScript(uid: string, script: SpokenScript): VoicedSegment[] {
  const speakers = [...new Set(script.segments.flatMap((segment) => (segment.speaker === undefined ? [] : [segment.speaker])))];
  const discussion = speakers.length > 0 ? planDiscussionVoices(uid, speakers) : undefined;
  const itemVoice = chooseVoice(uid);
  return script.segments.map((segment) => {
    const choice = (segment.speaker === undefined ? undefined : discussion?.get(segment.speaker)) ?? itemVoice;
    return { text: segment.text, voice: choice.voice, stretch: choice.stretch };
  });
}

/** The hash of what a track sounds like: spoken text, voice plan and pipeline version. */
export function audioHash(segments: readonly VoicedSegment[], beep: boolean, version = pipelineVersion): string {
  const plan = JSON.stringify({ version, beep, segments: segments.map(({ text, voice, stretch }) => [text, voice, stretch]) });
  return createHash('sha256').update(plan).digest('hex').slice(0, 16);
}

/** Track ids become file names, so they must not reach outside the audio folder. */
const safeTrack = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

/** The synthesis job of a question with a track, or the problem that prevents it. */
export function buildAudioJob(q: Question): { job: AudioJob } | { problem: SpokenTextProblem } {
  const track = q.track ?? '';
  if (!safeTrack.test(track)) return { problem: { field: 'track', message: `"${track}" is not a usable file name (letters, digits, - and _)` } };
  const result = spokenScript(q);
  if ('problem' in result) return result;
  const segments = voiceScript(q.uid, result.script);
  return { job: { uid: q.uid, track, segments, beep: result.script.beep, hash: audioHash(segments, result.script.beep) } };
}

/** One track of content/audio/manifest.json. */
export interface ManifestEntry {
  hash: string;
  seconds: number;
  bytes: number;
}

export type AudioManifest = Record<string, ManifestEntry>;

/** What a run does with each track. */
export interface AudioRunPlan {
  synthesise: AudioJob[];
  skip: AudioJob[];
  /** Tracks whose .opus file is no longer referenced by any question. */
  remove: string[];
}

/**
 * Splits the jobs into those to synthesise (new, changed or file missing) and those to skip,
 * and lists the files to remove. `referenced` holds every track the bank names, including
 * tracks of items that are invalid for now, so a writer's unfinished edit does not delete audio.
 */
export function planAudioRun(
  jobs: readonly AudioJob[],
  manifest: AudioManifest,
  existing: ReadonlySet<string>,
  referenced: ReadonlySet<string>,
): AudioRunPlan {
  const synthesise: AudioJob[] = [];
  const skip: AudioJob[] = [];
  for (const job of jobs) {
    const fresh = manifest[job.track]?.hash === job.hash && existing.has(job.track);
    (fresh ? skip : synthesise).push(job);
  }
  const remove = [...existing].filter((track) => !referenced.has(track)).sort();
  return { synthesise, skip, remove };
}

/**
 * The manifest after a run: the entries of synthesised tracks, the old entries of skipped tracks
 * and of referenced tracks kept as they were, sorted by track; removed tracks drop out.
 */
export function nextManifest(
  previous: AudioManifest,
  made: Readonly<Record<string, ManifestEntry>>,
  keptFiles: ReadonlySet<string>,
): AudioManifest {
  const tracks = new Set([...Object.keys(made), ...[...keptFiles].filter((track) => previous[track] !== undefined)]);
  const next: AudioManifest = {};
  for (const track of [...tracks].sort()) {
    const entry = made[track] ?? previous[track];
    if (entry !== undefined) next[track] = entry;
  }
  return next;
}

/** Totals of a manifest, for the run summary and the size budget. */
export function manifestTotals(manifest: AudioManifest): { tracks: number; seconds: number; bytes: number } {
  const entries = Object.values(manifest);
  return {
    tracks: entries.length,
    seconds: entries.reduce((sum, entry) => sum + entry.seconds, 0),
    bytes: entries.reduce((sum, entry) => sum + entry.bytes, 0),
  };
}
