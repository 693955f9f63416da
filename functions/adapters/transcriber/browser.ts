import { readWavInfo, voicedSpan, wavSamples } from '@shared/audio';
import { TranscriptionError, type Transcriber } from './port';

/**
 * The last fallback: the transcript the browser's Web Speech API produced while the answer was
 * recorded. That API gives only a text and one confidence, no word times, so the times here are
 * estimates: the words are spread evenly over the stretch of the recording that is not silent
 * (first to last sample above the silence level). Speech rate comes out right; pauses between
 * words cannot be seen, so fluency is judged on the rate alone. A recording with no sound gives no
 * words whatever the browser sent: the answer is scored on what was recorded.
 */
export function browserTranscriber(): Transcriber {
  return {
    name: 'browser',
    async transcribe({ key, wav, browserTranscript }) {
      const info = readWavInfo(wav);
      if (!info) throw new TranscriptionError('browser', `${key} is not a PCM WAV file`);
      const said = browserTranscript?.text.split(/\s+/).filter(Boolean) ?? [];
      const span = said.length > 0 ? voicedSpan(wavSamples(wav, info), info.sampleRate) : undefined;
      if (!browserTranscript || !span) return { words: [], duration: info.duration };
      const confidence = Math.min(1, Math.max(0, browserTranscript.confidence));
      const step = (span.end - span.start) / said.length;
      const at = (index: number) => Math.round((span.start + index * step) * 1000) / 1000;
      return { words: said.map((word, index) => ({ word, start: at(index), end: at(index + 1), confidence })), duration: info.duration };
    },
  };
}
