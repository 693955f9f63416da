import type { TranscriberName } from '@shared/api/speaking';
import { config } from '@functions/platform/config';
import { awsTranscriber } from './aws-transcribe';
import { browserTranscriber } from './browser';
import { moonshineTranscriber } from './moonshine';
import { pocketsphinxTranscriber } from './pocketsphinx';
import type { Transcriber } from './port';

export { awsTranscriber } from './aws-transcribe';
export { browserTranscriber } from './browser';
export { moonshineTranscriber } from './moonshine';
export { moonshineAvailable } from './moonshine-model';
export { pocketsphinxAvailable, pocketsphinxTranscriber } from './pocketsphinx';
export { recognisesParts, TranscriptionError, type TranscribeRequest, type Transcriber } from './port';

/** The transcriber of a name, newly made. */
export function createTranscriber(name: TranscriberName): Transcriber {
  switch (name) {
    case 'aws':
      return awsTranscriber();
    case 'moonshine':
      return moonshineTranscriber();
    case 'pocketsphinx':
      return pocketsphinxTranscriber();
    case 'browser':
      return browserTranscriber();
  }
}

let current: Transcriber | undefined;

/** The transcriber the speech worker uses: the one config.TRANSCRIBER names, made once, unless one was installed. */
export function getTranscriber(): Transcriber {
  current ??= createTranscriber(config.TRANSCRIBER);
  return current;
}

/** Installs the transcriber the speech worker uses (tests); undefined goes back to the configured one. */
export function useTranscriber(transcriber: Transcriber | undefined): void {
  current = transcriber;
}
