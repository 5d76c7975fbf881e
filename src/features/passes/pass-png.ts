import { t } from '../../i18n'
import { PASS_NOTE, passPlaceLine, passValidityLine, type Pass } from './pass-kinds'
import { qrMatrix } from './qr-code'

const WIDTH = 640
const PAD = 48
const QR = 320

/**
 * Lines of `text` that fit `width` in the context's font. A word wider than the line on its own (a
 * firm's name in one word) is broken where it reaches the edge, as the card on screen breaks it.
 */
function wrap(ctx: CanvasRenderingContext2D, text: string, width: number): string[] {
  const fits = (line: string) => ctx.measureText(line).width <= width
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word
    if (fits(next)) {
      line = next
      continue
    }
    if (line) lines.push(line)
    line = ''
    // By what a reader sees as one character: an accent stays on its letter.
    for (const { segment } of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(word)) {
      if (line && !fits(line + segment)) {
        lines.push(line)
        line = ''
      }
      line += segment
    }
  }
  return line ? [...lines, line] : lines
}

/** The pass card as a PNG (black on white, as printed): what 'Download' saves, in the current language. */
export function passPng(pass: Pass, brand: string): Promise<Blob> {
  const canvas = document.createElement('canvas')
  const ctx = canvas.getContext('2d')
  if (!ctx) return Promise.reject(new Error('No 2D canvas'))
  const inner = WIDTH - 2 * PAD
  const font = (weight: number, px: number) => `${weight} ${px}px system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`
  const blocks: { font: string; lines: string[]; gap: number }[] = []
  const add = (text: string, weight: number, px: number, gap = 10) => {
    ctx.font = font(weight, px)
    blocks.push({ font: ctx.font, lines: wrap(ctx, text, inner), gap })
  }
  add(brand, 700, 22, 6)
  add(t(pass.title), 600, 18, 18)
  add(pass.holder, 800, 34, 6)
  add(pass.category, 600, 20, 14)
  add(passValidityLine(pass), 600, 20, 6)
  if (pass.place) add(passPlaceLine(pass), 400, 18, 6)
  const lineHeight = (f: string) => Number(/(\d+)px/.exec(f)?.[1] ?? 16) * 1.3
  const textHeight = blocks.reduce((h, b) => h + b.lines.length * lineHeight(b.font) + b.gap, 0)
  ctx.font = font(400, 16)
  const note = wrap(ctx, t(PASS_NOTE), inner)
  const height = PAD + textHeight + 16 + QR + 44 + note.length * 22 + PAD

  canvas.width = WIDTH
  canvas.height = Math.ceil(height)
  ctx.fillStyle = '#fff'
  ctx.fillRect(0, 0, canvas.width, canvas.height)
  ctx.fillStyle = '#000'
  ctx.textBaseline = 'top'
  let y = PAD
  for (const b of blocks) {
    ctx.font = b.font
    for (const line of b.lines) {
      ctx.fillText(line, PAD, y)
      y += lineHeight(b.font)
    }
    y += b.gap
  }
  y += 16
  const qr = qrMatrix(pass.id)
  const cell = QR / qr.size
  const left = (WIDTH - QR) / 2
  for (let row = 0; row < qr.size; row++)
    for (let col = 0; col < qr.size; col++) if (qr.dark(col, row)) ctx.fillRect(left + col * cell, y + row * cell, Math.ceil(cell), Math.ceil(cell))
  y += QR + 8
  ctx.font = font(600, 18)
  ctx.textAlign = 'center'
  ctx.fillText(pass.id, WIDTH / 2, y)
  y += 36
  ctx.font = font(400, 16)
  for (const line of note) {
    ctx.fillText(line, WIDTH / 2, y)
    y += 22
  }
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No PNG'))), 'image/png'))
}
