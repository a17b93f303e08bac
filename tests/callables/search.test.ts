/** The top bar's search over HTTP: one box over clients, lawsuits, agenda entries and lançamentos, per reader. */
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, officeDate, SEARCH_HITS_PER_SECTION, type LawsuitPage, type Listed, type LawsuitRecord, type SearchResults } from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import { callFn, signIn } from '../support/emulator-client';
import { eventInput } from '../support/agenda';
import { transaction } from '../support/finance';
import { clientInput, cnjSource, cpfSource, lawsuitInput } from '../support/records';

const cpf = cpfSource(610_000_000);
const cnj = cnjSource(6_100_000, '2025', '0045');
const person = (uid: string) => SEED_STAFF.find((s) => s.uid === uid)!;
const admin = SEED_STAFF.find((s) => s.admin)!;
const lawyer = person('staff-rafael-moreira');
const finance = person('staff-camila-souza');
const intern = person('staff-lucas-almeida');

/** A word no seeded record has, so each test's records are the only matches. */
const WORD = `Quiriquinha${Date.now().toString(36)}`;
const tokens: Record<string, string> = {};
let clientDocument: string;
let lawsuit: Listed<LawsuitRecord>;

async function search(term: string, uid = admin.uid): Promise<SearchResults> {
  const res = await callFn<SearchResults>('search-global', { term }, tokens[uid]);
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  return res.result!;
}

const sectionsOf = (r: SearchResults) => r.sections.map((s) => s.section);
const titlesIn = (r: SearchResults, section: string) => r.hits.filter((h) => h.section === section).map((h) => h.title);

beforeAll(async () => {
  for (const p of [admin, lawyer, finance, intern]) tokens[p.uid] = await signIn(p.email, p.password);
  const token = tokens[admin.uid];
  clientDocument = cpf();
  const client = await callFn<{ id: string }>('clients-create', { client: clientInput(clientDocument, { name: `Maria ${WORD} Teixeira` }) }, token);
  lawsuit = (
    await callFn<Listed<LawsuitRecord>>(
      'lawsuits-create',
      { lawsuit: lawsuitInput(cnj(), client.result!.id, { subject: `Horas extras ${WORD}`, className: 'Reclamação Trabalhista' }) },
      token,
    )
  ).result!;
  const day = addDays(officeDate(), 3);
  const entry = await callFn('agenda-create', { event: eventInput({ date: day, ownerId: lawyer.uid, title: `Audiência ${WORD} de conciliação` }) }, token);
  expect(entry.status, JSON.stringify(entry.error)).toBe(200);
  const launched = await callFn('finance-create', { transaction: transaction({ description: `Custas ${WORD} de preparo` }) }, token);
  expect(launched.status, JSON.stringify(launched.error)).toBe(200);
});

describe('search-global', () => {
  it('finds a word in every section an administrator reads, each hit named and told apart', async () => {
    const found = await search(WORD.toLowerCase());
    expect(sectionsOf(found)).toEqual(['clients', 'lawsuits', 'agenda', 'finance']);
    expect(found.sections.every((s) => !s.more)).toBe(true);
    expect(titlesIn(found, 'clients')).toEqual([`Maria ${WORD} Teixeira`]);
    expect(titlesIn(found, 'lawsuits')).toEqual([`Horas extras ${WORD}`]);
    expect(titlesIn(found, 'agenda')).toEqual([`Audiência ${WORD} de conciliação`]);
    expect(titlesIn(found, 'finance')).toEqual([`Custas ${WORD} de preparo`]);
    const detail = (section: string) => found.hits.find((h) => h.section === section)!.detail;
    expect(detail('clients')).toMatch(/^CPF \d{3}\.\d{3}\.\d{3}-\d{2}$/);
    expect(detail('lawsuits')).toBe(`${lawsuit.cnj} · Maria ${WORD} Teixeira`);
    expect(detail('agenda')).toMatch(/^Audiência · \d{2}\/\d{2}\/\d{4} 14:00$/);
    expect(detail('finance')).toMatch(/^Receita · R\$\s10\.000,00 · vencimento \d{2}\/\d{2}\/\d{4}$/);
  });

  it('needs every word, in any field the record is found by: the class with the subject, accents and case aside', async () => {
    expect(titlesIn(await search(`trabalhista ${WORD}`), 'lawsuits')).toEqual([`Horas extras ${WORD}`]);
    expect(titlesIn(await search(`CONCILIACAO ${WORD}`), 'agenda')).toEqual([`Audiência ${WORD} de conciliação`]);
    const none = await search(`${WORD} inexistentepalavra`);
    expect(none.hits).toEqual([]);
  });

  it('shows only the sections the person reads: nothing of the others is searched or named', async () => {
    const asLawyer = await search(WORD, lawyer.uid);
    expect(sectionsOf(asLawyer)).toEqual(['clients', 'lawsuits', 'agenda']);
    expect(asLawyer.hits.some((h) => h.section === 'finance')).toBe(false);
    const asFinance = await search(WORD, finance.uid);
    expect(sectionsOf(asFinance)).toEqual(['clients', 'finance']);
    expect(asFinance.hits.map((h) => h.section).sort()).toEqual(['clients', 'finance']);
    const asIntern = await search(WORD, intern.uid);
    expect(sectionsOf(asIntern)).toEqual(['agenda']);
    expect(asIntern.hits.map((h) => h.title)).toEqual([`Audiência ${WORD} de conciliação`]);
  });

  it('takes digits as the start of a CNJ or CPF/CNPJ number, with or without punctuation', async () => {
    const byNumber = await search(lawsuit.cnj!.slice(0, 15));
    expect(byNumber.hits.filter((h) => h.section === 'lawsuits').map((h) => h.id)).toContain(lawsuit.id);
    expect(sectionsOf(byNumber)).toEqual(['clients', 'lawsuits']);
    const byDocument = await search(clientDocument.slice(0, 9));
    expect(titlesIn(byDocument, 'clients')).toEqual([`Maria ${WORD} Teixeira`]);
  });

  it("finds a CNJ number by its end and by its sequence without the zeros, in the top bar and in Processos' list", async () => {
    // 0000NNN-DV.2025.8.26.0457: people say "o processo NNN", and read "…26.0457" off a notice.
    const small = cnjSource(40 + (Date.now() % 900), '2025', '0457')();
    const created = await callFn<Listed<LawsuitRecord>>(
      'lawsuits-create',
      { lawsuit: lawsuitInput(small, lawsuit.clientId, { subject: `Cobrança ${WORD}` }) },
      tokens[admin.uid],
    );
    expect(created.status, JSON.stringify(created.error)).toBe(200);
    const id = created.result!.id;
    const sequence = String(Number(small.slice(0, 7)));
    for (const term of [sequence, '26.0457', '8.26.0457', small.slice(8), small.slice(0, 12)]) {
      // The top bar shows five per section: the sequence alone begins other numbers too.
      if (term !== sequence) {
        const top = await search(term);
        expect(
          top.hits.filter((h) => h.section === 'lawsuits').map((h) => h.id),
          term,
        ).toContain(id);
      }
      const listed = await callFn<LawsuitPage>('lawsuits-list', { search: term, limit: 100 }, tokens[admin.uid]);
      expect(
        listed.result!.items.map((l) => l.id),
        term,
      ).toContain(id);
    }
    // A piece from the middle is neither its start nor its end.
    const middle = await callFn<LawsuitPage>('lawsuits-list', { search: small.slice(11, 18), limit: 100 }, tokens[admin.uid]);
    expect(middle.result!.items.map((l) => l.id)).not.toContain(id);
  });

  it(`shows ${SEARCH_HITS_PER_SECTION} per section and says when there are more`, async () => {
    const word = `Pluriforme${Date.now().toString(36)}`;
    const day = addDays(officeDate(), 5);
    for (let i = 0; i <= SEARCH_HITS_PER_SECTION; i++) {
      const res = await callFn(
        'agenda-create',
        { event: eventInput({ date: day, ownerId: lawyer.uid, kind: 'reuniao', title: `Reunião ${word} ${i}` }) },
        tokens[admin.uid],
      );
      expect(res.status, JSON.stringify(res.error)).toBe(200);
    }
    const found = await search(word);
    expect(found.hits).toHaveLength(SEARCH_HITS_PER_SECTION);
    expect(found.sections.find((s) => s.section === 'agenda')).toEqual({ section: 'agenda', more: true });
  });

  it('refuses a term without two letters or numbers in a row, or too long, in pt-BR', async () => {
    for (const term of ['a', ' . ', 'x'.repeat(101)]) {
      const res = await callFn('search-global', { term }, tokens[admin.uid]);
      expect(res.status, term).toBe(400);
      expect(res.error?.details?.fields?.term, term).toMatch(/letras ou números|caracteres/);
    }
  });
});
