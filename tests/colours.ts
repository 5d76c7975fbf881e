import { DEFAULT_THEME } from '@mantine/core'
import { theme } from '../src/theme'

/** A palette variable `--mantine-color-<name>-<shade>`: the app theme's colour, else Mantine's (its stylesheet, not loaded in jsdom). */
function paletteColour(variable: string): string | undefined {
  const [, name, shade] = /^--mantine-color-([a-z]+)-(\d)$/.exec(variable) ?? []
  if (!name) return undefined
  const palette = theme.colors?.[name] ?? DEFAULT_THEME.colors[name]
  return palette?.[Number(shade)]
}

/**
 * What colour a badge shows. jsdom loads no Mantine stylesheet and lays nothing out, so this reads
 * the background Mantine gives a badge (its `--badge-bg`, inherited by the badge's text) and
 * resolves the colour variables (the theme's palette, else Mantine's <style> on :root) to hex.
 */
export function badgeBackground(text: HTMLElement): string {
  let value = getComputedStyle(text).getPropertyValue('--badge-bg').trim()
  for (let depth = 0; depth < 5; depth += 1) {
    const variable = /^var\((--[\w-]+)\)$/.exec(value)?.[1]
    if (!variable) break
    value = paletteColour(variable) ?? getComputedStyle(document.documentElement).getPropertyValue(variable).trim()
  }
  if (!/^#[0-9a-f]{6}$/i.test(value)) throw new Error(`no badge colour for "${text.textContent}" (${value || 'none'})`)
  return value.toLowerCase()
}

/** A colour's family as a person would name it: grey when barely saturated, else by hue. */
export function colourName(hex: string): 'grey' | 'red' | 'orange' | 'yellow' | 'green' | 'teal' | 'blue' | 'purple' {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number]
  const max = Math.max(r, g, b)
  const min = Math.min(r, g, b)
  const light = (max + min) / 2
  const chroma = max - min
  const saturation = chroma === 0 ? 0 : chroma / (1 - Math.abs(2 * light - 1))
  if (saturation < 0.2) return 'grey'
  const hue = max === r ? 60 * (((g - b) / chroma + 6) % 6) : max === g ? 60 * ((b - r) / chroma + 2) : 60 * ((r - g) / chroma + 4)
  if (hue < 15 || hue >= 340) return 'red'
  if (hue < 45) return 'orange'
  if (hue < 70) return 'yellow'
  if (hue < 150) return 'green'
  if (hue < 195) return 'teal'
  if (hue < 260) return 'blue'
  return 'purple'
}

/** The colour family of the badge showing `text`. */
export const badgeColour = (text: HTMLElement) => colourName(badgeBackground(text))
