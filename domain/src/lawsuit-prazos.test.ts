import { describe, expect, it } from 'vitest';
import type { EventRecord } from './agenda';
import { lastMovementAmong, nextPrazoAmong } from './lawsuit-prazos';
import type { MovementRecord } from './records';

const prazo = (id: string, date: string, over: Partial<EventRecord> = {}) => ({
  id,
  data: { kind: 'prazo', status: 'aberto', date, title: `Prazo ${id}`, prazo: { internalDate: date }, ...over } as EventRecord,
});
const movement = (id: string, at: string, hidden = false) => ({ id, data: { at, description: `Andamento ${id}`, hidden } as MovementRecord });

describe('the Processos list’s projection', () => {
  it('takes the earliest open prazo by fatal date, the id breaking a tie, and leaves out closed ones and other kinds', () => {
    expect(
      nextPrazoAmong([
        prazo('b', '2027-01-10'),
        prazo('a', '2027-01-10'),
        prazo('c', '2027-01-05', { status: 'concluido' }),
        prazo('d', '2027-01-01', { kind: 'audiencia' }),
      ]),
    ).toEqual({ eventId: 'a', fatalDate: '2027-01-10', internalDate: '2027-01-10', title: 'Prazo a' });
    expect(nextPrazoAmong([prazo('c', '2027-01-05', { status: 'cancelado' })])).toBeNull();
  });

  it('takes the latest andamento the timeline shows: a hidden import is not the last andamento', () => {
    expect(lastMovementAmong([movement('m1', '2026-10-01T10:00:00.000Z'), movement('m2', '2026-11-01T10:00:00.000Z', true)])).toEqual({
      movementId: 'm1',
      at: '2026-10-01T10:00:00.000Z',
      description: 'Andamento m1',
    });
    expect(lastMovementAmong([movement('m2', '2026-11-01T10:00:00.000Z', true)])).toBeNull();
  });
});
