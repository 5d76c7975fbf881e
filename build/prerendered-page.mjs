// One prerendered public page, as the production build writes it (scripts/build.mjs) and the dev
// server serves it (build/dev-prerender.ts). Plain JavaScript: the build script runs on Node as is.

/** The app shell's root, where a page's HTML goes (index.html). */
const SLOT = /<div id="root"><!--app-->[\s\S]*?<!--\/app--><\/div>/

/**
 * The app shell with the page rendered into its root in English, the page in every other language
 * beside it in a <template> (the boot script, src/boot.ts, swaps one in before the first paint for a
 * device that speaks it), and the address the page was made for on <html> (the boot script hides
 * the page anywhere else; src/main.tsx hydrates it only there).
 */
export async function prerenderedPage(shell, page, { render, languages, base }) {
  if (!SLOT.test(shell)) throw new Error('index.html has no <div id="root"><!--app-->...<!--/app--></div> slot')
  const html = await render(page, 'en')
  let others = ''
  for (const language of languages.filter((l) => l !== 'en')) others += `<template id="td-page-${language}">${await render(page, language)}</template>`
  const attrs = `data-prerendered="${page.path}" data-prerendered-search="${page.search.join(' ')}"`
  return shell
    .replace(SLOT, () => `<div id="root" ${attrs}>${html}</div>${others}`)
    .replace(/<html\b/, () => `<html data-td-page="${base}${page.path.slice(1)}"`)
}
