import { useSearchParams } from 'react-router-dom';
import { ErrorView } from '../../components/ErrorView';

/** /auth/Error: the generic error page; ?status=, ?message= and ?description= override the 500 defaults. */
export function ErrorRoutePage() {
  const [params] = useSearchParams();
  const status = Number(params.get('status'));
  return (
    <ErrorView
      statusCode={Number.isInteger(status) && status >= 400 && status <= 599 ? status : undefined}
      statusMessage={params.get('message') ?? undefined}
      description={params.get('description') ?? undefined}
    />
  );
}
