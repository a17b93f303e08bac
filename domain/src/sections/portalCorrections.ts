/** Portal do cliente, LGPD: a client's requests to correct the data the office holds (Lei 13.709/2018, art. 18, III). */
import { command, created, query, read, slice, updated, write } from './define';
import {
  portalCorrectionListInput,
  portalCorrectionMineInput,
  portalCorrectionRequestInput,
  portalCorrectionResolveInput,
  type PortalCorrectionView,
} from '../portal-corrections';

export const portalCorrectionsSlice = slice({
  operations: {
    // A client account's own: only the claims' client ids.
    'portalCorrections-request': command<PortalCorrectionView>()('portal', portalCorrectionRequestInput, 'pedir correção de dados', {
      'portalCorrections.request': created('Cliente pediu correção de dados'),
    }),
    'portalCorrections-mine': query<PortalCorrectionView[]>()('portal', portalCorrectionMineInput),
    // The office's side, on the client's page.
    'portalCorrections-list': query<PortalCorrectionView[]>()(read('clients'), portalCorrectionListInput),
    'portalCorrections-resolve': command<PortalCorrectionView>()(write('clients'), portalCorrectionResolveInput, 'responder pedido de correção de dados', {
      'portalCorrections.resolve': updated('Respondeu pedido de correção de dados'),
    }),
  },
});
