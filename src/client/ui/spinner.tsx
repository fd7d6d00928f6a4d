type SpinnerProps = { size?: number } & ({ 'aria-label': string } | { 'aria-hidden': 'true' });

/**
 * MUI's indeterminate CircularProgress without MUI. Its styles are global (src/shared/loading-screen.css) because
 * the server draws the same spinner into the page it sends. Named, it is a progressbar; hidden, it is decoration
 * beside a message.
 */
export function Spinner({ size = 40, ...labelling }: SpinnerProps) {
  const named = 'aria-label' in labelling;
  return (
    <span
      className="spinner"
      style={{ width: size, height: size }}
      role={named ? 'progressbar' : undefined}
      {...labelling}
    >
      <svg viewBox="22 22 44 44" width={size} height={size} aria-hidden="true" focusable="false">
        <circle className="spinner-circle" cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
      </svg>
    </span>
  );
}
