/** Test data: one intimação as the server lists it (for the component tests; the app never imports it). */
import { untreatedFields, type IntimationRecord, type IntimationRow, type Listed, type ProposedAction } from '@office/domain';

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

/** A worklist row as 'intimations-list' answers it: the intimação without its text, with what the row says. */
export function intimationRow(over: Partial<IntimationRow> = {}): IntimationRow {
  const stored: Partial<Listed<IntimationRecord>> = intimation();
  delete stored.text;
  return {
    ...(stored as Omit<Listed<IntimationRecord>, 'text'>),
    excerpt: {
      before: 'INTIMAÇÃO. Fica a parte autora intimada para, ',
      highlight: 'no prazo de 15 (quinze) dias, apresentar réplica',
      after: ' à contestação.',
    },
    lawsuit: null,
    newLawsuit: null,
    owners: [],
    proposal: null,
    ...over,
  };
}

/** A proposed prazo as the engine reads it. */
export function proposedPrazo(over: Partial<ProposedAction> = {}): ProposedAction {
  return {
    kind: 'prazo',
    act: 'Réplica',
    days: 15,
    counting: 'uteis',
    doubled: false,
    doubling: null,
    doublingReason: null,
    legalBasis: 'CPC art. 351',
    juizado: false,
    hearingDate: null,
    hearingTime: null,
    place: null,
    videoLink: null,
    quote: 'no prazo de 15 (quinze) dias, apresentar réplica',
    notes: [],
    ...over,
  };
}
