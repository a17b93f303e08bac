import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { hasChunkFailure } from '../lib/chunk-reload';
import { ErrorView } from '../components/ErrorView';

/** What a route shows when its loader or page throws. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) return <ErrorView statusCode={error.status} statusMessage={error.statusText} description={String(error.data ?? '')} />;
  if (hasChunkFailure()) {
    return (
      <ErrorView
        statusCode={503}
        statusMessage="Nova versão disponível"
        description="Esta parte do sistema foi atualizada. Recarregue a página para usar a versão nova."
        action={{ label: 'Recarregar', onClick: () => window.location.reload() }}
      />
    );
  }
  console.error(error);
  return <ErrorView description={error instanceof Error ? error.message : undefined} />;
}
