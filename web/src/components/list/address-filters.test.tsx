import { act, fireEvent, screen } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CALLABLES } from '@office/domain/contracts';
import { lineText, z } from '@office/domain/schema';
import { AppHistoryContext, type AppHistory } from '../../lib/app-history';
import { renderWithApp } from '../../test/app';
import { addressFilters } from './address-filters';
import { useAddressFilters, useTypedFilter } from './use-address-filters';

/** A list callable's input as they come: filters of every kind, a default, and the paging. */
const listInput = z
  .object({
    search: lineText(20).nullish(),
    kind: z.enum(['prazo', 'audiencia']).nullish(),
    urgent: z.boolean().default(false),
    page: z.number().int().min(1).max(9).nullish(),
    since: z.date().nullish(),
    ownerId: z.preprocess(
      (v) => (v === '' ? null : v),
      z
        .string()
        .regex(/^[a-z-]+$/)
        .nullish(),
    ),
    sort: z.enum(['nome', 'data']).default('nome'),
    limit: z.number().int().min(1).max(100).default(25),
    after: z.string().nullish(),
  })
  .strict();
const FILTERS = addressFilters(listInput, { params: { ownerId: 'owner', urgent: { name: 'urgentes', yes: 'sim' } } });
const read = (query: string) => FILTERS.read(new URLSearchParams(query));

afterEach(() => vi.useRealTimers());

describe('addressFilters', () => {
  it('reads every field of the schema but the paging, turning the address’s text into what each field takes', () => {
    expect(FILTERS.keys).toEqual(['search', 'kind', 'urgent', 'page', 'since', 'ownerId', 'sort']);
    expect(read('search=+ana+&kind=prazo&urgentes=sim&page=3&since=2026-03-01T12:00:00.000Z&owner=staff-ana&sort=data&limit=5&after=c1')).toEqual({
      search: 'ana',
      kind: 'prazo',
      urgent: true,
      page: 3,
      since: new Date('2026-03-01T12:00:00.000Z'),
      ownerId: 'staff-ana',
      sort: 'data',
    });
    // Booleans also read as 1/true and 0/false, whatever word the page writes them with.
    expect([read('urgentes=1').urgent, read('urgentes=true').urgent, read('urgentes=0').urgent]).toEqual([true, true, false]);
  });

  it('drops what a field refuses or does not know, leaving its default or null', () => {
    expect(read('kind=festa&urgentes=talvez&page=10&since=ontem&owner=A/B&sort=preco&search=&x=1')).toEqual(FILTERS.none);
    expect(FILTERS.none).toEqual({ search: null, kind: null, urgent: false, page: null, since: null, ownerId: null, sort: 'nome' });
    // An empty value is no filter, as the schema's preprocess says.
    expect(read('owner=').ownerId).toBeNull();
    expect(read(`search=${'x'.repeat(21)}`).search).toBeNull();
  });

  it('writes only the filters in use, in the schema’s order, by their address names', () => {
    const values = { ...FILTERS.none, sort: 'data' as const, ownerId: 'staff-ana', urgent: true, page: 2, since: new Date('2026-03-01T12:00:00.000Z') };
    expect(FILTERS.write(values).toString()).toBe('urgentes=sim&page=2&since=2026-03-01T12%3A00%3A00.000Z&owner=staff-ana&sort=data');
    expect(FILTERS.read(FILTERS.write(values))).toEqual(values);
    // The defaults (the schema's, or the page's) are left out.
    expect(FILTERS.write(FILTERS.none).toString()).toBe('');
    expect(FILTERS.write({ ...FILTERS.none, sort: 'data' }, { sort: 'data' }).toString()).toBe('');
    expect(FILTERS.inUse({ ...FILTERS.none, kind: 'prazo', sort: 'nome' })).toEqual(['kind']);
  });

  it('reads a real list callable’s schema: the lawsuits’ “sem prazo aberto” from the dashboard’s link', () => {
    const lawsuits = addressFilters(CALLABLES['lawsuits-list'].input, { params: { withoutOpenPrazo: 'semPrazo' } });
    // An address saved before the one search box still carries "searchKind": it is left out, like the page size.
    const filters = lawsuits.read(new URLSearchParams('semPrazo=1&status=ativo&tribunal=TJSP&limit=5&searchKind=assunto'));
    expect(filters).toMatchObject({ withoutOpenPrazo: true, status: 'ativo', tribunal: 'TJSP', sort: 'assunto', search: null });
    expect(filters).not.toHaveProperty('limit');
    expect(filters).not.toHaveProperty('searchKind');
    expect(lawsuits.write(filters).toString()).toBe('status=ativo&tribunal=TJSP&semPrazo=1');
    expect(lawsuits.read(new URLSearchParams('status=perdido&semPrazo=talvez'))).toMatchObject({ status: null, withoutOpenPrazo: false });
  });

  it('applies the rules between filters to what the address holds and to every change', () => {
    const ruled = addressFilters(listInput, {
      normalize: (next, previous) => ({ ...next, page: next.kind !== previous.kind ? null : next.page, urgent: next.kind === 'prazo' ? next.urgent : false }),
    });
    expect(ruled.read(new URLSearchParams('kind=audiencia&urgent=1&page=2'))).toMatchObject({ kind: 'audiencia', urgent: false, page: 2 });
    expect(ruled.apply({ ...ruled.none, kind: 'prazo', page: 4 }, { kind: 'audiencia' })).toMatchObject({ kind: 'audiencia', page: null });
  });

  it('gives the bare address values of its own, and writes “none of them” with a marker', () => {
    const dated = addressFilters(listInput, { bare: { values: () => ({ kind: 'prazo' as const }), marker: ['tipo', 'todos'] } });
    expect(dated.read(new URLSearchParams('')).kind).toBe('prazo');
    expect(dated.read(new URLSearchParams('page=2')).kind).toBeNull();
    expect(dated.write(dated.none).toString()).toBe('tipo=todos');
    expect(dated.read(dated.write(dated.none))).toEqual(dated.none);
  });
});

function List() {
  const { filters, set, clear, href, inUse } = useAddressFilters(FILTERS);
  const [search, type] = useTypedFilter(filters.search, (value) => set({ search: value }));
  return (
    <>
      <label>
        Tipo
        <select value={filters.kind ?? ''} onChange={(e) => set({ kind: (e.target.value || null) as typeof filters.kind })}>
          <option value="">Todos</option>
          <option value="prazo">Prazo</option>
          <option value="audiencia">Audiência</option>
        </select>
      </label>
      <label>
        Buscar
        <input value={search} onChange={(e) => type(e.target.value)} />
      </label>
      <button type="button" onClick={() => set({ sort: 'data' }, { push: true })}>
        Por data
      </button>
      <button type="button" onClick={clear}>
        Limpar filtros
      </button>
      <button
        type="button"
        onClick={() => {
          set({ kind: 'audiencia' });
          set({ urgent: true });
        }}
      >
        Dois filtros
      </button>
      <Link to={href({ urgent: true })}>Só urgentes</Link>
      <Link to="/record/1">Abrir registro</Link>
      <p data-testid="in-use">{inUse.join(',')}</p>
    </>
  );
}

function renderList(address: string, appHistory: AppHistory | null = null) {
  const { router } = renderWithApp(
    <AppHistoryContext value={appHistory}>
      <List />
    </AppHistoryContext>,
    { path: '/list', routes: { '/record/:id': <p>Registro</p> }, history: { entries: ['/elsewhere', address], index: 1 } },
  );
  const address_ = () => router.location.pathname + router.location.search;
  return { router, address: address_ };
}

describe('useAddressFilters', () => {
  it('shows the filters of the address, and writes a change in place of the address', () => {
    const { address, router } = renderList('/list?kind=audiencia&limit=5');
    const kind = screen.getByLabelText<HTMLSelectElement>('Tipo');
    expect(kind.value).toBe('audiencia');
    expect(screen.getByTestId('in-use').textContent).toBe('kind');
    fireEvent.change(kind, { target: { value: 'prazo' } });
    // Only what is in use, the unknown and the paging gone; the entry replaced, not added.
    expect(address()).toBe('/list?kind=prazo');
    expect(router.action).toBe('REPLACE');
    // Two changes in a row, before the router shows the first: both stay.
    fireEvent.click(screen.getByRole('button', { name: 'Dois filtros' }));
    expect(address()).toBe('/list?kind=audiencia&urgentes=sim');
    fireEvent.change(kind, { target: { value: 'prazo' } });
    expect(screen.getByRole('link', { name: 'Só urgentes' }).getAttribute('href')).toBe('/list?kind=prazo&urgentes=sim');
    expect(address()).toBe('/list?kind=prazo&urgentes=sim');
  });

  it('restores the filters when Back returns from a record, and reads the address again on every navigation', async () => {
    const { address, router } = renderList('/list');
    fireEvent.change(screen.getByLabelText('Tipo'), { target: { value: 'prazo' } });
    fireEvent.click(screen.getByRole('link', { name: 'Abrir registro' }));
    expect(address()).toBe('/record/1');
    act(() => router.navigate(-1));
    expect(address()).toBe('/list?kind=prazo');
    expect(screen.getByLabelText<HTMLSelectElement>('Tipo').value).toBe('prazo');
    // Another link to the same page, with other filters: the page follows it (it does not keep what it read first).
    act(() => router.navigate('/list?kind=audiencia'));
    expect(screen.getByLabelText<HTMLSelectElement>('Tipo').value).toBe('audiencia');
    // A change that asks for its own entry: Back returns to the filters before it.
    fireEvent.click(screen.getByRole('button', { name: 'Por data' }));
    expect(address()).toBe('/list?kind=audiencia&sort=data');
    act(() => router.navigate(-1));
    expect(address()).toBe('/list?kind=audiencia');
    fireEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(address()).toBe('/list');
    expect(screen.getByLabelText<HTMLSelectElement>('Tipo').value).toBe('');
  });

  it('follows typing once it pauses, and puts the address’s text back in the box on Back', async () => {
    vi.useFakeTimers();
    const { address, router } = renderList('/list');
    const box = screen.getByLabelText<HTMLInputElement>('Buscar');
    fireEvent.change(box, { target: { value: 'an' } });
    fireEvent.change(box, { target: { value: 'ana ' } });
    expect(address()).toBe('/list');
    await act(async () => {
      vi.advanceTimersByTime(300);
    });
    expect(address()).toBe('/list?search=ana');
    // Our own write leaves the box as typed.
    expect(box.value).toBe('ana ');
    // A filter chosen while typing pauses stays when the text follows.
    fireEvent.change(box, { target: { value: 'ana maria' } });
    fireEvent.change(screen.getByLabelText('Tipo'), { target: { value: 'prazo' } });
    await act(async () => {
      vi.advanceTimersByTime(300);
    });
    expect(address()).toBe('/list?search=ana+maria&kind=prazo');
    fireEvent.click(screen.getByRole('link', { name: 'Abrir registro' }));
    vi.useRealTimers();
    act(() => router.navigate(-1));
    expect(screen.getByLabelText<HTMLInputElement>('Buscar').value).toBe('ana maria');
    act(() => router.navigate('/list?search=bruno'));
    expect(screen.getByLabelText<HTMLInputElement>('Buscar').value).toBe('bruno');
  });

  it('writes nothing once the person has left the page, even if the router still shows it (a typed filter’s late pause)', () => {
    const elsewhere = { location: { pathname: '/record/1', search: '', hash: '', state: null, key: 'k' } } as unknown as AppHistory;
    const { address } = renderList('/list?kind=prazo', elsewhere);
    fireEvent.change(screen.getByLabelText('Tipo'), { target: { value: 'audiencia' } });
    expect(address()).toBe('/list?kind=prazo');
  });
});
