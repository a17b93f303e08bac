import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SECTIONS } from '@office/domain';
import { ROOT } from '../lib/paths';
import { renderFirestoreRules, renderStorageRules } from './render';

describe('generated security rules', () => {
  it('committed firestore.rules equals the rules generated from the policy table (run `npm run rules`)', () => {
    expect(readFileSync(join(ROOT, 'firestore.rules'), 'utf8')).toBe(renderFirestoreRules());
  });

  it('committed storage.rules equals the rules generated from the policy table (run `npm run rules`)', () => {
    expect(readFileSync(join(ROOT, 'storage.rules'), 'utf8')).toBe(renderStorageRules());
  });

  it('gives every section collection a read rule on its own label and no client writes', () => {
    const rules = renderFirestoreRules();
    for (const s of SECTIONS) {
      for (const c of s.collections) {
        expect(rules).toContain(`match /${c}/{id} {\n      allow read: if canRead('${s.label}');\n      allow write: if false;`);
      }
    }
    expect(rules).not.toMatch(/allow (create|update|delete|write): if (?!false)/);
  });

  it('guards every storage prefix with its label, a size cap and the content-type allow-list', () => {
    const rules = renderStorageRules();
    for (const s of SECTIONS.filter((x) => x.storagePrefix)) {
      expect(rules).toContain(`match /${s.storagePrefix}/{allPaths=**} {\n      allow read: if canRead('${s.label}');\n      allow write: if canWrite('${s.label}') && acceptableUpload();`);
    }
    expect(rules).toContain('request.resource.size <= 20971520');
    expect(rules).toContain("contentType.matches('^(application/pdf|image/jpeg|");
  });
});
