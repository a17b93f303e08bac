import { Component, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
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

/** What the app shows when a page throws or its code cannot be downloaded. */
export function RouteError({ error }: { error: unknown }) {
  if (hasChunkFailure()) return <ChunkFailure />;
  console.error(error);
  return <ErrorView />;
}

class Boundary extends Component<{ at: string; children: ReactNode }, { error: unknown; at: string }> {
  override state = { error: null as unknown, at: this.props.at };
  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('unknown') };
  }
  // Another address is another page: the error stays behind.
  static getDerivedStateFromProps(props: { at: string }, state: { at: string }) {
    return props.at === state.at ? null : { error: null, at: props.at };
  }
  override render() {
    return this.state.error ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/** Catches what the pages throw, showing RouteError until the person goes to another address. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  return <Boundary at={`${pathname}${search}`}>{children}</Boundary>;
}
