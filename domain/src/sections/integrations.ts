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
    'integrations-list': query<IntegrationsOverview>()({ policy: read('integrations'), input: none }),
    'integrations-runs': query<Page<IntegrationRunRecord>>()({ policy: read('integrations'), input: integrationRunsInput }),
    'integrations-updateDatajud': command<IntegrationsOverview>()({
      policy: 'admin',
      input: datajudSettingsInput,
      attempt: 'alterar a chave do DataJud',
      actions: { 'integrations.updateDatajud': updated('Alterou a chave do DataJud') },
    }),
    'integrations-updateDjen': command<IntegrationsOverview>()({
      policy: 'admin',
      input: djenSettingsInput,
      attempt: 'alterar as inscrições monitoradas no DJEN',
      actions: { 'integrations.updateDjen': updated('Alterou as inscrições monitoradas no DJEN') },
    }),
    'integrations-syncDatajud': command<Listed<IntegrationRunRecord>>()({
      policy: write('integrations'),
      input: none,
      attempt: 'sincronizar andamentos do DataJud',
      actions: {
        'integrations.syncDatajud': updated('Iniciou a sincronização de andamentos do DataJud'),
        'integrations.syncDatajudDone': updated('Sincronizou andamentos do DataJud'),
        'integrations.syncDatajudPartial': updated('Sincronizou andamentos do DataJud, com erros ou interrompida'),
        'integrations.syncDatajudFailed': updated('Falhou ao sincronizar andamentos do DataJud'),
      },
    }),
    'integrations-syncDjen': command<Listed<IntegrationRunRecord>>()({
      policy: write('integrations'),
      input: syncDjenInput,
      attempt: 'buscar intimações no DJEN',
      actions: {
        'intimations.import': created('Intimações recebidas do DJEN'),
        'integrations.syncDjen': updated('Iniciou a busca de intimações no DJEN'),
        'integrations.syncDjenDone': updated('Buscou intimações no DJEN'),
        'integrations.syncDjenPartial': updated('Buscou intimações no DJEN, com erros ou interrompida'),
        'integrations.syncDjenFailed': updated('Falhou ao buscar intimações no DJEN'),
      },
    }),
  },
});
