/** FlowVault's logo mark: flow lines in a rounded vault, drawn in the brand gradient. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="brand-mark-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7b6bff" />
          <stop offset="1" stopColor="#4330c2" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill="url(#brand-mark-gradient)" />
      <path d="M9 11.5h8M9 16h14M9 20.5h10" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
      <circle cx="21.5" cy="11.5" r="2.2" fill="#fff" />
    </svg>
  );
}
