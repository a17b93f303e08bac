import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { hasChunkFailure } from '../lib/chunk-reload';
import { ErrorView } from '../components/ErrorView';
import { useOnline } from '../lib/use-online';

/** A page whose code could not be downloaded: no connection (reloads once it is back), or a newer build. */
function ChunkFailure() {
  const online = useOnline();
  useEffect(() => {
    const reload = () => window.location.reload();
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, []);
  if (!online) {
    return (
      <ErrorView
        statusCode={503}
        statusMessage="Sem conexão"
        description="Não foi possível carregar esta página porque o computador está sem internet. Ela abre sozinha quando a conexão voltar."
        action={{ label: 'Tentar de novo', onClick: () => window.location.reload() }}
      />
    );
  }
  return (
    <ErrorView
      statusCode={503}
      statusMessage="Não foi possível carregar esta página"
      description="A conexão falhou ou esta parte do sistema foi atualizada. Recarregue para continuar."
      action={{ label: 'Recarregar', onClick: () => window.location.reload() }}
    />
  );
}

/** What a route shows when its loader or page throws. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) return <ErrorView statusCode={error.status} description={String(error.data ?? '')} />;
  if (hasChunkFailure()) return <ChunkFailure />;
  console.error(error);
  return <ErrorView />;
}
