/** The leading bytes of recordings, as file-type reads them: enough for the upload's content check, built in the test. */

/** Bytes from text (latin1) and byte lists, zero-padded to `length`. */
export function bytesOf(length: number, ...parts: (string | number[])[]): Uint8Array {
  const out = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    const chunk = typeof part === 'string' ? Buffer.from(part, 'latin1') : Uint8Array.from(part);
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];

/** An MP3 of `length` bytes: an empty ID3v2.3 tag, then an MPEG-1 Layer III frame header (128 kbit/s, 44.1 kHz). */
export const mp3 = (length = 512) => bytesOf(length, 'ID3', [3, 0, 0, 0, 0, 0, 0], [0xff, 0xfb, 0x90, 0x00]);
/** The first Ogg page of an Opus stream, as WhatsApp's .opus audios start. */
export const opus = bytesOf(128, 'OggS', [0, 2], new Array<number>(20).fill(0), [1, 19], 'OpusHead', [1, 1, 0x38, 1, 0x80, 0xbb, 0, 0, 0, 0, 0]);
/** An ISO base media file (MP4, M4A, MOV): its `ftyp` box with the major brand given. */
export const isoMedia = (brand: string) => bytesOf(64, be32(24), 'ftyp', brand, [0, 0, 0, 0], 'isom', 'mp42');
