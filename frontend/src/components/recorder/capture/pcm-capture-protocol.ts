// What capture.ts and the worklet (pcm-capture.worklet.ts) say to each other. A module of its
// own, so the main bundle never imports the worklet's code (which calls registerProcessor).

/** The name the processor is registered under and the AudioWorkletNode is created with. */
export const PCM_CAPTURE_PROCESSOR = 'pcm-capture';

/** Seconds of audio per posted block: the span capture.level() measures. */
export const PCM_BLOCK_SECONDS = 0.05;

export interface PcmCaptureOptions {
  /** Samples per posted block. */
  blockSamples: number;
}

/** Main thread → processor: post what is buffered, then answer 'flushed'. */
export type PcmCaptureCommand = 'flush';

/** Processor → main thread: a block of mono samples, or the answer to 'flush'. */
export type PcmCaptureMessage = Float32Array | 'flushed';
