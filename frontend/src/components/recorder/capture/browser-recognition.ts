// The browser's own speech recognition, kept as the last-resort transcript when the server
// could not recognize an answer. Only Chrome, Edge and Safari have it (Chrome sends the audio to
// its vendor's service). It is strictly optional: whatever goes wrong here resolves undefined
// and never touches the recording.

/** The parts of the Web Speech API used here; TypeScript's DOM library lacks the constructor. */
interface SpeechRecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: { resultIndex: number; results: SpeechRecognitionResultList }) => void) | null;
  onerror: ((event: { error?: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

export interface BrowserTranscript {
  text: string;
  /** The browser's mean confidence over the recognized phrases, 0-1 (Chrome sometimes gives 0). */
  confidence: number;
}

export interface BrowserRecognition {
  /** Stops listening and resolves the transcript; undefined when nothing was recognized or anything failed. */
  stop(): Promise<BrowserTranscript | undefined>;
}

/** How long stop() waits for the final results after asking the browser to stop. */
export const BROWSER_RECOGNITION_STOP_TIMEOUT_MS = 2_000;

function recognitionConstructor(): SpeechRecognitionConstructor | undefined {
  if (typeof window === 'undefined') return undefined;
  const scope = window as unknown as { SpeechRecognition?: SpeechRecognitionConstructor; webkitSpeechRecognition?: SpeechRecognitionConstructor };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition;
}

/**
 * Starts the browser's recognizer next to the recording (en-US, continuous, final results only);
 * undefined when the browser has none or refuses to start it.
 */
export function startBrowserRecognition(): BrowserRecognition | undefined {
  const Recognition = recognitionConstructor();
  if (!Recognition) return undefined;
  const phrases: { text: string; confidence: number }[] = [];
  let failed = false;
  let ended = false;
  let onEnd: (() => void) | undefined;
  let recognition: SpeechRecognitionLike;
  try {
    recognition = new Recognition();
    recognition.lang = 'en-US';
    recognition.continuous = true;
    recognition.interimResults = false;
    recognition.maxAlternatives = 1;
    recognition.onresult = (event) => {
      for (let index = event.resultIndex; index < event.results.length; index += 1) {
        const result = event.results[index];
        const best = result?.[0];
        if (result?.isFinal && best && best.transcript.trim()) phrases.push({ text: best.transcript.trim(), confidence: best.confidence });
      }
    };
    recognition.onerror = () => {
      failed = true;
    };
    recognition.onend = () => {
      ended = true;
      onEnd?.();
    };
    recognition.start();
  } catch {
    return undefined;
  }

  let result: Promise<BrowserTranscript | undefined> | undefined;
  return {
    stop() {
      result ??= new Promise<void>((resolve) => {
        if (ended) return resolve();
        const timer = setTimeout(() => {
          try {
            recognition.abort();
          } catch {
            // Already stopped.
          }
          resolve();
        }, BROWSER_RECOGNITION_STOP_TIMEOUT_MS);
        onEnd = () => {
          clearTimeout(timer);
          resolve();
        };
        try {
          recognition.stop();
        } catch {
          onEnd();
        }
      }).then(() => {
        if (failed || phrases.length === 0) return undefined;
        const confidence = phrases.reduce((total, phrase) => total + (Number.isFinite(phrase.confidence) ? phrase.confidence : 0), 0) / phrases.length;
        return { text: phrases.map((phrase) => phrase.text).join(' '), confidence };
      });
      return result;
    },
  };
}
