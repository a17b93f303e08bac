import { describe, expect, it } from 'vitest';
import { bytesOf, isoMedia, mp3 as mp3Of, opus } from '../../../tests/support/media';
import { uploadProblem } from './upload-check';

const mp3 = mp3Of();

/** An MP3 without a tag: the frame header alone. */
const bareMp3 = bytesOf(512, [0xff, 0xfb, 0x90, 0x00]);
/** The first Ogg page of a Vorbis stream. */
const vorbis = bytesOf(128, 'OggS', [0, 2], new Array<number>(20).fill(0), [1, 30, 1], 'vorbis');
const wav = bytesOf(64, 'RIFF', [36, 0, 0, 0], 'WAVE', 'fmt ', [16, 0, 0, 0]);
/** A WebM: the EBML header with DocType "webm". */
const webm = bytesOf(
  64,
  [0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x84],
  'webm',
  [0x42, 0x87, 0x81, 0x02, 0x42, 0x85, 0x81, 0x02],
);
const pdf = bytesOf(64, '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n');

describe('uploadProblem: audio and video', () => {
  it('accepts recordings whose content is what their type and name say', async () => {
    const accepted: [Uint8Array, string, string][] = [
      [mp3, 'audio/mpeg', 'Audiência.mp3'],
      [bareMp3, 'audio/mpeg', 'ligacao.mp3'],
      [opus, 'audio/ogg', 'WhatsApp Audio 2026-03-02 at 10.15.opus'],
      [vorbis, 'audio/ogg', 'depoimento.ogg'],
      [wav, 'audio/wav', 'gravacao.wav'],
      [isoMedia('M4A '), 'audio/x-m4a', 'Memo de voz.m4a'],
      [isoMedia('M4A '), 'audio/mp4', 'Memo de voz.m4a'],
      // An M4A whose brand is a generic one reads as MPEG-4 video: still an M4A.
      [isoMedia('mp42'), 'audio/mp4', 'gravador.m4a'],
      [isoMedia('isom'), 'video/mp4', 'Audiência de instrução.mp4'],
      [isoMedia('qt  '), 'video/quicktime', 'IMG_0042.MOV'],
      [webm, 'video/webm', 'reuniao.webm'],
    ];
    for (const [content, type, name] of accepted) expect([name, type, await uploadProblem(content, type, name)]).toEqual([name, type, null]);
  });

  it('refuses a fake recording: other content under an audio or video type', async () => {
    const html = new TextEncoder().encode('<!doctype html><html><body><script>alert(1)</script></body></html>');
    expect(await uploadProblem(pdf, 'audio/mpeg', 'audio.mp3')).toBe('O conteúdo do arquivo não corresponde ao tipo declarado (áudio MP3).');
    expect(await uploadProblem(html, 'audio/ogg', 'audio.opus')).toBe('O conteúdo do arquivo não corresponde ao tipo declarado (áudio OGG/Opus).');
    expect(await uploadProblem(mp3, 'video/mp4', 'video.mp4')).toBe('O conteúdo do arquivo não corresponde ao tipo declarado (vídeo MP4).');
    expect(await uploadProblem(isoMedia('isom'), 'audio/mpeg', 'audio.mp3')).toMatch(/não corresponde ao tipo declarado/);
    expect(await uploadProblem(wav, 'video/webm', 'video.webm')).toMatch(/não corresponde ao tipo declarado \(vídeo WebM\)/);
  });

  it('refuses a recording whose name ending is another type’s, and a program named as audio', async () => {
    expect(await uploadProblem(mp3, 'audio/mpeg', 'audio.wav')).toBe('Um arquivo do tipo áudio MP3 deve ter o nome terminado em .mp3.');
    const program = Buffer.alloc(256);
    program.write('MZ');
    program.writeUInt32LE(0x80, 0x3c);
    program.write('PE\0\0', 0x80, 'latin1');
    expect(await uploadProblem(new Uint8Array(program), 'audio/mpeg', 'musica.mp3')).toBe('Programas e scripts não são aceitos como anexo.');
  });

  it('still reads documents as before', async () => {
    expect(await uploadProblem(pdf, 'application/pdf', 'Procuração.pdf')).toBeNull();
    expect(await uploadProblem(mp3, 'application/pdf', 'contrato.pdf')).toBe('O conteúdo do arquivo não corresponde ao tipo declarado (PDF).');
  });
});
