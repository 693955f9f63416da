import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PcmCaptureMessage } from '@frontend/components/recorder/capture/pcm-capture-protocol';

// The processor runs in an AudioWorkletGlobalScope; these stand-ins give it one in Node. Posting
// transfers the buffer for real (structuredClone with transfer), so a processor that kept using
// a block after handing it over would see it detached, as in the browser.

interface Processor {
  port: { onmessage: ((event: { data: unknown }) => void) | null };
  process(inputs: Float32Array[][]): boolean;
}
type ProcessorClass = new (options: { processorOptions?: { blockSamples: number } }) => Processor;

let posted: PcmCaptureMessage[] = [];
let registered: { name: string; processor: ProcessorClass } | undefined;

beforeAll(async () => {
  vi.stubGlobal('sampleRate', 16_000);
  vi.stubGlobal(
    'AudioWorkletProcessor',
    class {
      readonly port = {
        onmessage: null,
        postMessage: (message: PcmCaptureMessage, transfer?: Transferable[]) => posted.push(structuredClone(message, { transfer })),
      };
    },
  );
  vi.stubGlobal('registerProcessor', (name: string, processor: ProcessorClass) => (registered = { name, processor }));
  await import('@frontend/components/recorder/capture/pcm-capture.worklet');
});

beforeEach(() => {
  posted = [];
});

/** 128-sample render quanta counting up from `from`, as the audio thread hands them over. */
const quantum = (from: number) => Float32Array.from({ length: 128 }, (_, index) => (from + index) / 10_000);

describe('pcm-capture processor', () => {
  it("registers as 'pcm-capture'", () => {
    expect(registered?.name).toBe('pcm-capture');
  });

  it('posts every sample once, in order, in blocks of 50 ms (800 samples at 16 kHz)', () => {
    const processor = new registered!.processor({});
    for (let index = 0; index < 20; index += 1) expect(processor.process([[quantum(index * 128)]])).toBe(true);
    expect(posted.map((block) => (block as Float32Array).length)).toEqual([800, 800, 800]);
    const joined = posted.flatMap((block) => [...(block as Float32Array)]);
    expect(joined.every((sample, index) => Math.abs(sample - index / 10_000) < 1e-6)).toBe(true);
  });

  it("hands over the partial block on 'flush', then answers 'flushed'", () => {
    const processor = new registered!.processor({ processorOptions: { blockSamples: 300 } });
    processor.process([[quantum(0)], []]);
    processor.process([[quantum(128)]]);
    processor.process([[quantum(256)]]);
    processor.port.onmessage?.({ data: 'flush' });
    expect(posted.map((message) => (typeof message === 'string' ? message : message.length))).toEqual([300, 84, 'flushed']);
    processor.port.onmessage?.({ data: 'flush' });
    expect(posted.at(-1)).toBe('flushed');
    expect(posted).toHaveLength(4);
  });

  it('skips an input without channels instead of counting it as silence', () => {
    const processor = new registered!.processor({ processorOptions: { blockSamples: 128 } });
    expect(processor.process([[]])).toBe(true);
    expect(processor.process([])).toBe(true);
    expect(posted).toEqual([]);
  });
});
