import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAWSUIT_LINKS, SECTIONS } from '@office/domain';
import { ROOT } from '../lib/paths';
import { renderFirestoreRules, renderStorageRules } from './render';

// The last two tests read the committed files: they are what gets deployed, whatever the renderer says today.
const committed = (name: string) => readFileSync(join(ROOT, name), 'utf8');

describe('generated security rules', () => {
  it('committed firestore.rules equals the rules generated from the policy table (run `npm run rules`)', () => {
    expect(committed('firestore.rules')).toBe(renderFirestoreRules());
  });

  it('committed storage.rules equals the rules generated from the policy table (run `npm run rules`)', () => {
    expect(committed('storage.rules')).toBe(renderStorageRules());
  });

  it('committed firestore.rules: every section collection has a read rule on its own label and no client writes', () => {
    const rules = committed('firestore.rules');
    for (const s of SECTIONS) {
      for (const c of s.collections) {
        expect(rules).toMatch(
          new RegExp(`match /${c}/\\{id\\} \\{\\n      allow read: if canRead\\('${s.label}'\\)( && [^;\\n]+)?;\\n      allow write: if false;`),
        );
      }
    }
    expect(rules).not.toMatch(/allow (create|update|delete|write): if (?!false)/);
  });

  it('committed firestore.rules: lawsuits under segredo de justiça, and what belongs to them, are read by their lawyers and administrators', () => {
    const rules = committed('firestore.rules');
    expect(rules).toContain("match /lawsuits/{id} {\n      allow read: if canRead('Processos') && seesLawsuit(resource.data);");
    expect(rules).toContain("return isAdmin() || lawsuit.audience.hasAny(['*', request.auth.uid]);");
    expect(rules).toContain("match /movements/{id} {\n      allow read: if canRead('Processos') && seesLawsuitId(resource.data.lawsuitId);");
    expect(rules).toContain("match /courtData/{id} {\n      allow read: if canRead('Processos') && seesLawsuitId(resource.data.lawsuitId);");
    expect(rules).toContain(
      "match /lawsuitLinks/{id} {\n      allow read: if canRead('Processos') && seesLawsuitId(resource.data.fromId) && seesLawsuitId(resource.data.toId);",
    );
    expect(rules).toContain("match /transactions/{id} {\n      allow read: if canRead('Financeiro') && seesLawsuitId(resource.data.lawsuitId);");
    expect(rules).toContain("match /events/{id} {\n      allow read: if canRead('Agenda') && seesLawsuitId(resource.data.lawsuitId);");
    // No field is read with a default: a default would grant a list that does not constrain the field.
    expect(rules).not.toMatch(/\.get\(/);
  });

  it('committed firestore.rules: every section collection that keeps a lawsuit says why beside its rule', () => {
    const rules = committed('firestore.rules');
    for (const [collection, link] of Object.entries(LAWSUIT_LINKS)) {
      if (link.kind !== 'none') expect(rules).toContain(`: ${link.why}\n    match /${collection}/{id} {`);
    }
  });

  it('committed storage.rules: every storage prefix is guarded by its label, a size cap and the content-type allow-list', () => {
    const rules = committed('storage.rules');
    for (const s of SECTIONS.filter((x) => x.storagePrefix)) {
      expect(rules).toMatch(
        new RegExp(
          `match /${s.storagePrefix}/(\\{(lawsuitId|taskId)\\}/)?\\{allPaths=\\*\\*\\} \\{\\n      allow read: if canRead\\('${s.label}'\\)( && sees(Lawsuit|Task)\\(\\w+\\))?;\\n      allow write: if canWrite\\('${s.label}'\\)( && sees(Lawsuit|Task)\\(\\w+\\))? && acceptableUpload\\(\\);`,
        ),
      );
    }
    // A lawsuit's files follow its segredo de justiça.
    expect(rules).toContain("match /lawsuits/{lawsuitId}/{allPaths=**} {\n      allow read: if canRead('Processos') && seesLawsuit(lawsuitId);");
    // A task's files follow its lawsuit's segredo, except for the task's own people.
    expect(rules).toContain("match /tasks/{taskId}/{allPaths=**} {\n      allow read: if canRead('Agenda') && seesTask(taskId);");
    expect(rules).toContain('|| request.auth.uid in firestore.get(path).data.people');
    expect(rules).toContain('request.resource.size <= 20971520');
    expect(rules).toContain("contentType.matches('^(application/pdf|image/jpeg|");
    // Recordings have their own, larger cap; a document type never gets it.
    expect(rules).toContain("request.resource.size <= 31457280\n          && request.resource.contentType.matches('^(audio/mpeg|audio/mp4|");
    expect(rules.match(/application\/pdf/g)).toHaveLength(1);
  });
});
