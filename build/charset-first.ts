import type { Plugin } from 'vite'

const CHARSET = /[ \t]*<meta charset="UTF-8"\s*\/?>\n?/i
const HEAD = /<head[^>]*>/i

/**
 * Puts index.html's `<meta charset="UTF-8">` back at the head's start, in every page. HTML requires
 * the character set to be declared in a page's first 1024 bytes. A host whose answers name no
 * charset (nginx unless told) leaves the browser to find it there, and a browser that finds it
 * later reads the page again, or reads the Spanish page's accents wrong. The other plugins put their
 * tags first in the head (the security policy, the held sign-in's scripts); under a path of the
 * Frappe site, with its origin in the policy, those took the charset past byte 1024.
 * (`order: 'post'`: Vite runs it once every other plugin has put its tags in the page.)
 */
export function charsetFirst(): Plugin {
  return {
    name: 'traffic-dash:charset-first',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => charsetAtHeadStart(html),
    },
  }
}

export function charsetAtHeadStart(html: string): string {
  if (!CHARSET.test(html) || !HEAD.test(html)) throw new Error('index.html has no <head> with a <meta charset="UTF-8">')
  return html.replace(CHARSET, '').replace(HEAD, (head) => `${head}\n    <meta charset="UTF-8">`)
}
