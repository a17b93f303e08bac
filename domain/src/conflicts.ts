/**
 * Conflict of interest (Estatuto da Advocacia, Lei 8.906/1994, art. 18 of the Código de Ética e Disciplina da
 * OAB: a lawyer may not represent parties with opposing interests): before a client is taken or a lawsuit's
 * parties are saved, whether the same person is on the other side of another of the office's cases.
 */
import { isValidCnpj, isValidCpf, stripDocument } from './documents';
import { optionalRecordId } from './lists';
import { lineText, z } from './schema';

/** Where the person checked would stand: as the office's client, as an opposing party, or either ("Verificar conflito"). */
export const CONFLICT_SIDES = ['cliente', 'contraria'] as const;
export type ConflictSide = (typeof CONFLICT_SIDES)[number];

export const conflictCheckInput = z
  .object({
    parties: z
      .array(
        z
          .object({
            name: lineText(200),
            document: lineText(18)
              .transform(stripDocument)
              .refine((d) => d === '' || isValidCpf(d) || isValidCnpj(d), 'CPF ou CNPJ inválido: confira os dígitos')
              .nullish()
              .transform((d) => (d ? d : null)),
            side: z.enum(CONFLICT_SIDES).nullish(),
          })
          .strict()
          .refine((p) => p.document || p.name.trim().length >= 3, { message: 'Informe o nome (ao menos 3 letras) ou o CPF/CNPJ', path: ['name'] }),
      )
      .min(1, 'Informe ao menos uma parte')
      .max(30, 'No máximo 30 partes por verificação'),
    /** The lawsuit being edited: its own parties are no conflict with themselves. */
    lawsuitId: optionalRecordId,
    /** The client being edited: its own record is no conflict with itself. */
    clientId: optionalRecordId,
  })
  .strict();

export type ConflictCheckInput = z.input<typeof conflictCheckInput>;

export interface ConflictHit {
  /** The index of the party checked (in the input's order). */
  party: number;
  /** `documento`: the same CPF/CNPJ; `nome`: the same name (weaker: may be a homonym). */
  match: 'documento' | 'nome';
  /** Where the person was found: as an opposing party of a lawsuit, or as a client of the office. */
  found: 'parte-contraria' | 'cliente';
  /** The lawsuit where the person is an opposing party, with the role in words, for who reads Processos. */
  lawsuit: { id: string; label: string; subject: string; role: string; name: string } | null;
  /** The client with that document or name, for who reads Clientes. */
  client: { id: string; name: string } | null;
}

export interface ConflictReport {
  hits: ConflictHit[];
  /** Matches on records the caller cannot open: counted, never named. */
  hidden: number;
}
