import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pocketsphinxAvailable } from './pocketsphinx';

/** The two ONNX files of Moonshine tiny (int8): the audio encoder and the text decoder with its key/value cache. */
export const moonshineFiles = ['encoder_model.onnx', 'decoder_model_merged.onnx'] as const;

/**
 * Where `npm ci` puts them (scripts/speech/install-moonshine.ts): beside the installed packages,
 * so that a fresh install fetches them again and the repository holds no weights.
 */
export const moonshineModelDirectory = fileURLToPath(new URL('../../../node_modules/.moonshine-tiny/', import.meta.url));

/** Whether the Moonshine model and the PocketSphinx decoder that aligns its words are both installed. */
export function moonshineAvailable(directory = moonshineModelDirectory): boolean {
  return moonshineFiles.every((file) => existsSync(join(directory, file))) && pocketsphinxAvailable();
}
