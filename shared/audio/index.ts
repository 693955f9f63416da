export { encodeWav, readWavInfo, recordingSampleRate, wavSamples, type WavInfo } from './wav';
export { cutAtQuietGap, peakLevel, silenceLevel, splitAtQuietGaps, voicedSpan, type Span, type SplitOptions } from './signal';
export { partCut, recordingPart, recordingParts } from './parts';
