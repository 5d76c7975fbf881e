import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core'

/** A deep gate blue: shade 7 on white is above 6:1, so text and buttons pass WCAG AA. */
const brand: MantineColorsTuple = [
  '#e8f1ff',
  '#d0e0fb',
  '#a0bef2',
  '#6d9bea',
  '#4380e3',
  '#2a6ddf',
  '#1c63dd',
  '#0f52c4',
  '#0049b0',
  '#003f9c',
]

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 8 },
  colors: { brand },
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
})

/**
 * Text colours that keep 4.5:1 in both schemes: Mantine's `dimmed` and its dark-scheme link colour
 * do not, so the app uses these variables for secondary text and links.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--td-secondary-text': t.colors.gray[7],
    '--mantine-color-dimmed': t.colors.gray[7],
    '--mantine-color-anchor': brand[7],
  },
  dark: {
    '--td-secondary-text': t.colors.dark[1],
    '--mantine-color-dimmed': t.colors.dark[1],
    '--mantine-color-anchor': brand[2],
  },
})
