import criminal from './criminal.json';
import diversos from './diversos.json';
import dobraECustas from './dobra-e-custas.json';
import estadual from './estadual.json';
import federal from './federal.json';
import holdout1 from './holdout-1.json';
import holdout2 from './holdout-2.json';
import holdout3 from './holdout-3.json';
import holdout4 from './holdout-4.json';
import holdout5 from './holdout-5.json';
import juizados from './juizados.json';
import trabalho from './trabalho.json';
import type { CorpusCase } from './types';

export type { CorpusCase, ExpectedAction } from './types';
export { scoreCorpus, actKey, type CorpusScore } from './score';

/** Every case of the corpus, by branch file. */
export const PROPOSAL_CORPUS: readonly CorpusCase[] = [
  estadual,
  federal,
  trabalho,
  juizados,
  criminal,
  diversos,
  dobraECustas,
  holdout1,
  holdout2,
  holdout3,
  holdout4,
  holdout5,
].flat() as CorpusCase[];
