// The AudioWorklet processor of the recorder. It runs on the audio thread, in its own module:
// capture.ts loads the URL Vite builds for it (`?worker&url`) with audioWorklet.addModule.
// It copies the (mono) input into blocks of about 50 ms and posts each block to the main
// thread, which keeps them and reads the level from the latest one.

import { PCM_BLOCK_SECONDS, PCM_CAPTURE_PROCESSOR } from '@frontend/components/recorder/capture/pcm-capture-protocol';
import type { PcmCaptureCommand, PcmCaptureMessage, PcmCaptureOptions } from '@frontend/components/recorder/capture/pcm-capture-protocol';

// The AudioWorkletGlobalScope is not in TypeScript's DOM library; these are the parts used here.
declare const sampleRate: number;
declare class AudioWorkletProcessor {
  readonly port: MessagePort;
}
declare function registerProcessor(name: string, processor: new (options: { processorOptions?: PcmCaptureOptions }) => AudioWorkletProcessor): void;

class PcmCaptureProcessor extends AudioWorkletProcessor {
  private readonly blockSamples: number;
  private block: Float32Array;
  private filled = 0;

  constructor(options: { processorOptions?: PcmCaptureOptions }) {
    super();
    this.blockSamples = Math.max(1, options.processorOptions?.blockSamples ?? Math.round(sampleRate * PCM_BLOCK_SECONDS));
    this.block = new Float32Array(this.blockSamples);
    this.port.onmessage = (event: MessageEvent<PcmCaptureCommand>) => {
      if (event.data !== 'flush') return;
      this.post();
      this.port.postMessage('flushed' satisfies PcmCaptureMessage);
    };
  }

  // The node is created with channelCount 1 / 'explicit', so the browser has already mixed a
  // stereo microphone down to inputs[0][0]. An input with no channels (the source not yet
  // running) is skipped rather than counted as silence.
  process(inputs: Float32Array[][]): boolean {
    const channel = inputs[0]?.[0];
    if (!channel) return true;
    for (let read = 0; read < channel.length; ) {
      const count = Math.min(channel.length - read, this.blockSamples - this.filled);
      this.block.set(channel.subarray(read, read + count), this.filled);
      this.filled += count;
      read += count;
      if (this.filled === this.blockSamples) this.post();
    }
    return true;
  }

  private post() {
    if (this.filled === 0) return;
    const out = this.filled === this.blockSamples ? this.block : this.block.slice(0, this.filled);
    // Transfer the buffer instead of copying it. That detaches it (its length reads 0 from then
    // on), so the next block is sized from blockSamples, never from the old block.
    this.port.postMessage(out satisfies PcmCaptureMessage, [out.buffer]);
    this.block = new Float32Array(this.blockSamples);
    this.filled = 0;
  }
}

registerProcessor(PCM_CAPTURE_PROCESSOR, PcmCaptureProcessor);
