import { createTheme, type MantineColorsTuple } from '@mantine/core'

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
