import { SIGN_IN_FORM } from './login-rules'

/**
 * On the sign-in page, the file of the screen a sign-in leads to (the signed-in layout and the
 * dashboard, one file: vite.config.ts names it on the app's script tag, `data-next-screen`) starts
 * downloading the moment the app's own script has arrived, while that script still runs: on a slow
 * line the two then come one after the other, with no pause between them and without the second
 * slowing down the first, which the sign-in page needs to work. (Asked for by the app itself, it
 * came only once the app's code had run, about 0.4 s later on the tablet profile.) The app imports
 * it as usual, from what the browser has already fetched.
 */
export function fetchNextScreenAfterApp(): void {
  const app = document.querySelector<HTMLScriptElement>('script[type="module"][data-next-screen]')
  const next = app?.dataset.nextScreen
  if (!app || !next || !document.forms.namedItem(SIGN_IN_FORM)) return
  const fetchNext = () => {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = next
    document.head.append(link)
  }
  const observer = new PerformanceObserver((entries, self) => {
    if (!entries.getEntriesByName(app.src).length) return
    self.disconnect()
    fetchNext()
  })
  // (buffered: an app script already arrived is found too.)
  observer.observe({ type: 'resource', buffered: true })
}
