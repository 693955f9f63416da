export { encodeWav, readWavInfo, recordingSampleRate, wavSamples, type WavInfo } from './wav';
