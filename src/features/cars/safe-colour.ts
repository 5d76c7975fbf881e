const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i
const NAMED = /^[a-z]{3,20}$/i

/**
 * A server value used as a CSS colour only when it is a hex colour or a named colour (letters only,
 * and one the browser knows when it can tell); anything else gives the fallback. A name written as
 * words ("Dark Blue", "light-grey") is the browser's name without its spaces and hyphens.
 */
export function safeColour(value: string | undefined, fallback: string): string {
  const v = value?.trim()
  if (!v) return fallback
  if (HEX.test(v)) return v
  const name = v.replace(/[\s-]+/g, '').toLowerCase()
  if (!NAMED.test(name)) return fallback
  if (typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && !CSS.supports('color', name)) return fallback
  return name
}
