import { describe, expect, it } from 'vitest';
import { audienceFilterOf, EVERYONE, lawsuitAudience, seesLawsuit } from './lawsuit-secrecy';
import {
  addLawsuitCounts,
  anySecretLawsuit,
  isNoCountsChange,
  lawsuitCountsChange,
  tallyLawsuitCounts,
  visibleLawsuitCounts,
  type LawsuitPrazosRecord,
} from './lawsuit-prazos';

const lawyer = { uid: 'ana', admin: false };
const other = { uid: 'bruno', admin: false };
const admin = { uid: 'chefe', admin: true };

describe('segredo de justiça', () => {
  it('keeps a lawsuit under segredo to its responsible lawyers and the administrators', () => {
    const secret = { confidential: true, responsibleLawyerIds: ['ana', 'ana'] };
    expect(lawsuitAudience(secret)).toEqual(['ana']);
    expect(seesLawsuit(lawyer, secret)).toBe(true);
    expect(seesLawsuit(admin, secret)).toBe(true);
    expect(seesLawsuit(other, secret)).toBe(false);
  });

  it('leaves every other lawsuit, and one stored before the flag, to all who read Processos', () => {
    expect(lawsuitAudience({ confidential: false, responsibleLawyerIds: ['ana'] })).toEqual([EVERYONE]);
    expect(seesLawsuit(other, { responsibleLawyerIds: ['ana'] })).toBe(true);
  });

  it('filters the lists of everyone but administrators by their audience', () => {
    expect(audienceFilterOf(lawyer)).toEqual([EVERYONE, 'ana']);
    expect(audienceFilterOf(admin)).toBeNull();
  });

  it('counts for each person the office’s lawsuits less those under segredo not theirs, from one document', () => {
    const view = (audience: string[], status: 'ativo' | 'arquivado' = 'ativo', withoutOpenPrazo = false): LawsuitPrazosRecord => ({
      lawsuitStatus: status,
      openPrazos: withoutOpenPrazo ? 0 : 1,
      withoutOpenPrazo,
      subjectKey: 'x',
      clientNameKey: 'x',
      clientIds: [],
      tribunal: null,
      responsibleLawyerIds: audience.includes(EVERYONE) ? ['ana'] : audience,
      audience,
    });
    // Ana's secret lawsuit (active, no prazo), Ana and Bruno's (archived), and one everybody sees.
    let counts = tallyLawsuitCounts([view(['ana'], 'ativo', true), view(['ana', 'bruno'], 'arquivado'), view([EVERYONE])]);
    const seen = (viewer: { uid: string; admin: boolean }) => visibleLawsuitCounts(counts, viewer)!;
    expect(seen(admin)).toEqual({ byStatus: { ativo: 2, suspenso: 0, arquivado: 1, encerrado: 0 }, withoutOpenPrazo: 1 });
    expect(seen(lawyer)).toEqual(seen(admin));
    expect(seen(other)).toEqual({ byStatus: { ativo: 1, suspenso: 0, arquivado: 1, encerrado: 0 }, withoutOpenPrazo: 0 });
    expect(seen({ uid: 'carla', admin: false })).toEqual({ byStatus: { ativo: 1, suspenso: 0, arquivado: 0, encerrado: 0 }, withoutOpenPrazo: 0 });
    expect(anySecretLawsuit(counts)).toBe(true);
    // The archived one loses its segredo: Carla sees it, and Bruno leaves the document.
    counts = addLawsuitCounts(counts, lawsuitCountsChange(view(['ana', 'bruno'], 'arquivado'), view([EVERYONE], 'arquivado')));
    expect(seen({ uid: 'carla', admin: false }).byStatus.arquivado).toBe(1);
    expect(Object.keys(counts.secret!.byLawyer)).toEqual(['ana']);
    // The last secret one is deleted: nothing is hidden any more.
    counts = addLawsuitCounts(counts, lawsuitCountsChange(view(['ana'], 'ativo', true), null));
    expect(anySecretLawsuit(counts)).toBe(false);
    expect(isNoCountsChange(lawsuitCountsChange(view(['ana']), view(['ana'])))).toBe(true);
    expect(visibleLawsuitCounts({ byStatus: counts.byStatus, withoutOpenPrazo: 0 }, other)).toBeNull();
  });
});
