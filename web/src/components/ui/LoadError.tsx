import { Button } from './primitives';

/** What a page shows when its data did not load: the reason, and a way to ask again. */
export function LoadError({ error, onRetry, className = '' }: { error: Error; onRetry: () => void; className?: string }) {
  return (
    <div
      role="alert"
      className={`${className} rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100`}
    >
      {error.message}
      <Button variant="secondary" className="ml-3" onClick={onRetry}>
        Tentar novamente
      </Button>
    </div>
  );
}
