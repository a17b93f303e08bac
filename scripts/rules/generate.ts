/** `npm run rules`: writes firestore.rules and storage.rules from the policy table. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../lib/paths';
import { renderFirestoreRules, renderStorageRules } from './render';

writeFileSync(join(ROOT, 'firestore.rules'), renderFirestoreRules());
writeFileSync(join(ROOT, 'storage.rules'), renderStorageRules());
console.log('Wrote firestore.rules and storage.rules from domain/src/policy.ts.');
