import { describe, expect, it } from 'vitest';
import { audienceFilterOf, EVERYONE, lawsuitAudience, seesLawsuit } from './lawsuit-secrecy';
import { lawsuitCountsChange, tallyLawsuitCounts, type LawsuitPrazosRecord } from './lawsuit-prazos';

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

  it('counts the lawsuits under segredo in the office counts, as they come and go', () => {
    const view = (audience: string[]): LawsuitPrazosRecord => ({
      lawsuitStatus: 'ativo',
      openPrazos: 1,
      withoutOpenPrazo: false,
      subjectKey: 'x',
      clientNameKey: 'x',
      clientIds: [],
      tribunal: null,
      responsibleLawyerIds: ['ana'],
      audience,
    });
    expect(tallyLawsuitCounts([view(['ana']), view([EVERYONE]), view(['ana'])]).confidential).toBe(2);
    expect(lawsuitCountsChange(view([EVERYONE]), view(['ana'])).confidential).toBe(1);
    expect(lawsuitCountsChange(view(['ana']), null).confidential).toBe(-1);
    expect(lawsuitCountsChange(view(['ana']), view(['ana', 'bruno'])).confidential).toBe(0);
  });
});
