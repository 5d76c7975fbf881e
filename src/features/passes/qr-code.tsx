import { encode } from 'uqr'

/** The dark modules of a QR code of `text` as one SVG path (1 unit per module, quiet zone included). */
export function qrMatrix(text: string): { size: number; path: string; dark: (x: number, y: number) => boolean } {
  const { data, size } = encode(text, { ecc: 'M', border: 4 })
  let path = ''
  data.forEach((row, y) =>
    row.forEach((on, x) => {
      if (on) path += `M${x} ${y}h1v1h-1z`
    }),
  )
  return { size, path, dark: (x, y) => data[y]?.[x] === true }
}

/**
 * A QR code drawn as SVG, black on white whatever the colour scheme (scanners want the contrast),
 * named for screen readers by what it holds.
 */
export function QrCode({ value, label, size = 200 }: { value: string; label: string; size?: number }) {
  const qr = qrMatrix(value)
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      shapeRendering="crispEdges"
      style={{ display: 'block' }}
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  )
}
