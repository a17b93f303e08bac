/** The office mark: the scales of justice. */
export function Logo({ className = 'size-10' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <rect width="32" height="32" rx="7" fill="#1e3a5f" />
      <path
        d="M16 6v20M9 10h14M9 10l-4 8a4 4 0 0 0 8 0zM23 10l-4 8a4 4 0 0 0 8 0zM11 26h10"
        fill="none"
        stroke="#f5d58a"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
