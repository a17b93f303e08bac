import { describe, expect, it } from 'vitest';
import {
  defaultFileCategory,
  FILE_CATEGORIES,
  FILE_CATEGORY_LABELS,
  fileCategoryOf,
  fileDetailsInput,
  filesUpdateInput,
  isFilePath,
  versionPath,
  versionsPrefix,
} from './file-records';
import {
  ALLOWED_CONTENT_TYPES,
  contentTypeForName,
  declaredContentType,
  FILE_TYPES,
  fileNameProblem,
  isMediaType,
  MAX_MEDIA_UPLOAD_BYTES,
  MAX_UPLOAD_BYTES,
  maxUploadBytes,
  UNACCEPTED_TYPE_MESSAGE,
  UPLOAD_LIMITS_TEXT,
  uploadSizeProblem,
} from './files';
import { fieldErrors } from './schema';

describe('accepted file types', () => {
  it('takes the usual recordings besides documents, each with its name endings', () => {
    for (const type of ['audio/mpeg', 'audio/mp4', 'audio/x-m4a', 'audio/ogg', 'audio/wav', 'video/mp4', 'video/quicktime', 'video/webm']) {
      expect(ALLOWED_CONTENT_TYPES).toContain(type);
      expect(isMediaType(type)).toBe(true);
    }
    expect(isMediaType('application/pdf')).toBe(false);
    expect(FILE_TYPES['audio/ogg'].extensions).toEqual(['ogg', 'oga', 'opus']);
    expect(fileNameProblem('Áudio do cliente.opus', 'audio/ogg')).toBeNull();
    expect(fileNameProblem('Audiência.mp4', 'video/mp4')).toBeNull();
    expect(fileNameProblem('gravacao.mp3', 'audio/wav')).toBe('Um arquivo do tipo áudio WAV deve ter o nome terminado em .wav.');
  });

  it('names audio and video when a type is refused', () => {
    expect(UNACCEPTED_TYPE_MESSAGE).toMatch(/áudio \(MP3, M4A, OGG\/Opus, WAV\) ou vídeo \(MP4, MOV, WebM\)/);
    expect(fileNameProblem('filme.avi', 'video/x-msvideo')).toBe(UNACCEPTED_TYPE_MESSAGE);
  });

  it('declares the type the browser gives when accepted, else the one the name ends with', () => {
    expect(declaredContentType('audio.opus', '')).toBe('audio/ogg');
    expect(declaredContentType('audio.opus', 'audio/opus')).toBe('audio/ogg');
    expect(declaredContentType('fala.wav', 'audio/x-wav')).toBe('audio/wav');
    expect(declaredContentType('nota.m4a', 'audio/x-m4a')).toBe('audio/x-m4a');
    expect(declaredContentType('contrato.pdf', 'application/pdf')).toBe('application/pdf');
    // Unknown both ways: the browser's word stands, and the check refuses it.
    expect(declaredContentType('programa.exe', 'application/x-msdownload')).toBe('application/x-msdownload');
    expect(contentTypeForName('sem-extensao')).toBeNull();
    expect(contentTypeForName('VIDEO.MOV')).toBe('video/quicktime');
  });
});

describe('upload size limits', () => {
  it('keeps 20 MB for documents and allows 30 MB for audio and video, under the 32 MiB a request may carry', () => {
    expect(MAX_UPLOAD_BYTES).toBe(20 * 1024 * 1024);
    expect(MAX_MEDIA_UPLOAD_BYTES).toBe(30 * 1024 * 1024);
    expect(MAX_MEDIA_UPLOAD_BYTES).toBeLessThan(32 * 1024 * 1024);
    expect(maxUploadBytes('application/pdf')).toBe(MAX_UPLOAD_BYTES);
    expect(maxUploadBytes('video/webm')).toBe(MAX_MEDIA_UPLOAD_BYTES);
  });

  it('says which limit a file passes, in pt-BR, and refuses an empty file', () => {
    expect(uploadSizeProblem(MAX_UPLOAD_BYTES, 'application/pdf')).toBeNull();
    expect(uploadSizeProblem(MAX_UPLOAD_BYTES + 1, 'application/pdf')).toBe('O arquivo passa do limite de 20 MB para documentos e imagens.');
    expect(uploadSizeProblem(MAX_UPLOAD_BYTES + 1, 'audio/mpeg')).toBeNull();
    expect(uploadSizeProblem(MAX_MEDIA_UPLOAD_BYTES + 1, 'audio/mpeg')).toBe('O arquivo passa do limite de 30 MB para áudio e vídeo.');
    expect(uploadSizeProblem(0, 'audio/mpeg')).toBe('O arquivo está vazio.');
    expect(UPLOAD_LIMITS_TEXT).toBe('documentos e imagens de até 20 MB; áudio e vídeo de até 30 MB');
  });
});

describe('file categories and details', () => {
  it('names every category in pt-BR', () => {
    expect(Object.keys(FILE_CATEGORY_LABELS)).toEqual([...FILE_CATEGORIES]);
    expect(Object.values(FILE_CATEGORY_LABELS)).toEqual([
      'Petição',
      'Procuração',
      'Contrato',
      'Documento pessoal',
      'Comprovante',
      'Decisão',
      'Gravação',
      'Outro',
    ]);
  });

  it('starts recordings as "gravação" and anything else as "outro"; reads unknown stored categories as "outro"', () => {
    expect(defaultFileCategory('audio/ogg')).toBe('gravacao');
    expect(defaultFileCategory('video/quicktime')).toBe('gravacao');
    expect(defaultFileCategory('application/pdf')).toBe('outro');
    expect(fileCategoryOf('procuracao')).toBe('procuracao');
    expect(fileCategoryOf(undefined)).toBe('outro');
    expect(fileCategoryOf('toString')).toBe('outro');
  });

  it('takes a category from the list and an optional one-line description up to 200 characters', () => {
    expect(fileDetailsInput.parse({ category: 'procuracao', description: '  assinada em cartório ' })).toEqual({
      category: 'procuracao',
      description: 'assinada em cartório',
    });
    expect(fileDetailsInput.parse({ category: 'outro', description: '' })).toEqual({ category: 'outro', description: null });
    expect(fileDetailsInput.parse({ category: 'outro' })).toEqual({ category: 'outro', description: null });
    const refused = (input: unknown) => {
      const parsed = fileDetailsInput.safeParse(input);
      return parsed.success ? {} : fieldErrors(parsed.error);
    };
    expect(refused({ category: 'receita' })).toEqual({ category: 'Escolha uma categoria da lista' });
    expect(refused({ category: 'outro', description: 'x'.repeat(201) })).toHaveProperty('description');
    expect(refused({ category: 'outro', description: 'uma\nduas' })).toEqual({ description: 'Use uma única linha' });
  });

  it('edits a file of a record folder only, never a kept version or another path', () => {
    const ok = { category: 'contrato', description: null };
    expect(filesUpdateInput.safeParse({ path: 'clients/cli-001/m1-Contrato.pdf', ...ok }).success).toBe(true);
    expect(filesUpdateInput.safeParse({ path: 'clients/cli-001/versions/m1-Contrato.pdf/0001', ...ok }).success).toBe(false);
    expect(filesUpdateInput.safeParse({ path: 'clients/../x.pdf', ...ok }).success).toBe(false);
    expect(filesUpdateInput.safeParse({ path: 'clients/cli-001/m1-Contrato.pdf', ...ok, extra: 1 }).success).toBe(false);
    expect(isFilePath('clients/cli-001/m1-Contrato.pdf')).toBe(true);
    expect(isFilePath('clients/cli-001')).toBe(false);
  });

  it('keeps a file’s earlier versions beside it, in a folder no upload can be named', () => {
    expect(versionsPrefix('clients/cli-001/m1-Contrato.pdf')).toBe('clients/cli-001/versions/m1-Contrato.pdf');
    expect(versionPath('clients/cli-001/m1-Contrato.pdf', 1)).toBe('clients/cli-001/versions/m1-Contrato.pdf/0001');
    expect(versionPath('clients/cli-001/m1-Contrato.pdf', 12)).toBe('clients/cli-001/versions/m1-Contrato.pdf/0012');
  });
});
