/** Portal do cliente, documents: file versions shared with the client, and documents asked of the client. */
import { command, created, deleted, query, read, slice, updated, write } from './define';
import {
  type PortalDocuments,
  portalDocumentsInput,
  portalRequestCancelInput,
  portalRequestCreateInput,
  portalRequestsInput,
  type PortalRequestView,
  portalShareInput,
  portalSharesInput,
  type PortalShareView,
  portalUnshareInput,
} from '../portal-documents';

export const portalDocsSlice = slice({
  operations: {
    // A client's or a lawsuit's file: the file's section decides (its read label lists, its write label shares).
    'portalDocs-shares': query<PortalShareView[]>()('staff', portalSharesInput),
    'portalDocs-share': command<PortalShareView>()('staff', portalShareInput, 'compartilhar arquivo com o cliente', {
      'portalDocs.share': created('Compartilhou arquivo com o cliente'),
      'portalDocs.reshare': updated('Compartilhou outra versão de arquivo com o cliente'),
      // Stored by the files function when the client downloads it (functions/src/http/portal-files.ts).
      'portalDocs.download': updated('Cliente baixou documento'),
    }),
    'portalDocs-unshare': command<{ deleted: true }>()('staff', portalUnshareInput, 'deixar de compartilhar arquivo com o cliente', {
      'portalDocs.unshare': deleted('Deixou de compartilhar arquivo com o cliente'),
    }),
    'portalDocs-requests': query<PortalRequestView[]>()(read('clients'), portalRequestsInput),
    'portalDocs-requestCreate': command<PortalRequestView>()(write('clients'), portalRequestCreateInput, 'pedir documento ao cliente', {
      'portalDocs.request': created('Pediu documento ao cliente'),
      // Stored by the files function when the client uploads into the request (functions/src/http/portal-files.ts).
      'portalDocs.upload': updated('Cliente enviou documento pedido'),
    }),
    'portalDocs-requestCancel': command<PortalRequestView>()(write('clients'), portalRequestCancelInput, 'cancelar pedido de documento ao cliente', {
      'portalDocs.cancel': updated('Cancelou pedido de documento ao cliente'),
    }),
    // A client account's own: only the claims' client ids.
    'portalDocs-mine': query<PortalDocuments>()('portal', portalDocumentsInput),
  },
});
