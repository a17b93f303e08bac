import { implement } from '../../platform/define-callable';
import { planZip } from './job/plan';
import { readUploadedZip } from './shared';

/** Processos: what the uploaded ZIP would become, folder by folder, before anything is written. */
export default implement('fileImports-preview', async (ctx, input) => {
  const job = await readUploadedZip(ctx, input.id);
  return (await planZip(ctx, job.id, job.data)).preview;
});
