/** Valid inputs for the clients and lawsuits callables, with fresh CPF and CNJ numbers per call. */
import { cnjCheckDigits, cpfCheckDigits, lawsuitInput as lawsuitSchema } from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';

const lawyer = SEED_STAFF.find((s) => s.uid === 'staff-rafael-moreira')!;

/** A source of valid CPFs from `start` on: each test file takes its own range, so files never collide. */
export function cpfSource(start: number): () => string {
  let seq = start;
  return () => {
    const base = String(++seq);
    return base + cpfCheckDigits(base);
  };
}

/** A source of valid CNJ numbers in one court (J.TR.OOOO) and year, from sequence `start` on. */
export function cnjSource(start: number, year: string, origin: string): () => string {
  let seq = start;
  return () => {
    const s = String(++seq).padStart(7, '0');
    return `${s}-${cnjCheckDigits(s, year, '8', '26', origin)}.${year}.8.26.${origin}`;
  };
}

export function clientInput(document: string, over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    kind: 'pf',
    name: 'Cliente de Teste',
    document,
    rg: '',
    birthDate: '',
    profession: 'Engenheira',
    maritalStatus: null,
    emails: [],
    phones: [{ number: '(11) 98765-4321', whatsapp: false }],
    address: { cep: '01310-100', street: 'Avenida Paulista', number: '1000', complement: '', district: 'Bela Vista', city: 'São Paulo', state: 'SP' },
    notes: 'Observação',
    tags: ['vip'],
    status: 'ativo',
    responsibleLawyerId: lawyer.uid,
    ...over,
  };
}

export function lawsuitInput(cnj: string, clientId: string, over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    cnj,
    internalRef: 'REF-1',
    className: 'Procedimento Comum Cível',
    subject: 'Cobrança',
    court: '1ª Vara Cível',
    comarca: 'São Paulo',
    instance: '1º grau',
    filedOn: '2022-05-10',
    claimValue: 100_000,
    clients: [{ clientId, role: 'autor' }],
    opposingParties: [{ name: 'Empresa Ré S.A.', document: null, role: 'reu', lawyers: [] }],
    responsibleLawyerIds: [lawyer.uid],
    status: 'ativo',
    outcome: 'Acordo',
    ...over,
  };
}

/**
 * The editable values of a stored lawsuit, as the form would send them (the schema's own fields): each client
 * by id and role, without the name and gender the server copies.
 */
export function lawsuitValues(stored: Record<string, unknown>): Record<string, unknown> {
  const values = Object.fromEntries(Object.keys(lawsuitSchema.shape).map((k) => [k, stored[k]]));
  return { ...values, clients: lawsuitClients(stored) };
}

/** A stored lawsuit's clients as the form sends them: `[{ clientId, role }]`. */
export function lawsuitClients(stored: { clients?: unknown }): { clientId: string; role: string }[] {
  return (stored.clients as { clientId: string; role: string }[]).map(({ clientId, role }) => ({ clientId, role }));
}
