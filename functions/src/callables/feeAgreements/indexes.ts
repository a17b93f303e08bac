import { sortedIndexRows } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { readIndexTable } from '../../entities/finance/agreement-generation';

/** The office's table of monthly IPCA and IGP-M rates, newest month first (version 0: nothing saved yet). */
export default implement('feeAgreements-indexes', async (ctx) => {
  const { rows, version } = await readIndexTable(ctx.stores.documents);
  return { rows: sortedIndexRows(rows), version };
});
