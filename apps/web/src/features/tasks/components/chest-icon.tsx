/** A treasure chest, closed or opened (original artwork, drawn in the brand's colours). */
export function ChestIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 32 32" width="30" height="30" aria-hidden="true">
      {open ? (
        <path d="M5 9 L16 4 L27 9 L25 13 L7 13 Z" fill="currentColor" opacity="0.55" />
      ) : (
        <path d="M5 13 C5 8 9 6 16 6 C23 6 27 8 27 13 Z" fill="currentColor" />
      )}
      <rect x="5" y="13" width="22" height="14" rx="2" fill="currentColor" />
      <rect x="5" y="17" width="22" height="2.5" fill="#000" opacity="0.18" />
      <rect x="14" y="15" width="4" height="6" rx="1" fill="#fff" opacity="0.9" />
    </svg>
  );
}
