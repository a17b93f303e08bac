/**
 * Writes the committed seed under emulator-data/: the Auth emulator's import
 * (staff accounts with their claims) and the office data set. Deterministic:
 * running it twice gives the same files. Dates are relative tokens resolved on
 * load (see resolve-dates.ts), so the agenda always shows the current month.
 *
 *   npx tsx scripts/seed/generate.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  claimsFromPortalAccount,
  claimsFromStaffRecord,
  cnjCheckDigits,
  cnpjCheckDigits,
  cpfCheckDigits,
  formatCnpj,
  type Gender,
  type LawsuitClient,
  normalizeOab,
  normalizeScopes,
  opposingRoleOf,
  type OpposingParty,
  type PartyRole,
  searchKey,
  tribunalOf,
  type EventRecord,
  type FaqRecord,
  PRACTICE_AREAS_ID,
  type MovementRecord,
  type OfficeProfile,
  type StaffRecord,
  lawsuitInput,
  withOmitted,
} from '@office/domain';
import { seedFinance } from './finance';
import { seedCharges } from './charges';
import { seedFeeAgreements } from './fee-agreements';
import { seedMessages } from './messages';
import { seedArticles } from './articles';
import { seedTasks } from './tasks';
import { seedTimesheet } from './timesheet';
import { SEED_WORKFLOWS } from './workflows';
import { SEED_PRACTICE_AREAS, SEED_TEAM } from './team';
import { SEED_LAWYERS, SEED_STAFF } from './staff';
import { SEED_PORTAL_ACCOUNTS, seedPortal } from './portal';
import type { SeedDataSet, SeedRecord } from './types';

// SEED_OUT_DIR: write elsewhere (the seed test regenerates into a temporary folder and compares).
const root = process.env.SEED_OUT_DIR ?? join(import.meta.dirname, '..', '..', 'emulator-data');

/** mulberry32: small, seedable, good enough for fixtures. */
function rng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = rng(20260701);
/**
 * The lawsuits' parties beyond what earlier seeds drew (opposing documents, second lawyers, person opponents):
 * a stream of their own, so adding them left every value drawn from `random` (the names, documents and numbers
 * that tests and demos know) as it was.
 */
const partyRandom = rng(20260702);
const int = (min: number, max: number, r = random) => min + Math.floor(r() * (max - min + 1));
function pick<T>(items: readonly T[], r = random): T {
  return items[Math.floor(r() * items.length)] as T;
}
const digits = (n: number, r = random) => Array.from({ length: n }, () => int(0, 9, r)).join('');
const pad = (n: number, w: number) => String(n).padStart(w, '0');

function makeCpf(r = random): string {
  const base = digits(9, r);
  return base + cpfCheckDigits(base);
}
function makeCnpj(alphanumeric: boolean, r = random): string {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const root8 = alphanumeric ? Array.from({ length: 8 }, () => pick(alphabet.split(''), r)).join('') : digits(8, r);
  const base = `${root8}0001`;
  return base + cnpjCheckDigits(base);
}

const FIRST = [
  'Ana',
  'Bruno',
  'Carla',
  'Daniel',
  'Eduarda',
  'Felipe',
  'Gabriela',
  'Henrique',
  'Isabela',
  'João',
  'Larissa',
  'Marcos',
  'Natália',
  'Otávio',
  'Patrícia',
  'Renato',
  'Sabrina',
  'Thiago',
  'Vanessa',
  'Wagner',
  'Letícia',
  'Gustavo',
  'Beatriz',
  'Caio',
  'Mariana',
  'Sérgio',
];
const LAST = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Araújo',
  'Melo',
  'Barros',
  'Cardoso',
  'Teixeira',
  'Nascimento',
  'Conceição',
  'Monteiro',
];
const PROFESSIONS = [
  'Engenheira civil',
  'Médico',
  'Professora',
  'Comerciante',
  'Analista de sistemas',
  'Enfermeira',
  'Motorista',
  'Arquiteto',
  'Contadora',
  'Aposentado',
  'Servidor público',
  'Dentista',
];
const COMPANIES = [
  ['Construtora Horizonte Ltda.', 'Horizonte Construções'],
  ['Padaria Pão Dourado Ltda. ME', 'Pão Dourado'],
  ['TransLog Transportes e Logística S.A.', 'TransLog'],
  ['Clínica Sorriso Pleno Ltda.', 'Sorriso Pleno'],
  ['Mercado Boa Compra Eireli', 'Boa Compra'],
  ['Tecnova Sistemas Ltda.', 'Tecnova'],
  ['Agropecuária Vale Verde Ltda.', 'Vale Verde'],
  ['Restaurante Sabor da Terra Ltda.', 'Sabor da Terra'],
  ['Escola Aprender Mais Ltda.', 'Aprender Mais'],
  ['Metalúrgica Aço Forte S.A.', 'Aço Forte'],
] as const;
const ADDRESSES = [
  { cep: '01310100', street: 'Avenida Paulista', district: 'Bela Vista', city: 'São Paulo', state: 'SP' },
  { cep: '04538133', street: 'Avenida Brigadeiro Faria Lima', district: 'Itaim Bibi', city: 'São Paulo', state: 'SP' },
  { cep: '13015904', street: 'Rua Barão de Jaguara', district: 'Centro', city: 'Campinas', state: 'SP' },
  { cep: '20040020', street: 'Avenida Rio Branco', district: 'Centro', city: 'Rio de Janeiro', state: 'RJ' },
  { cep: '30130010', street: 'Avenida Afonso Pena', district: 'Centro', city: 'Belo Horizonte', state: 'MG' },
  { cep: '80020310', street: 'Rua XV de Novembro', district: 'Centro', city: 'Curitiba', state: 'PR' },
  { cep: '09015000', street: 'Rua Coronel Oliveira Lima', district: 'Centro', city: 'Santo André', state: 'SP' },
  { cep: '11010001', street: 'Rua XV de Novembro', district: 'Centro', city: 'Santos', state: 'SP' },
] as const;
const TAGS = ['vip', 'trabalhista', 'consumidor', 'família', 'empresarial', 'tributário', 'indicação', 'previdenciário'];

/** Courts used for lawsuits: J, TR, origin (OOOO), court name, comarca and its state (the OAB seccional of the lawyers there). */
const COURTS = [
  { j: '8', tr: '26', origin: '0100', court: '1ª Vara Cível do Foro Central', comarca: 'São Paulo', uf: 'SP' },
  { j: '8', tr: '26', origin: '0002', court: '2ª Vara de Família e Sucessões de Santo Amaro', comarca: 'São Paulo', uf: 'SP' },
  { j: '8', tr: '26', origin: '0114', court: '3ª Vara Cível de Campinas', comarca: 'Campinas', uf: 'SP' },
  { j: '8', tr: '26', origin: '0562', court: 'Vara do Juizado Especial Cível de Santos', comarca: 'Santos', uf: 'SP' },
  { j: '8', tr: '19', origin: '0001', court: '5ª Vara Cível da Capital', comarca: 'Rio de Janeiro', uf: 'RJ' },
  { j: '8', tr: '13', origin: '0024', court: '12ª Vara Cível de Belo Horizonte', comarca: 'Belo Horizonte', uf: 'MG' },
  { j: '5', tr: '02', origin: '0011', court: '11ª Vara do Trabalho de São Paulo', comarca: 'São Paulo', uf: 'SP' },
  { j: '5', tr: '15', origin: '0032', court: '2ª Vara do Trabalho de Campinas', comarca: 'Campinas', uf: 'SP' },
  { j: '4', tr: '03', origin: '6100', court: '4ª Vara Federal Previdenciária de São Paulo', comarca: 'São Paulo', uf: 'SP' },
  { j: '4', tr: '01', origin: '3400', court: '7ª Vara Federal Cível do DF', comarca: 'Brasília', uf: 'DF' },
] as const;
/** What a matter needs of a court: a civil, family or small-claims vara of a state foro; a federal civil or social-security one. */
type MatterKind = 'civel' | 'familia' | 'jec' | 'trabalho' | 'federal' | 'previdenciario';

/**
 * The vara of a foro (the CNJ number's OOOO is the foro or subseção, not the vara: Res. CNJ 65/2008) that takes a
 * kind of matter, so a divórcio is never at a vara cível nor a claim at the family court. The drawn court keeps
 * its foro, and with it the lawsuit's number.
 */
const VARAS: Record<string, Partial<Record<MatterKind, string>>> = {
  '8.26.0100': {
    civel: '1ª Vara Cível do Foro Central',
    familia: '3ª Vara da Família e Sucessões do Foro Central',
    jec: 'Juizado Especial Cível do Foro Central',
  },
  '8.26.0002': {
    civel: '4ª Vara Cível de Santo Amaro',
    familia: '2ª Vara de Família e Sucessões de Santo Amaro',
    jec: 'Juizado Especial Cível de Santo Amaro',
  },
  '8.26.0114': { civel: '3ª Vara Cível de Campinas', familia: '1ª Vara de Família e Sucessões de Campinas', jec: 'Juizado Especial Cível de Campinas' },
  '8.26.0562': { civel: '5ª Vara Cível de Santos', familia: '2ª Vara de Família e Sucessões de Santos', jec: 'Vara do Juizado Especial Cível de Santos' },
  '8.19.0001': { civel: '5ª Vara Cível da Capital', familia: '3ª Vara de Família da Capital', jec: '2º Juizado Especial Cível da Capital' },
  '8.13.0024': { civel: '12ª Vara Cível de Belo Horizonte', familia: '4ª Vara de Família de Belo Horizonte', jec: 'Juizado Especial Cível de Belo Horizonte' },
  '4.03.6100': { federal: '14ª Vara Cível Federal de São Paulo', previdenciario: '4ª Vara Federal Previdenciária de São Paulo' },
  '4.01.3400': { federal: '7ª Vara Federal Cível do DF', previdenciario: '7ª Vara Federal Cível do DF' },
};

function varaFor(court: (typeof COURTS)[number], kind: MatterKind): string {
  return VARAS[`${court.j}.${court.tr}.${court.origin}`]?.[kind] ?? court.court;
}

const MATTERS: readonly { className: string; subject: string; j: string; kind: MatterKind }[] = [
  { className: 'Procedimento Comum Cível', subject: 'Indenização por dano moral', j: '8', kind: 'civel' },
  { className: 'Procedimento Comum Cível', subject: 'Rescisão contratual', j: '8', kind: 'civel' },
  { className: 'Execução de Título Extrajudicial', subject: 'Cobrança de duplicatas', j: '8', kind: 'civel' },
  { className: 'Divórcio Litigioso', subject: 'Dissolução de casamento e partilha', j: '8', kind: 'familia' },
  { className: 'Alimentos', subject: 'Fixação de pensão alimentícia', j: '8', kind: 'familia' },
  { className: 'Procedimento do Juizado Especial Cível', subject: 'Direito do consumidor: cobrança indevida', j: '8', kind: 'jec' },
  { className: 'Ação Trabalhista - Rito Ordinário', subject: 'Horas extras e verbas rescisórias', j: '5', kind: 'trabalho' },
  { className: 'Ação Trabalhista - Rito Sumaríssimo', subject: 'Adicional de insalubridade', j: '5', kind: 'trabalho' },
  { className: 'Procedimento Comum Cível', subject: 'Aposentadoria por tempo de contribuição', j: '4', kind: 'previdenciario' },
  { className: 'Mandado de Segurança Cível', subject: 'Exclusão do ICMS da base do PIS/COFINS', j: '4', kind: 'federal' },
];
/** A company has no family: where a family matter falls to one, it sues a person for what it is owed. */
const COMPANY_CLAIM = { className: 'Procedimento Comum Cível', subject: 'Cobrança de serviços prestados', j: '8', kind: 'civel' } as const;
const OPPONENTS = [
  'Banco Nacional S.A.',
  'Telefônica Brasil S.A.',
  'Instituto Nacional do Seguro Social - INSS',
  'União Federal - Fazenda Nacional',
  'Seguradora Confiança S.A.',
  'Imobiliária Lar Feliz Ltda.',
  'Indústria Têxtil Fio de Ouro Ltda.',
  'Condomínio Edifício Primavera',
];
/** The Union and its autarquias answer in the federal courts only (CF art. 109, I). */
const FEDERAL_PARTIES = new Set(['Instituto Nacional do Seguro Social - INSS', 'União Federal - Fazenda Nacional']);
const PRIVATE_OPPONENTS = OPPONENTS.filter((o) => !FEDERAL_PARTIES.has(o));
/** Suppliers a consumer complains of at the PROCON (CDC art. 3º), with what the complaint is about. */
const PROCON_COMPLAINTS: readonly { opponent: string; subject: string }[] = [
  { opponent: 'Banco Nacional S.A.', subject: 'Reclamação: tarifas bancárias não contratadas' },
  { opponent: 'Telefônica Brasil S.A.', subject: 'Reclamação: cobrança por serviço não contratado' },
  { opponent: 'Seguradora Confiança S.A.', subject: 'Reclamação: negativa de cobertura de sinistro' },
];

const admin: Record<string, StaffRecord> = {};
for (const s of SEED_STAFF) {
  admin[s.uid] = {
    name: s.name,
    email: s.email,
    scopes: normalizeScopes({ read: s.read, write: s.write }),
    admin: s.admin,
    disabled: s.disabled ?? false,
    updatedBy: 'system',
  };
}

const clients: Record<string, SeedRecord<'clients'>> = {};
const usedDocs = new Set<string>();
function uniqueDoc(make: () => string): string {
  for (;;) {
    const d = make();
    if (!usedDocs.has(d)) {
      usedDocs.add(d);
      return d;
    }
  }
}
/** First names of women in FIRST (the others are men's): their gender is feminino, their qualification reads "brasileira". */
const FEMININE = new Set([
  'Ana',
  'Carla',
  'Eduarda',
  'Gabriela',
  'Isabela',
  'Larissa',
  'Natália',
  'Patrícia',
  'Sabrina',
  'Vanessa',
  'Letícia',
  'Beatriz',
  'Mariana',
]);
for (let i = 0; i < 26; i++) {
  const first = FIRST[i % FIRST.length]!;
  const gender: Gender = FEMININE.has(first) ? 'feminino' : 'masculino';
  const name = `${first} ${pick(LAST)} ${pick(LAST)}`;
  const addr = pick(ADDRESSES);
  // One client in five was registered before the qualification fields (issuer, state, nationality) existed.
  const qualified = i % 5 !== 4;
  clients[`cli-${pad(i + 1, 3)}`] = {
    kind: 'pf',
    name,
    document: uniqueDoc(makeCpf),
    nameKey: searchKey(name),
    rg: `${digits(2)}.${digits(3)}.${digits(3)}-${int(0, 9)}`,
    rgIssuer: qualified ? 'SSP' : null,
    rgUf: qualified ? addr.state : null,
    birthDate: `${int(1950, 2002)}-${pad(int(1, 12), 2)}-${pad(int(1, 28), 2)}`,
    nationality: qualified ? (gender === 'feminino' ? 'brasileira' : 'brasileiro') : null,
    profession: pick(PROFESSIONS),
    maritalStatus: pick(['solteiro', 'casado', 'divorciado', 'viuvo', 'uniao_estavel'] as const),
    gender,
    tradeName: null,
    legalRepresentative: null,
    emails: [`${searchKey(name).split(' ')[0]}.${searchKey(name).split(' ')[1]}${int(1, 99)}@email.com.br`],
    phones: [{ number: `+5511${int(91000, 99999)}${digits(4)}`, whatsapp: random() < 0.8 }],
    address: { ...addr, number: String(int(10, 3000)), complement: random() < 0.4 ? `Apto ${int(11, 184)}` : '' },
    notes: random() < 0.3 ? 'Prefere contato por WhatsApp no período da tarde.' : '',
    tags: [...new Set([pick(TAGS), ...(random() < 0.4 ? [pick(TAGS)] : [])])],
    status: i % 9 === 8 ? 'inativo' : i % 7 === 6 ? 'prospecto' : 'ativo',
    responsibleLawyerId: (SEED_LAWYERS[i % SEED_LAWYERS.length] ?? SEED_LAWYERS[0])!.uid,
    createdBy: 'staff-helena-barbosa',
    updatedBy: 'staff-helena-barbosa',
  };
}
COMPANIES.forEach(([legalName, tradeName], k) => {
  const addr = pick(ADDRESSES);
  const rep = `${pick(FIRST)} ${pick(LAST)}`;
  clients[`cli-${pad(27 + k, 3)}`] = {
    kind: 'pj',
    name: legalName,
    // Two companies carry the alphanumeric CNPJ issued from July 2026.
    document: uniqueDoc(() => makeCnpj(k >= 8)),
    nameKey: searchKey(legalName),
    rg: null,
    rgIssuer: null,
    rgUf: null,
    birthDate: null,
    nationality: null,
    profession: null,
    maritalStatus: null,
    gender: null,
    tradeName,
    legalRepresentative: rep,
    emails: [`juridico@${searchKey(tradeName).replace(/ /g, '')}.com.br`],
    phones: [{ number: `+5511${int(3000, 3999)}${digits(4)}`, whatsapp: false }],
    address: { ...addr, number: String(int(10, 3000)), complement: `Sala ${int(101, 1204)}` },
    notes: '',
    tags: ['empresarial', ...(random() < 0.5 ? ['tributário'] : [])],
    status: k === 5 ? 'prospecto' : 'ativo',
    responsibleLawyerId: 'staff-helena-barbosa',
    createdBy: 'staff-helena-barbosa',
    updatedBy: 'staff-helena-barbosa',
  };
});
const clientIds = Object.keys(clients);

/** The seeded office's area of practice (Sobre) that a class of lawsuit belongs to. */
function areaOfClass(className: string): string {
  if (className.startsWith('Ação Trabalhista')) return 'Direito do Trabalho';
  if (className === 'Procedimento do Juizado Especial Cível' || className === 'Processo administrativo') return 'Direito do Consumidor';
  if (className === 'Mandado de Segurança Cível') return 'Direito Tributário';
  if (className === 'Execução de Título Extrajudicial') return 'Direito Empresarial';
  return 'Direito Civil';
}

/** Classes whose other party is a person (the spouse, the one who owes alimentos), not one of OPPONENTS. */
const FAMILY_CLASSES = new Set(['Divórcio Litigioso', 'Alimentos']);
const INSS = 'Instituto Nacional do Seguro Social - INSS';

/**
 * The names of the poles in a class of lawsuit: labour (CLT art. 839), execution (CPC arts. 778–779), mandado de
 * segurança (Lei 12.016/2009), family and administrative requests; autor and réu in the rest.
 */
function polesOfClass(className: string): { ativo: PartyRole; passivo: PartyRole } {
  if (className.startsWith('Ação Trabalhista')) return { ativo: 'reclamante', passivo: 'reclamado' };
  if (className.startsWith('Execução') || className.startsWith('Cumprimento')) return { ativo: 'exequente', passivo: 'executado' };
  if (className.startsWith('Mandado de Segurança')) return { ativo: 'impetrante', passivo: 'impetrado' };
  if (FAMILY_CLASSES.has(className) || className === 'Processo administrativo') return { ativo: 'requerente', passivo: 'requerido' };
  return { ativo: 'autor', passivo: 'reu' };
}

/**
 * Lawsuits under segredo de justiça (CPC art. 189, II: divórcio and alimentos), among lawsuits no test names
 * otherwise: three of Juliana Ferreira's, hidden from Rafael Moreira and the other non-administrators, and one of
 * Rafael's own (proc-044), which he sees.
 */
const CONFIDENTIAL = new Set(['proc-024', 'proc-044', 'proc-045', 'proc-054']);

/** Each organisation among the opponents has one CNPJ, whichever lawsuit names it. */
const opponentCnpj = new Map(OPPONENTS.map((name) => [name, uniqueDoc(() => makeCnpj(false, partyRandom))]));

/**
 * Litisconsórcio: lawsuits with a second client on the first one's pole, among lawsuits and clients no test
 * names: two creditors of one execução (proc-033), two children asking alimentos (proc-035), two workers against
 * the same employer (proc-038).
 */
const CO_CLIENTS: Record<string, string> = { 'proc-033': 'cli-017', 'proc-035': 'cli-024', 'proc-038': 'cli-020' };

/**
 * The seed's one conflict of interest, for demos and tests: in proc-012 (rescisão contratual, active, the client
 * cli-006 as réu), the second opposing party (autora, beside Banco Nacional S.A.) is CONSTRUTORA HORIZONTE LTDA,
 * written as a court's cover sheet has it, with the CNPJ of the office's client cli-027 (Construtora Horizonte
 * Ltda., itself the client of proc-051). No other opposing party shares a document with a client: every other
 * document is drawn unique.
 */
const CONFLICT = { lawsuitId: 'proc-012', clientId: 'cli-027', name: 'CONSTRUTORA HORIZONTE LTDA' } as const;

/** A lawyer of the other side, inscribed in the seccional of the court's state. */
const opposingLawyer = (name: string, uf: string, number: number) => ({ name, oab: normalizeOab(`OAB/${uf} ${number}`) });

/** What a lawsuit copies of its client: the name, and the gender of a person (a company has none). */
const lawsuitClient = (clientId: string, role: PartyRole): LawsuitClient => {
  const c = clients[clientId]!;
  return { clientId, role, name: c.name, gender: c.kind === 'pf' ? c.gender : null };
};

const lawsuits: Record<string, SeedRecord<'lawsuits'>> = {};
const movements: Record<string, MovementRecord> = {};
for (let i = 0; i < 56; i++) {
  const drawnMatter = MATTERS[i % MATTERS.length]!;
  const court = pick(COURTS.filter((c) => c.j === drawnMatter.j));
  const clientId = clientIds[(i * 7) % clientIds.length]!;
  const client = clients[clientId]!;
  const matter = drawnMatter.kind === 'familia' && client.kind === 'pj' ? COMPANY_CLAIM : drawnMatter;
  const year = String(int(2017, 2026));
  const sequence = pad(int(1, 2_999_999), 7);
  const withCnj = i % 14 !== 13;
  const dd = cnjCheckDigits(sequence, year, court.j, court.tr, court.origin);
  const cnj = withCnj ? `${sequence}-${dd}.${year}.${court.j}.${court.tr}.${court.origin}` : null;
  const status = i % 11 === 10 ? 'arquivado' : i % 13 === 12 ? 'encerrado' : i % 17 === 16 ? 'suspenso' : 'ativo';
  const id = `proc-${pad(i + 1, 3)}`;
  const className = withCnj ? matter.className : 'Processo administrativo';
  // Without a number: a consumer's complaint at the PROCON, against a supplier, about what suppliers are blamed for.
  const complaint = withCnj ? null : PROCON_COMPLAINTS[i % PROCON_COMPLAINTS.length]!;
  // Drawn in the order earlier seeds drew them, so that every later value stays the same.
  const filedOn = `${year}-${pad(int(1, 12), 2)}-${pad(int(1, 28), 2)}`;
  const claimValue = int(5_000, 900_000) * 100 + int(0, 99);
  const drawnSide = matter.j === '4' && matter.subject.startsWith('Exclusão') ? 'ativo' : random() < 0.7 ? 'ativo' : 'passivo';
  const drawnOpponent = pick(OPPONENTS);
  const lawyer = opposingLawyer(`${pick(FIRST)} ${pick(LAST)}`, court.uf, int(100000, 499999));
  const poles = polesOfClass(className);
  // In a labour claim the worker asks and the employer answers, and the insured asks the INSS, whichever side was drawn.
  const labour = className.startsWith('Ação Trabalhista');
  const pension = matter.subject.startsWith('Aposentadoria');
  // The worker and the insured ask, and so do a company suing for its fees and a consumer complaining at the PROCON.
  const side = labour ? (client.kind === 'pf' ? 'ativo' : 'passivo') : pension || matter === COMPANY_CLAIM || !withCnj ? 'ativo' : drawnSide;
  const role = poles[side];
  const theirs = opposingRoleOf(role);
  const co = CO_CLIENTS[id];
  const ours = [lawsuitClient(clientId, role), ...(co ? [lawsuitClient(co, role)] : [])];
  let opponent: OpposingParty;
  // A company's claim (in place of a family matter) is against a person too: drawn the same way.
  if ((withCnj && FAMILY_CLASSES.has(drawnMatter.className)) || (labour && client.kind === 'pj')) {
    // A person: the spouse, the parent who owes alimentos, the worker; a CPF when the petition states it.
    const name = `${pick(FIRST, partyRandom)} ${pick(LAST, partyRandom)} ${pick(LAST, partyRandom)}`;
    const document = partyRandom() < 0.6 ? uniqueDoc(() => makeCpf(partyRandom)) : null;
    opponent = { name, document, role: theirs, lawyers: [lawyer] };
  } else if (className.startsWith('Mandado de Segurança')) {
    // The authority the writ is against, which answers by itself (informações): no CNPJ, no lawyer.
    opponent = { name: `Delegado da Receita Federal do Brasil em ${court.comarca}`, document: null, role: theirs, lawyers: [] };
  } else {
    // The federal parties only where the court is federal; a PROCON complaint, against its supplier.
    const name = pension
      ? INSS
      : complaint
        ? complaint.opponent
        : court.j !== '4' && FEDERAL_PARTIES.has(drawnOpponent)
          ? PRIVATE_OPPONENTS[i % PRIVATE_OPPONENTS.length]!
          : drawnOpponent;
    // Companies often have more than one lawyer on record.
    const second =
      partyRandom() < 0.25 ? [opposingLawyer(`${pick(FIRST, partyRandom)} ${pick(LAST, partyRandom)}`, court.uf, int(100000, 499999, partyRandom))] : [];
    opponent = { name, document: opponentCnpj.get(name) ?? null, role: theirs, lawyers: [lawyer, ...second] };
  }
  const conflict: OpposingParty[] =
    id === CONFLICT.lawsuitId
      ? [
          {
            name: CONFLICT.name,
            document: clients[CONFLICT.clientId]!.document,
            role: theirs,
            lawyers: [opposingLawyer('Marcelo Tavares Prado', court.uf, 187_204)],
          },
        ]
      : [];
  // The form's omitted fields as the schema stores them: a new optional field needs no edit here.
  lawsuits[id] = withOmitted(lawsuitInput)({
    cnj,
    cnjDigits: cnj ? cnj.replace(/\D/g, '') : null,
    internalRef: withCnj ? null : `ADM-${year}-${pad(i + 1, 3)}`,
    tribunalCode: withCnj ? `${court.j}.${court.tr}` : null,
    tribunal: withCnj ? tribunalOf({ segment: court.j, tribunalCode: court.tr }) : null,
    className,
    practiceArea: areaOfClass(className),
    subject: complaint?.subject ?? matter.subject,
    subjectKey: searchKey(complaint?.subject ?? matter.subject),
    court: withCnj ? varaFor(court, matter.kind) : 'PROCON-SP',
    comarca: court.comarca,
    instance: withCnj ? (i % 6 === 5 ? '2º grau' : '1º grau') : 'Administrativo',
    filedOn,
    claimValue,
    clients: ours,
    // The first client's: what finance, the agenda and the list's order by client go by.
    clientId,
    clientName: client.name,
    clientNameKey: searchKey(client.name),
    opposingParties: [opponent, ...conflict],
    responsibleLawyerIds: [(SEED_LAWYERS[i % SEED_LAWYERS.length] ?? SEED_LAWYERS[0])!.uid],
    confidential: CONFIDENTIAL.has(id),
    status,
    outcome: status === 'encerrado' ? pick(['Procedente', 'Parcialmente procedente', 'Acordo homologado']) : null,
    createdBy: 'staff-rafael-moreira',
    updatedBy: 'staff-rafael-moreira',
  });
  const steps = [
    'Petição inicial distribuída',
    'Citação da parte contrária realizada',
    'Contestação juntada aos autos',
    'Audiência de conciliação designada',
    'Despacho: especifiquem as partes as provas que pretendem produzir',
  ];
  const count = int(1, steps.length);
  for (let m = 0; m < count; m++) {
    // Earlier seeds drew a random "source" here; the draw stays so every later seeded value stays the same.
    if (m > 0) random();
    movements[`${id}-mov-${m + 1}`] = {
      lawsuitId: id,
      at: `@t(${-(count - m) * 2},${int(1, 28)},${pad(int(9, 18), 2)}:${pick(['00', '15', '30', '45'])})`,
      description: steps[m]!,
      // Typed in: the seed imports nothing from DataJud (imports happen when someone syncs).
      source: 'manual',
      imported: null,
      hidden: false,
      createdBy: 'staff-rafael-moreira',
    };
  }
}
const lawsuitIds = Object.keys(lawsuits);

const events: Record<string, SeedRecord<'events'>> = {};
const eventTitles = {
  audiencia: ['Audiência de conciliação', 'Audiência de instrução e julgamento', 'Audiência una (trabalhista)'],
  prazo: ['Prazo: contestação', 'Prazo: réplica', 'Prazo: recurso de apelação', 'Prazo: embargos de declaração', 'Prazo: manifestação sobre laudo pericial'],
  reuniao: ['Reunião com cliente', 'Reunião de alinhamento do escritório'],
  diligencia: ['Despacho com o juiz', 'Protocolo de petição no fórum', 'Cópia de autos no cartório'],
  tarefa: ['Revisar minuta de contrato', 'Organizar documentos para a inicial'],
  atendimento: ['Atendimento inicial', 'Atendimento: entrega de documentos'],
} as const;
const eventLocations: Partial<Record<EventRecord['kind'], string>> = {
  audiencia: 'Fórum João Mendes Júnior, sala 1203',
  reuniao: 'Sala de reuniões do escritório',
  atendimento: 'Sala de reuniões do escritório',
};

/** The fields every seeded entry shares; the caller gives its kind, title, time and links. */
function seedEvent(
  e: Pick<EventRecord, 'kind' | 'title' | 'startsAt' | 'endsAt' | 'date' | 'allDay' | 'lawsuitId' | 'clientId' | 'ownerId'> & Partial<EventRecord>,
): SeedRecord<'events'> {
  return {
    location: eventLocations[e.kind] ?? null,
    participantIds: [],
    people: [e.ownerId, ...(e.participantIds ?? [])],
    notes: '',
    reminderMinutes: e.kind === 'audiencia' ? 1440 : null,
    status: 'aberto',
    statusBy: null,
    statusAt: null,
    prazo: null,
    createdBy: e.ownerId,
    updatedBy: e.ownerId,
    ...e,
  };
}

/** A prazo due `days` days from the day the seed loads, with its internal date two days earlier (the seed's own rule of thumb). */
function seedPrazo(days: number, lawsuitId: string, title: string, notes: string): SeedRecord<'events'> {
  const lawsuit = lawsuits[lawsuitId]!;
  return seedEvent({
    kind: 'prazo',
    title,
    date: `@rd(${days})`,
    startsAt: `@r(${days},00:00)`,
    endsAt: `@r(${days + 1},00:00)`,
    allDay: true,
    lawsuitId,
    clientId: lawsuit.clientId,
    ownerId: lawsuit.responsibleLawyerIds[0]!,
    notes,
    prazo: { fatalDate: `@rd(${days})`, internalDate: `@rd(${days - 2})`, legalBasis: 'CPC art. 219', calculation: null },
  });
}

for (let i = 0; i < 32; i++) {
  const kind = pick(['audiencia', 'prazo', 'prazo', 'reuniao', 'diligencia', 'tarefa', 'atendimento'] as const);
  const lawsuitId = (kind === 'reuniao' || kind === 'atendimento') && i % 2 ? null : pick(lawsuitIds);
  const day = 1 + ((i * 5) % 28);
  const clientId = lawsuitId ? lawsuits[lawsuitId]!.clientId : pick(clientIds);
  const ownerId = lawsuitId ? lawsuits[lawsuitId]!.responsibleLawyerIds[0]! : pick(SEED_LAWYERS).uid;
  if (kind === 'prazo') {
    events[`evt-${pad(i + 1, 3)}`] = seedEvent({
      kind,
      title: pick(eventTitles.prazo),
      date: `@d(0,${day})`,
      startsAt: `@t(0,${day},00:00)`,
      // The next day's 00:00: the seed's months have at least 28 days, so day 29 exists.
      endsAt: `@t(0,${day + 1},00:00)`,
      allDay: true,
      lawsuitId,
      clientId,
      ownerId,
      prazo: { fatalDate: `@d(0,${day})`, internalDate: `@d(0,${Math.max(1, day - 2)})`, legalBasis: 'CPC art. 219', calculation: null },
    });
    continue;
  }
  const hour = int(9, 17);
  const minute = pick([0, 30]);
  const start = `${pad(hour, 2)}:${pad(minute, 2)}`;
  const end = `${pad(hour + 1, 2)}:${pad(minute, 2)}`;
  events[`evt-${pad(i + 1, 3)}`] = seedEvent({
    kind,
    title: pick(eventTitles[kind]),
    date: `@d(0,${day})`,
    startsAt: `@t(0,${day},${start})`,
    endsAt: `@t(0,${day},${end})`,
    allDay: false,
    lawsuitId,
    clientId,
    ownerId,
  });
}
// Deadlines just ahead of today, whatever day the seed is loaded.
for (let i = 0; i < 6; i++) {
  events[`evt-prazo-${i + 1}`] = seedPrazo(i + 1, lawsuitIds[i * 3]!, pick(eventTitles.prazo), 'Contagem em dias úteis (art. 219 do CPC).');
}
// Left open on purpose (scripts/seed/load.ts concludes the other past entries): the overdue flags show it.
events['evt-atrasado-1'] = seedPrazo(-2, lawsuitIds[4]!, 'Prazo: contrarrazões de apelação', 'Confirmar se a peça foi protocolada no prazo.');
events['evt-hoje-1'] = seedEvent({
  kind: 'audiencia',
  title: 'Audiência de conciliação',
  date: '@rd(0)',
  startsAt: '@r(0,14:00)',
  endsAt: '@r(0,15:00)',
  allDay: false,
  location: 'CEJUSC Central, sala 4',
  lawsuitId: lawsuitIds[1]!,
  clientId: lawsuits[lawsuitIds[1]!]!.clientId,
  ownerId: 'staff-rafael-moreira',
  // The intern goes along: he sees the case's number and parties on the entry without Processos.
  participantIds: ['staff-juliana-ferreira', 'staff-lucas-almeida'],
  notes: 'Lucas acompanha e leva a pasta física com a proposta de acordo.',
});
events['evt-hoje-2'] = seedEvent({
  kind: 'atendimento',
  title: 'Reunião com cliente',
  date: '@rd(0)',
  startsAt: '@r(0,10:30)',
  endsAt: '@r(0,11:30)',
  allDay: false,
  lawsuitId: null,
  clientId: clientIds[3]!,
  ownerId: 'staff-helena-barbosa',
  notes: 'Levar minuta do contrato de honorários.',
});

const { transactions, payments, bankAccounts } = seedFinance({ clients, lawsuits, int, pick });

const articles = seedArticles();
const articleSlugs = Object.fromEntries(Object.entries(articles).map(([id, a]) => [a.slug, { articleId: id }]));

const FAQ_ENTRIES: [category: string, question: string, answer: string, published: boolean][] = [
  [
    'Atendimento',
    'Quais documentos preciso trazer na primeira consulta?',
    'Traga:\n\n- documento de identidade com CPF;\n- comprovante de residência recente;\n- tudo o que se relaciona ao caso: contratos, mensagens, recibos, notificações.\n\nSe não tiver algum documento, venha assim mesmo: dizemos o que falta e como obter.',
    true,
  ],
  [
    'Atendimento',
    'Como acompanho o andamento do meu processo?',
    'Enviamos um resumo **mensal** por e-mail e avisamos sempre que houver audiência, sentença ou prazo que dependa de você. Você também pode consultar o processo pelo número CNJ no site do tribunal.',
    true,
  ],
  [
    'Atendimento',
    'O escritório atende fora de São Paulo?',
    'Sim. Processos eletrônicos permitem atuação em todo o país; audiências presenciais fora da capital podem ter custo de deslocamento, combinado antes.',
    true,
  ],
  [
    'Honorários',
    'Como são cobrados os honorários?',
    'Os honorários seguem **contrato escrito**, observada a [Tabela de Honorários da OAB/SP](https://www.oabsp.org.br/). Podem combinar valor fixo, parcelas mensais e um percentual sobre o êxito.',
    true,
  ],
  [
    'Honorários',
    'O que são honorários de sucumbência?',
    'São os honorários que o juiz fixa para a parte vencida pagar ao advogado da parte vencedora (CPC, art. 85). Pertencem ao advogado (Estatuto da Advocacia, art. 23) e não se confundem com os honorários do contrato.',
    true,
  ],
  [
    'Honorários',
    'Posso parcelar as custas do processo?',
    'Depende do tribunal e do valor. Quando não for possível, avaliamos com você o pedido de gratuidade da justiça (CPC, art. 98).',
    false,
  ],
  [
    'Privacidade',
    'Como peço a remoção dos meus dados pessoais?',
    'Use o formulário da página [Remoção de dados](/remocao). Respondemos em até 15 dias, nos termos do art. 18 da LGPD. Dados que a lei obriga a guardar (por exemplo, os de processos em andamento) são mantidos pelo prazo legal.',
    true,
  ],
];
const faq: Record<string, FaqRecord> = Object.fromEntries(
  FAQ_ENTRIES.map(([category, question, answer, published], i) => [
    `faq-${pad(i + 1, 3)}`,
    { category, question, answer, published, createdBy: 'staff-helena-barbosa', updatedBy: 'staff-helena-barbosa' },
  ]),
);

const office: Record<string, OfficeProfile> = {
  profile: {
    name: 'Barbosa & Moreira Advogados Associados',
    cnpj: formatCnpj(makeCnpj(false)),
    oabRegistration: 'OAB/SP 24.518',
    email: 'contato@barbosaadvocacia.test',
    phone: '+551132145678',
    address: { cep: '01310100', street: 'Avenida Paulista', number: '1578', complement: 'Conjunto 82', district: 'Bela Vista', city: 'São Paulo', state: 'SP' },
    dpoName: 'Helena Barbosa',
    dpoEmail: 'privacidade@barbosaadvocacia.test',
  },
};

const { messages, mailboxes } = seedMessages(clients, lawsuits);

const clientDocuments = Object.fromEntries(Object.entries(clients).map(([id, c]) => [c.document, { clientId: id }]));
const lawsuitNumbers = Object.fromEntries(
  Object.entries(lawsuits)
    .filter(([, l]) => l.cnjDigits)
    .map(([id, l]) => [l.cnjDigits as string, { lawsuitId: id }]),
);

// One open cobrança, over open receivables of one client (its lançamentos marked with it).
const charged = seedCharges(transactions, office.profile!);

// Three weeks of the team's time; one client's approved hours billed (its lançamento joins the others).
const timesheet = seedTimesheet(lawsuits, Object.fromEntries(Object.entries(clients).map(([id, c]) => [id, c.name])));

const dataSet: SeedDataSet = {
  admin,
  office,
  clients,
  lawsuits,
  movements,
  events,
  transactions: { ...charged.transactions, [timesheet.transaction.id]: timesheet.transaction.record },
  payments,
  bankAccounts,
  charges: charged.charges,
  // Their lançamentos are planned when the seed loads (fee-agreements.ts).
  feeAgreements: seedFeeAgreements({ clients, lawsuits }),
  articles,
  articleSlugs,
  faq,
  messages,
  mailboxes,
  team: SEED_TEAM,
  // The other settings (plan of accounts, FAQ order) start from their defaults; the loader adds the derived-fields marker.
  settings: { [PRACTICE_AREAS_ID]: { ...SEED_PRACTICE_AREAS } },
  clientDocuments,
  lawsuitNumbers,
  tasks: seedTasks(lawsuits, events),
  workflowTemplates: SEED_WORKFLOWS,
  timeEntries: timesheet.timeEntries,
  hourlyRates: timesheet.hourlyRates,
  // Two client accounts, one lawsuit open to the portal with a published update (portal.ts).
  ...seedPortal(),
};

mkdirSync(join(root, 'seed'), { recursive: true });
mkdirSync(join(root, 'auth_export'), { recursive: true });
writeFileSync(join(root, 'seed', 'office.json'), `${JSON.stringify(dataSet, null, 1)}\n`);

// The Auth emulator's export format; passwords are the emulator's plain "fakeHash".
const accounts = SEED_STAFF.map((s, i) => {
  const salt = `fakeSalt${s.uid.replace(/[^a-z]/g, '').slice(0, 20)}`;
  const createdAt = String(Date.UTC(2026, 0, 5 + i));
  return {
    localId: s.uid,
    email: s.email,
    emailVerified: true,
    displayName: s.name,
    phoneNumber: s.phone,
    passwordHash: `fakeHash:salt=${salt}:password=${s.password}`,
    salt,
    passwordUpdatedAt: Number(createdAt),
    customAttributes: JSON.stringify(claimsFromStaffRecord(admin[s.uid]!, 1)),
    providerUserInfo: [
      { providerId: 'password', email: s.email, federatedId: s.email, rawId: s.email, displayName: s.name },
      { providerId: 'phone', phoneNumber: s.phone, rawId: s.phone },
    ],
    validSince: String(Math.floor(Number(createdAt) / 1000)),
    createdAt,
    lastLoginAt: createdAt,
    disabled: s.disabled ?? false,
  };
});
// The client accounts (portal do cliente): their claims are the portal's, bound to their client, never staff scopes.
const portalRecords = seedPortal().portalAccounts;
const portalAuth = SEED_PORTAL_ACCOUNTS.map((p, i) => {
  const salt = `fakeSalt${p.uid.replace(/[^a-z]/g, '').slice(0, 20)}`;
  const createdAt = String(Date.UTC(2026, 1, 1 + i));
  return {
    localId: p.uid,
    email: p.email,
    emailVerified: true,
    displayName: p.name,
    passwordHash: `fakeHash:salt=${salt}:password=${p.password}`,
    salt,
    passwordUpdatedAt: Number(createdAt),
    customAttributes: JSON.stringify(claimsFromPortalAccount(portalRecords[p.uid]!, 1)),
    providerUserInfo: [{ providerId: 'password', email: p.email, federatedId: p.email, rawId: p.email, displayName: p.name }],
    validSince: String(Math.floor(Number(createdAt) / 1000)),
    createdAt,
    lastLoginAt: createdAt,
    disabled: false,
  };
});
writeFileSync(
  join(root, 'auth_export', 'accounts.json'),
  `${JSON.stringify({ kind: 'identitytoolkit#DownloadAccountResponse', users: [...accounts, ...portalAuth] }, null, 2)}\n`,
);
writeFileSync(
  join(root, 'auth_export', 'config.json'),
  `${JSON.stringify({ signIn: { allowDuplicateEmails: false }, emailPrivacyConfig: { enableImprovedEmailPrivacy: false } }, null, 2)}\n`,
);
writeFileSync(
  join(root, 'firebase-export-metadata.json'),
  `${JSON.stringify({ version: '15.0.0', auth: { version: '15.0.0', path: 'auth_export' } }, null, 2)}\n`,
);

const counts = Object.fromEntries(Object.entries(dataSet).map(([k, v]) => [k, Object.keys(v).length]));
console.log('seed written to emulator-data/:', counts);
