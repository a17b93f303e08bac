import { useEffect, useRef } from 'react';

/** The form-level message above a form (a refusal that belongs to no single field). */
export function FormAlert({ message }: { message: string | null | undefined }) {
  const ref = useRef<HTMLParagraphElement>(null);
  // The submit button is at the bottom of long forms: bring the refusal into view.
  useEffect(() => {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- jsdom has no scrollIntoView
    if (message) ref.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [message]);
  if (!message) return null;
  return (
    <p ref={ref} role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
      {message}
    </p>
  );
}
