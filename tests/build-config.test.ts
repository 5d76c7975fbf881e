import { fullWidthClassName, zeroRightClassName } from 'react-remove-scroll-bar/constants'
import { describe, expect, it } from 'vitest'
import { REMOVE_SCROLL_CLASS_NAMES } from '../vite.config'

describe('build config', () => {
  it("gives Mantine's AppShell the scroll-bar class names react-remove-scroll uses", () => {
    // A modal that locks the page scroll shifts elements with these classes by the scroll bar's width.
    expect(REMOVE_SCROLL_CLASS_NAMES).toEqual({ fullWidth: fullWidthClassName, zeroRight: zeroRightClassName })
  })
})
