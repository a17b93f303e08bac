import { useSearchParams } from 'react-router-dom';
import { ErrorView } from '../../components/ErrorView';

/**
 * /auth/Error: the generic error page; ?status= picks the code (500 by default). Its words are the app's
 * own for that status: text from the address is never shown, so a crafted link cannot put a message of
 * someone else's choosing on the office's page.
 */
export function ErrorRoutePage() {
  const [params] = useSearchParams();
  const status = Number(params.get('status'));
  return <ErrorView statusCode={Number.isInteger(status) && status >= 400 && status <= 599 ? status : undefined} />;
}
