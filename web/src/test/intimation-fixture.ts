/** Test data: one intimação as the server lists it (for the component tests; the app never imports it). */
import { untreatedFields, type IntimationRecord, type Listed } from '@office/domain';

/** A DJEN communication as the server lists it; TJSP's number unless told. */
export function intimation(over: Partial<Listed<IntimationRecord>> = {}): Listed<IntimationRecord> {
  return {
    id: 'int1',
    version: 3,
    createdAt: '2026-03-10T09:00:00Z',
    updatedAt: '2026-03-10T09:00:00Z',
    djenId: 400123001,
    hash: 'abc123',
    availableOn: '2026-03-09',
    tribunal: 'TJSP',
    kind: 'Intimação',
    organ: '2ª Vara Cível do Foro Central',
    text: 'INTIMAÇÃO\nProcesso 1\nFica a parte intimada.',
    textFormat: 'texto',
    cnjDigits: '10012345420248260100',
    cnj: '1001234-54.2024.8.26.0100',
    className: 'PROCEDIMENTO COMUM CÍVEL',
    documentType: 'Despacho',
    medium: 'Diário de Justiça Eletrônico Nacional',
    link: 'https://pje.example.jus.br/documento/1',
    lawyers: [{ name: 'Helena Barbosa', uf: 'SP', number: '230' }],
    recipients: [{ pole: 'A', name: 'Parte 1' }],
    cancelled: null,
    djenIds: [400123001],
    oabKeys: ['SP-230'],
    lawsuitId: null,
    matched: false,
    read: false,
    readBy: null,
    readAt: null,
    certificateUrl: 'https://comunicaapi.pje.jus.br/api/v1/comunicacao/abc123/certidao',
    prazoEventId: null,
    fetchedAt: '2026-03-10T09:00:00Z',
    ...untreatedFields(),
    ...over,
  };
}
