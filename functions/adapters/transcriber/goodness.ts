/**
 * Goodness of pronunciation (GOP) from two PocketSphinx searches over the same audio: the words
 * heard force-aligned to it (a grammar that allows exactly those words in order, so each word's
 * sounds must be its dictionary pronunciation), and a free phone loop (any English phone after
 * any other), which finds the sounds that fit the audio best. A word said as the dictionary
 * says it scores about as well aligned as the loop does over the same frames; a word said
 * differently scores worse aligned, so the difference per frame is the word's goodness.
 *
 * Measured on 10 Repeat Sentence items read by four flite voices, each read once as written and
 * once with two vowels of every word of four letters or more changed (so flite says them wrongly):
 * words read as written have a median goodness of -1.0 (10th percentile -7), changed words -13
 * (90th percentile -1), alike for every voice. See pronunciationQuality in shared/scoring for the
 * scale.
 */

/** One segment of a decoder's -hypseg output: a word or phone and its frames (100 per second). */
export interface Segment {
  name: string;
  startFrame: number;
  /** The first frame after the segment. */
  endFrame: number;
  /** The segment's acoustic score (log likelihood in the decoder's integer units). */
  acousticScore: number;
}

/**
 * Each utterance's segments in PocketSphinx -hypseg output: `utterance S scale T total A acoustic
 * L language` then `start acoustic language name` per segment and the end frame last.
 * Example: 'u1 S 0 T -90 A -80 L -10 0 -30 0 <sil> 16 -50 -10 the 27' → u1: <sil> 0-16, the 16-27.
 */
export function parseHypseg(output: string): Map<string, Segment[]> {
  const utterances = new Map<string, Segment[]>();
  for (const line of output.split('\n')) {
    const fields = line.trim().split(/\s+/);
    if (fields.length < 10 || fields[1] !== 'S') continue;
    const rest = fields.slice(9);
    const segments: Segment[] = [];
    for (let index = 0; index + 4 < rest.length; index += 4) {
      const [start, acoustic, , name, end] = rest.slice(index, index + 5) as [string, string, string, string, string];
      segments.push({ name, startFrame: Number(start), endFrame: Number(end), acousticScore: Number(acoustic) });
    }
    if (segments.every((segment) => [segment.startFrame, segment.endFrame, segment.acousticScore].every(Number.isFinite))) utterances.set(fields[0]!, segments);
  }
  return utterances;
}

/** A place in an alignment grammar: the dictionary words that may be said there, and whether nothing may be said there instead. */
export interface GrammarSlot {
  words: readonly string[];
  optional: boolean;
}

/**
 * A Sphinx finite-state grammar of slots in order, each said as one of its words, or skipped when
 * optional (a null transition); the alternatives of a slot are equally likely. The decoder adds
 * optional silences and noises between words (-fsgusefiller) and each word's alternative
 * pronunciations (-fsgusealtpron). Slots of single words accept exactly those words in order:
 * [the], [committee] → 'TRANSITION 0 1 1.0 the', 'TRANSITION 1 2 1.0 committee'.
 */
export function slotsGrammar(slots: readonly GrammarSlot[]): string {
  const transitions = slots.flatMap(({ words, optional }, index) => {
    const probability = (1 / (words.length + (optional ? 1 : 0))).toFixed(words.length === 1 && !optional ? 1 : 4);
    return [...words.map((word) => `TRANSITION ${index} ${index + 1} ${probability} ${word}`), ...(optional ? [`TRANSITION ${index} ${index + 1} ${probability}`] : [])];
  });
  return ['FSG_BEGIN words', `NUM_STATES ${slots.length + 1}`, 'START_STATE 0', `FINAL_STATE ${slots.length}`, ...transitions, 'FSG_END', ''].join('\n');
}

/** Silences, noises and sentence marks of an alignment: not words. */
const notAWord = /^(<.*>|\[.*\]|\+\+.*\+\+)$/;

/** A word of a forced alignment: its time in the chunk (seconds) and its goodness of pronunciation. */
export interface AlignedWord {
  word: string;
  start: number;
  end: number;
  goodness: number;
}

/**
 * Each aligned word with its goodness: its acoustic score less the free phone loop's over the
 * same frames (a loop phone that straddles the word's edge counts for its share of frames
 * inside), per frame. One entry per word of the alignment, in order, silences left out; an
 * alternative pronunciation ('read(2)') is its word.
 */
export function goodnessOfWords(aligned: readonly Segment[], loop: readonly Segment[]): AlignedWord[] {
  return aligned
    .filter((segment) => !notAWord.test(segment.name))
    .map((word) => {
      const frames = Math.max(1, word.endFrame - word.startFrame);
      const loopScore = loop.reduce((sum, phone) => {
        const overlap = Math.min(word.endFrame, phone.endFrame) - Math.max(word.startFrame, phone.startFrame);
        return overlap > 0 ? sum + (phone.acousticScore * overlap) / Math.max(1, phone.endFrame - phone.startFrame) : sum;
      }, 0);
      return {
        word: word.name.replace(/\(\d+\)$/, ''),
        start: word.startFrame / framesPerSecond,
        end: word.endFrame / framesPerSecond,
        goodness: Math.round(((word.acousticScore - loopScore) / frames) * 100) / 100,
      };
    });
}

const framesPerSecond = 100;
