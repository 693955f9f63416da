/**
 * `npm run fixtures:speaking-ladders`: the recognitions the test gate's speaking ladders are
 * scored from (test/fixtures/speaking-ladder-recognitions.ts). One ladder of every scored type is
 * spoken by flite and each rung recognised as the local speech worker recognises a recording sent
 * whole: Moonshine's words aligned by PocketSphinx, given the item's expected text. Run it when
 * the unit test says a ladder is stale (its item or what its rungs say changed) or after a change
 * to the decoder; a change to a scoring rule needs no new recording.
 *
 * The file is written even when a ladder breaks its rules, so that a rule can be worked on
 * against it without decoding again; the run then lists the broken rules and exits with 1.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readWavInfo } from '@shared/audio';
import type { Question } from '@shared/exam';
import type { Recognition } from '@shared/scoring';
import { listeningFor } from '@functions/domain/speaking/speech-analysis';
import { buildLadder, checkLadder, describeRung, speakingBank, type LadderType } from '@test/fixtures/speaking-ladder';
import { ladderFingerprint, recognitionsFile, recordedLaddersJson, scoreRecordedLadder, type RecordedLadder, type RecordedLadders } from '@test/fixtures/speaking-ladder-recognitions';
import type { FliteVoice } from '@test/fixtures/speech';

/**
 * One item of every scored type whose ladder holds (`npm run bench:speech` lists those of five
 * items a type that do not), the voices taken in turn so that each is heard. SDI-0004 in the rms
 * voice is the case of a first half said well that tied the slow whole answer until the keywords
 * it leaves out counted against its pronunciation. Summarize Group Discussion, whose 2-minute
 * answers were too slow to decode in every test run, is recorded like the rest.
 */
const ladders: { type: LadderType; uid: string; voice: FliteVoice }[] = [
  { type: 'SRA', uid: 'SRA-0001', voice: 'slt' },
  { type: 'SRS', uid: 'SRS-0002', voice: 'rms' },
  { type: 'SSQ', uid: 'SSQ-0001', voice: 'awb' },
  { type: 'SDI', uid: 'SDI-0004', voice: 'rms' },
  { type: 'SRL', uid: 'SRL-0005', voice: 'awb' },
  { type: 'SGD', uid: 'SGD-0001', voice: 'slt' },
  { type: 'SIT', uid: 'SIT-0001', voice: 'rms' },
];

// The ladder's recording limit comes from the back end's recordings module, which reads its
// configuration when loaded: values that satisfy it, none of them used.
Object.assign(process.env, {
  STAGE: 'fixtures',
  AWS_REGION: 'us-east-1',
  TABLE_NAME: 'unused',
  JWT_SECRET_FILE: 'unused',
  CONTENT_BUCKET: 'unused',
  UPLOADS_BUCKET: 'unused',
  WRITING_QUEUE_URL: 'unused',
  SPEECH_QUEUE_URL: 'unused',
  TRANSCRIBER: 'moonshine',
  MAIL_FROM: 'unused',
  TEAM_EMAIL: 'fixtures@pte.test',
  PUBLIC_URL: 'http://localhost',
  LOG_LEVEL: 'SILENT',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
});
const { moonshineTranscriber } = await import('@functions/adapters/transcriber');
const transcriber = moonshineTranscriber();

/** Times, confidences and goodness to the millisecond and thousandth: finer than any rule reads, and the file kept small. */
const rounded = (value: number) => Math.round(value * 1000) / 1000;
const roundedRecognition = ({ words, duration }: Recognition): Recognition => ({
  duration: rounded(duration),
  words: words.map(({ word, start, end, confidence, goodness }) => ({
    word,
    start: rounded(start),
    end: rounded(end),
    confidence: rounded(confidence),
    ...(goodness === undefined ? {} : { goodness: rounded(goodness) }),
  })),
});

/** A ladder spoken in `dir` and every rung recognised, one at a time: the decoder already uses every core. */
async function recordLadder(dir: string, question: Question, voice: FliteVoice, bank: readonly Question[]): Promise<RecordedLadder> {
  const ladder = await buildLadder(dir, question, voice, bank);
  const rungs: RecordedLadder['rungs'] = [];
  for (const { name, text, delivery, wav: path } of ladder.rungs) {
    const wav = new Uint8Array(await readFile(path));
    const recognition = await transcriber.transcribe({ bucket: 'unused', key: path, wav, ...listeningFor(question) });
    rungs.push({ name, text, ...(delivery ? { delivery } : {}), seconds: rounded(readWavInfo(wav)!.duration), recognition: roundedRecognition(recognition) });
  }
  return { uid: ladder.uid, type: ladder.type, voice, fingerprint: ladderFingerprint(question, bank), rungs };
}

const dir = await mkdtemp(join(tmpdir(), 'pte-ladder-recognitions-'));
try {
  const recorded: RecordedLadders = { transcriber: transcriber.name, ladders: [] };
  const broken: string[] = [];
  for (const { type, uid, voice } of ladders) {
    const started = performance.now();
    const bank = await speakingBank(type);
    const question = bank.find((item) => item.uid === uid);
    if (!question) throw new Error(`${uid} is not in content/questions/${type}.json`);
    const ladder = await recordLadder(dir, question, voice, bank);
    recorded.ladders.push(ladder);
    const scored = scoreRecordedLadder(ladder, question, recorded.transcriber);
    const violations = checkLadder(scored);
    console.log(`${uid} ${voice}: ${violations.length === 0 ? 'holds' : `${violations.length} broken rules`} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    if (violations.length > 0) broken.push(...violations, ...scored.rungs.map(describeRung));
  }
  const json = recordedLaddersJson(recorded);
  await writeFile(recognitionsFile, json);
  console.log(`Wrote ${recognitionsFile} (${(json.length / 1000).toFixed(1)} kB)`);
  if (broken.length > 0) {
    console.log(`\nLadders that break their rules, which the unit test will report too:\n${broken.join('\n')}`);
    process.exitCode = 1;
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
