/** The format of every recording: 16 kHz mono 16-bit PCM (DESIGN §8). */
export const recordingSampleRate = 16_000;

const headerBytes = 44;

/** A WAV file's format and where its samples are. */
export interface WavInfo {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  /** Byte offset and length of the sample data. */
  dataOffset: number;
  dataBytes: number;
  /** Seconds of audio. */
  duration: number;
}

/**
 * Encodes mono samples (-1..1) as a 16-bit PCM WAV file.
 * Example: encodeWav(new Float32Array(16000)) is one second of silence, 32,044 bytes.
 */
export function encodeWav(samples: Float32Array, sampleRate = recordingSampleRate): Uint8Array {
  const bytes = new Uint8Array(headerBytes + samples.length * 2);
  const view = new DataView(bytes.buffer);
  const ascii = (offset: number, text: string) => [...text].forEach((char, index) => view.setUint8(offset + index, char.charCodeAt(0)));
  ascii(0, 'RIFF');
  view.setUint32(4, bytes.length - 8, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  ascii(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  // One scale both ways (wavSamples divides by 0x8000), so that samples read from a WAV encode
  // back to the very same bytes: a part of a recording is then found, byte for byte, in the whole.
  samples.forEach((sample, index) => view.setInt16(headerBytes + index * 2, Math.max(-0x8000, Math.min(0x7fff, Math.round(sample * 0x8000))), true));
  return bytes;
}

/**
 * Reads the header of a PCM WAV file, walking its chunks (so a LIST chunk before the data is
 * fine); undefined when the bytes are not a PCM WAV.
 */
export function readWavInfo(bytes: Uint8Array): WavInfo | undefined {
  if (bytes.length < headerBytes) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ascii = (offset: number) => String.fromCharCode(...bytes.subarray(offset, offset + 4));
  if (ascii(0) !== 'RIFF' || ascii(8) !== 'WAVE') return undefined;
  let format: Omit<WavInfo, 'dataOffset' | 'dataBytes' | 'duration'> | undefined;
  for (let offset = 12; offset + 8 <= bytes.length; ) {
    const id = ascii(offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ' && size >= 16) {
      if (view.getUint16(body, true) !== 1) return undefined;
      format = { channels: view.getUint16(body + 2, true), sampleRate: view.getUint32(body + 4, true), bitsPerSample: view.getUint16(body + 14, true) };
    } else if (id === 'data') {
      if (!format || format.channels === 0 || format.sampleRate === 0 || format.bitsPerSample === 0) return undefined;
      const dataBytes = Math.min(size, bytes.length - body);
      const bytesPerSecond = format.sampleRate * format.channels * (format.bitsPerSample / 8);
      return { ...format, dataOffset: body, dataBytes, duration: dataBytes / bytesPerSecond };
    }
    offset = body + size + (size % 2);
  }
  return undefined;
}

/** The samples of a 16-bit mono PCM WAV as -1..1 floats. */
export function wavSamples(bytes: Uint8Array, info: WavInfo): Float32Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset + info.dataOffset, info.dataBytes);
  const samples = new Float32Array(Math.floor(info.dataBytes / 2));
  for (let index = 0; index < samples.length; index += 1) samples[index] = view.getInt16(index * 2, true) / 0x8000;
  return samples;
}
