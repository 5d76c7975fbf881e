/** The Traffic Dash mark: a gate with spear-topped bars inside a shield, in the brand blue. */
export function Logo({ size = 40 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 48 48"
      role="img"
      aria-label="Traffic Dash"
      style={{ flex: 'none', display: 'block' }}
    >
      <path
        d="M24 3 41 9v14c0 10.5-7 18.5-17 22C14 41.5 7 33.5 7 23V9z"
        style={{ fill: 'var(--mantine-color-brand-7)' }}
      />
      <path
        d="M15 35V21m18 14V21M15 22q9-8 18 0M19.5 35V16.5M24 35V15m4.5 20V16.5M13 35h22"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
