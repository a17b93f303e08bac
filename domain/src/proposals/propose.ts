import type { ProposalRequest, ProposedAction } from './types';

/** The office's reading of an intimação's text: the actions it asks for (the engine is in this folder). */
export function proposeIntimationActions(request: ProposalRequest): ProposedAction[] {
  void request;
  return [];
}
