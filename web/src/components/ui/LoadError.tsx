import type { ReactNode } from 'react';
import { messageOf } from '../../lib/error-message';
import { Button } from './primitives';

/**
 * What a page shows when its data did not load: the reason (`message`, else the failure's own words), what
 * else the page offers (`children`: a way back), and, with `onRetry`, a way to ask again.
 */
export function LoadError({
  error,
  message,
  onRetry,
  className = '',
  children,
}: {
  error: unknown;
  message?: string;
  onRetry?: () => void;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div
      role="alert"
      className={`${className} rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100`}
    >
      {message ?? messageOf(error)}
      {children}
      {onRetry && (
        <Button variant="secondary" className="ml-3" onClick={onRetry}>
          Tentar novamente
        </Button>
      )}
    </div>
  );
}
