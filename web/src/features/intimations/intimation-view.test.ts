import { describe, expect, it } from 'vitest';
import { intimation } from '../../test/intimation-fixture';
import { deadlineCourt, deadlineLink, INTIMATION_FILTERS, poleLabel, sanitizeIntimationHtml } from './intimation-view';

const readFilters = (params: URLSearchParams) => INTIMATION_FILTERS.read(params);
const activeFilters = (filters: ReturnType<typeof readFilters>) => INTIMATION_FILTERS.inUse(filters).length;
const filterParams = (filters: Partial<ReturnType<typeof readFilters>>) => INTIMATION_FILTERS.write({ ...INTIMATION_FILTERS.none, ...filters });

/** The address of a path, as an object of its query parameters. */
const query = (path: string) => Object.fromEntries(new URL(path, 'https://app.test').searchParams);

describe('sanitizeIntimationHtml', () => {
  it('drops scripts, event handlers, styles and javascript: links, and keeps the formatting', () => {
    const html = sanitizeIntimationHtml(
      '<p><b>Intimação</b></p><p onclick="alert(0)" style="color:red">Processo 1</p><script>alert(1)</script>' +
        '<p><a href="javascript:alert(2)">ver</a> <a href="JaVaScRiPt:alert(3)">também</a></p><img src="x" onerror="alert(4)"><iframe src="https://x.test"></iframe>',
    );
    const holder = document.createElement('div');
    holder.innerHTML = html;
    expect(holder.querySelector('script, img, iframe, style')).toBeNull();
    expect(html).not.toMatch(/alert|javascript:|onclick|onerror|style=/i);
    expect(holder.querySelector('b')?.textContent).toBe('Intimação');
    expect(holder.textContent).toContain('Processo 1');
    // The links' words stay, as plain words.
    expect(holder.querySelector('a')).toBeNull();
    expect(holder.textContent).toContain('ver também');
  });

  it('opens the links that survive in a new tab without a hold on this one, and only to http(s) or e-mail', () => {
    const holder = document.createElement('div');
    holder.innerHTML = sanitizeIntimationHtml(
      '<a href="https://tjsp.jus.br/doc" target="_self">documento</a> <a href="mailto:cartorio@tjsp.jus.br">cartório</a> ' +
        '<a href="/settings">interno</a> <a href="data:text/html,<script>alert(1)</script>">dados</a>',
    );
    const links = [...holder.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://tjsp.jus.br/doc', 'mailto:cartorio@tjsp.jus.br']);
    for (const a of links) {
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(holder.textContent).toBe('documento cartório interno dados');
  });

  it('leaves no way to break out of the markup', () => {
    const html = sanitizeIntimationHtml(
      '<svg><script>alert(1)</script></svg><form action="https://x.test"><input name="a"><button>ok</button></form><p>fim</p>',
    );
    expect(html).not.toMatch(/<(svg|script|form|input|button)/i);
    expect(html).toContain('<p>fim</p>');
  });
});

describe('deadlineLink', () => {
  it('counts from the availability on the DJEN, in the court of the CNJ number, with the title and the intimação', () => {
    const path = deadlineLink(intimation());
    expect(path.startsWith('/events/deadline?')).toBe(true);
    expect(query(path)).toEqual({
      trigger: 'disponibilizacao',
      date: '2026-03-09',
      tribunal: 'TJSP',
      title: 'Prazo — Intimação (1001234-54.2024.8.26.0100)',
      intimation: 'int1',
    });
  });

  it('names the lawsuit (and its comarca) when the office has it', () => {
    const path = deadlineLink(intimation({ lawsuitId: 'law7', matched: true }), { comarca: 'São Paulo' });
    expect(query(path)).toMatchObject({ lawsuit: 'law7', comarca: 'São Paulo', tribunal: 'TJSP', intimation: 'int1' });
  });

  it('leaves the court to the person when the calculator has no calendar for it', () => {
    // TRE-BA (6.05): a valid number of a court the calculator does not know (the electoral courts are not in it).
    const other = intimation({ tribunal: 'TRE-BA', cnj: '0000001-95.2024.6.05.0001', cnjDigits: '00000019520246050001' });
    expect(deadlineCourt(other)).toBeNull();
    expect(query(deadlineLink(other))).not.toHaveProperty('tribunal');
    // No number: the tribunal's acronym, when the calculator knows it.
    expect(deadlineCourt(intimation({ cnj: null, cnjDigits: null, tribunal: 'TRT2' }))).toBe('TRT2');
    expect(query(deadlineLink(intimation({ cnj: null, cnjDigits: null, kind: 'Citação' }))).title).toBe('Prazo — Citação');
  });
});

describe('filters in the address', () => {
  it('reads what it knows, writes only what is set, and counts it', () => {
    const filters = readFilters(new URLSearchParams('oab=SP-230&tribunal=TJSP&read=nao-lidas&matched=talvez&kind=&x=1'));
    expect(filters).toEqual({
      oab: 'SP-230',
      tribunal: 'TJSP',
      kind: null,
      read: 'nao-lidas',
      matched: null,
      triage: null,
      owner: null,
      proposedKind: null,
      likelyPrazo: null,
    });
    expect(activeFilters(filters)).toBe(3);
    expect(filterParams(filters).toString()).toBe('oab=SP-230&tribunal=TJSP&read=nao-lidas');
    expect(activeFilters(readFilters(new URLSearchParams()))).toBe(0);
  });

  it('keeps the situação: a tratar, tratadas, encaminhadas a mim; nothing else', () => {
    expect(readFilters(new URLSearchParams('triage=encaminhadas-a-mim')).triage).toBe('encaminhadas-a-mim');
    expect(readFilters(new URLSearchParams('triage=todas')).triage).toBeNull();
    expect(filterParams({ read: 'lidas', triage: 'a-tratar' }).toString()).toBe('read=lidas&triage=a-tratar');
  });

  it('keeps the worklist’s filters: whose it is, the proposed kind, com prazo provável', () => {
    const filters = readFilters(new URLSearchParams('owner=u2&proposedKind=audiencia&likelyPrazo=1'));
    expect(filters).toMatchObject({ owner: 'u2', proposedKind: 'audiencia', likelyPrazo: true });
    expect(readFilters(new URLSearchParams('proposedKind=talvez')).proposedKind).toBeNull();
    expect(filterParams({ likelyPrazo: true, proposedKind: 'nenhuma' }).toString()).toBe('proposedKind=nenhuma&likelyPrazo=1');
  });

  it('names the poles as lawyers do', () => {
    expect([poleLabel('A'), poleLabel('p'), poleLabel('Terceiro'), poleLabel('')]).toEqual(['Polo ativo', 'Polo passivo', 'Terceiro', 'Destinatário']);
  });
});
