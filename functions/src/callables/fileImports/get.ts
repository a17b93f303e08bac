import { implement } from '../../platform/define-callable';
import { fileImportView, readOwnFileImport } from './shared';

/** Processos: one of the caller's ZIP imports, its progress and its report. */
export default implement('fileImports-get', async (ctx, input) => fileImportView(ctx, await readOwnFileImport(ctx, input.id)));
