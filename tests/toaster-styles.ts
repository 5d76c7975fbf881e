/**
 * Sonner adds its stylesheet (97 rules) when it is imported. jsdom lays nothing out, but it matches
 * every rule against every element of every getComputedStyle call Testing Library makes to tell what
 * is visible: a sixth of the unit tests' time. None of its rules hides an element from a role query
 * (no display or visibility), so the setup takes it out; the toast tests, which check what the
 * stylesheet shows (stacked toasts are transparent), put it back.
 */
const taken: HTMLStyleElement[] = []

export function takeToasterStyles() {
  for (const style of document.head.querySelectorAll('style'))
    if (style.textContent?.includes('[data-sonner-toaster]')) taken.push(style.parentNode!.removeChild(style))
}

export function restoreToasterStyles() {
  document.head.append(...taken.splice(0))
}
