import {
  createTheme,
  rem,
  type ActionIconFactory,
  type ButtonFactory,
  type CSSVariablesResolver,
  type ExtendComponent,
  type InputFactory,
  type MantineColorsTuple,
  type MenuFactory,
  type ModalFactory,
  type TabsFactory,
} from '@mantine/core'

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

/**
 * Status colours darkened from shade 6 up, so white text on filled buttons and badges, and
 * coloured text on light backgrounds, keep 4.5:1 (Mantine's defaults are near 3:1).
 */
const red: MantineColorsTuple = ['#fff5f5', '#ffe3e3', '#ffc9c9', '#ffa8a8', '#ff8787', '#f03e3e', '#c92a2a', '#b02525', '#962020', '#7a1a1a']
const green: MantineColorsTuple = ['#ebfbee', '#d3f9d8', '#b2f2bb', '#8ce99a', '#51cf66', '#37b24d', '#2b7a3b', '#256b33', '#1f5c2b', '#184a22']
const orange: MantineColorsTuple = ['#fff4e6', '#ffe8cc', '#ffd8a8', '#ffc078', '#ffa94d', '#fd7e14', '#c2410c', '#a8380a', '#8f300a', '#742708']

/** Touch targets: the main controls are at least 44 px (residents on tablets at the front door). */
const TOUCH = rem(44)
const regular = (size: string | undefined) => size === undefined || size === 'sm' || size === 'md'

/**
 * The foot of the screen where the toasts show: 24 px from the edge (sonner's offset), then a failure
 * with a line of the server's text. A dialog ends above it, so a failure said by a toast never hides
 * the button that was just pressed, to try again: on a short screen (a page zoomed to 200%, a phone
 * held sideways) a dialog reaches the screen's foot, and the toasts sit over it.
 */
const TOASTS_FOOT = `calc(24px + ${rem(88)})`

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 8 },
  colors: { brand, red, green, orange },
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  // A focus ring on keyboard focus only, in a colour that keeps 3:1 on every background of both
  // schemes (Mantine's ring is the filled primary colour: 1.7:1 on the dark background).
  focusRing: 'auto',
  focusClassName: 'td-focus-auto',
  // Typed as Mantine's `Button.extend(...)` types them (`extend` is the identity, its argument an
  // `ExtendComponent<ButtonFactory>`), from the types alone: calling `Tabs.extend` and `Menu.extend`
  // here would bring Tabs and Menu (with its Popover) into the first download of the public pages.
  components: {
    Button: { vars: (_theme, props) => ({ root: regular(props.size) ? { '--button-height': TOUCH } : {} }) } satisfies ExtendComponent<ButtonFactory>,
    Input: { vars: (_theme, props) => ({ wrapper: regular(props.size) ? { '--input-height': TOUCH } : {} }) } satisfies ExtendComponent<InputFactory>,
    // The app's convention for icon buttons is size="lg": make that 44 px (Mantine's lg is 34).
    ActionIcon: { vars: (_theme, props) => ({ root: props.size === 'lg' ? { '--ai-size': TOUCH } : {} }) } satisfies ExtendComponent<ActionIconFactory>,
    Tabs: { styles: { tab: { minHeight: TOUCH } } } satisfies ExtendComponent<TabsFactory>,
    Menu: { styles: { item: { minHeight: TOUCH } } } satisfies ExtendComponent<MenuFactory>,
    Modal: {
      styles: { inner: { paddingBottom: TOASTS_FOOT }, content: { maxHeight: `calc(100dvh - var(--modal-y-offset) - ${TOASTS_FOOT})` } },
    } satisfies ExtendComponent<ModalFactory>,
  },
  // Dialogs, menus and drawers appear without animation for people who ask for less motion.
  respectReducedMotion: true,
})

/**
 * A scheme's text colours: secondary text (also what Mantine calls `dimmed`), links (also the
 * keyboard focus ring), input placeholders (read as hints) and danger text (Log out).
 */
const schemeText = (c: { secondary: string; link: string; placeholder: string; danger: string }) => ({
  '--td-secondary-text': c.secondary,
  '--mantine-color-dimmed': c.secondary,
  '--mantine-color-anchor': c.link,
  '--mantine-color-placeholder': c.placeholder,
  '--td-focus-ring': c.link,
  '--td-danger-text': c.danger,
})

/**
 * Text colours that keep 4.5:1 in both schemes: Mantine's `dimmed` and its dark-scheme link colour
 * do not, so the app uses these variables for secondary text and links.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: schemeText({
    secondary: t.colors.gray[7],
    // Links and the focus ring: 6.6:1 on gray-0, 6.9:1 on white.
    link: brand[7],
    // 5:1 on white (Mantine's gray-5 is 2:1).
    placeholder: '#687078',
    // 9:1 on white.
    danger: red[8],
  }),
  dark: schemeText({
    secondary: t.colors.dark[1],
    // Links and the focus ring: 7.2:1 on dark-6 cards, 8.7:1 on the page.
    link: brand[2],
    // 5.4:1 on the dark input background (Mantine's dark-3 is 2.4:1).
    placeholder: '#a3a3a3',
    // 7:1 on the dark menu background.
    danger: red[3],
  }),
})
