/**
 * The padlock beside what a member's level may not use: a small inline SVG in the text colour, so it draws the
 * same on every system (an emoji padlock needs an emoji font, which many servers and some desktops lack).
 */
export function LockIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="0.8em"
      height="0.8em"
      viewBox="0 0 16 16"
      style={{ verticalAlign: '-0.05em' }}
    >
      <path d="M4.5 7V5a3.5 3.5 0 0 1 7 0v2" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <rect x="2.5" y="7" width="11" height="8" rx="1.5" fill="currentColor" />
    </svg>
  );
}
