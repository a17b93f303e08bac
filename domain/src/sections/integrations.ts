/** Integrações: DataJud and the DJEN. */
import { command, created, none, query, read, slice, updated, write } from './define';
import {
  datajudSettingsInput,
  djenSettingsInput,
  type IntegrationRunRecord,
  integrationRunsInput,
  type IntegrationsOverview,
  syncDjenInput,
} from '../integrations';
import { type Listed, type Page } from '../lists';

export const integrationsSlice = slice({
  operations: {
    'integrations-list': query<IntegrationsOverview>()(read('integrations'), none),
    'integrations-runs': query<Page<IntegrationRunRecord>>()(read('integrations'), integrationRunsInput),
    'integrations-updateDatajud': command<IntegrationsOverview>()('admin', datajudSettingsInput, 'alterar a chave do DataJud', {
      'integrations.updateDatajud': updated('Alterou a chave do DataJud'),
    }),
    'integrations-updateDjen': command<IntegrationsOverview>()('admin', djenSettingsInput, 'alterar as inscrições monitoradas no DJEN', {
      'integrations.updateDjen': updated('Alterou as inscrições monitoradas no DJEN'),
    }),
    'integrations-syncDatajud': command<Listed<IntegrationRunRecord>>()(write('integrations'), none, 'sincronizar andamentos do DataJud', {
      'integrations.syncDatajud': updated('Iniciou a sincronização de andamentos do DataJud'),
      'integrations.syncDatajudDone': updated('Sincronizou andamentos do DataJud'),
      'integrations.syncDatajudPartial': updated('Sincronizou andamentos do DataJud, com erros ou interrompida'),
      'integrations.syncDatajudFailed': updated('Falhou ao sincronizar andamentos do DataJud'),
    }),
    'integrations-syncDjen': command<Listed<IntegrationRunRecord>>()(write('integrations'), syncDjenInput, 'buscar intimações no DJEN', {
      'intimations.import': created('Intimações recebidas do DJEN'),
      'integrations.syncDjen': updated('Iniciou a busca de intimações no DJEN'),
      'integrations.syncDjenDone': updated('Buscou intimações no DJEN'),
      'integrations.syncDjenPartial': updated('Buscou intimações no DJEN, com erros ou interrompida'),
      'integrations.syncDjenFailed': updated('Falhou ao buscar intimações no DJEN'),
    }),
  },
});
