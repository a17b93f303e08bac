/**
 * The audit log's words, checked over everything declared: every action of every slice says what it did to
 * its record, and every field the seed stores has a name a person can read.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { AuditSection } from './audit';
import { AUDIT_ACTIONS, auditChangeText, auditEffect, auditFieldLabels, auditFieldWord, isDerivedAuditField } from './audit-labels';
import { COLLECTIONS, SECTIONS } from './policy';

const SEED = fileURLToPath(new URL('../../emulator-data/seed/office.json', import.meta.url));

/** The section whose log lists a collection's entries (the team's records are 'staff', conversations 'messages'). */
function sectionOf(collection: string): AuditSection | undefined {
  const owner = SECTIONS.find((s) => (s.collections as readonly string[]).includes(collection));
  if (owner) return owner.id;
  if (collection === COLLECTIONS.staff) return 'staff';
  if (collection === COLLECTIONS.messages || collection === COLLECTIONS.mailboxes) return 'messages';
  return undefined;
}

describe('every declared action', () => {
  const actions = Object.entries(AUDIT_ACTIONS);

  it('has pt-BR words and a declared effect', () => {
    expect(actions.length).toBeGreaterThan(100);
    for (const [action, words] of actions) {
      expect(words.label, action).toMatch(/^[A-ZÁ-Ú][^.]*[^.\s]$/);
      expect(['create', 'update', 'delete'], action).toContain(words.effect);
      expect(auditEffect(action)).toBe(words.effect);
    }
  });

  it('reads in the log as its effect: a new record, a deleted one, or the fields it changed', () => {
    for (const [action, words] of actions) {
      // Files and payments say what happened to the file or the money (audit.test.ts); any other record reads so.
      const { text } = auditChangeText({ action, entity: 'records', section: 'settings', changedFields: ['notes'] });
      const expected = { create: 'novo registro', delete: 'registro excluído', update: 'observações' }[words.effect];
      expect(text, action).toBe(expected);
    }
  });

  it('says a team member was added or removed, not which fields changed', () => {
    expect([auditEffect('about.createMember'), auditEffect('about.deleteMember'), auditEffect('about.updateMember')]).toEqual(['create', 'delete', 'update']);
    expect(auditChangeText({ action: 'about.deleteMember', entity: COLLECTIONS.team, section: 'about', changedFields: [] }).text).toBe('registro excluído');
    expect(auditChangeText({ action: 'staff.create', entity: COLLECTIONS.staff, section: 'staff', changedFields: ['name'] }).text).toBe('novo registro');
  });

  it('treats an action no slice declares (an entry of an earlier version) as a change', () => {
    expect(auditEffect('clients.somethingOld')).toBe('update');
  });
});

describe('every stored field', () => {
  it('names what a person sets in Integrações, and hides the runs\u2019 state', () => {
    expect(auditFieldLabels(['terms', 'oabs', 'apiKey', 'cursors', 'lease'], 'integrations')).toEqual([
      'chave da API',
      'inscrições monitoradas',
      'termos monitorados',
    ]);
  });

  it('has a name in the log, for every record the seed stores', () => {
    const seed = JSON.parse(readFileSync(SEED, 'utf8')) as Record<string, Record<string, Record<string, unknown>>>;
    const unnamed = new Set<string>();
    for (const [collection, docs] of Object.entries(seed)) {
      const section = sectionOf(collection);
      for (const data of Object.values(docs))
        for (const field of Object.keys(data)) {
          if (!isDerivedAuditField(field) && !auditFieldWord(field, section)) unnamed.add(`${collection}.${field}`);
        }
    }
    expect([...unnamed]).toEqual([]);
  });
});
