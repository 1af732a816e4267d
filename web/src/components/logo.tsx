/**
 * The Paint Forge mark: a paint drop over an anvil. Decorative wherever it sits next to the name, so it is
 * hidden from screen readers. Drawn inline so it never costs a request and shows offline from the first paint.
 */
export function Logo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={className}>
      <rect width="64" height="64" rx="14" fill="#1c1917" />
      <path d="M12 40h34c0 4-3 6-7 6h-3l3 6H25l3-6h-3c-7 0-13-2-13-6z" fill="#a8a29e" />
      <path d="M32 8c6 9 11 15 11 21a11 11 0 0 1-22 0c0-6 5-12 11-21z" fill="#d97706" />
      <path d="M21.3 31.5A11 11 0 0 0 32 40v-9z" fill="#b91c1c" />
      <path d="M42.7 31.5A11 11 0 0 1 32 40v-9z" fill="#1d4ed8" />
      <circle cx="28" cy="26" r="2.4" fill="#fde68a" />
    </svg>
  );
}
