import type { CSSProperties } from 'react'

/**
 * Landing-page artwork: small, decorative inline SVGs drawn with the theme's CSS variables,
 * so they follow the light and dark colour schemes. All of it is hidden from assistive tech.
 */

const v = (name: string) => `var(--mantine-color-${name})`
const ld = (light: string, dark: string) => `light-dark(${light}, ${dark})`

/** Fills, as inline styles (CSS functions are reliable there, unlike in SVG attributes). */
const F = {
  sky: { fill: ld(v('brand-1'), v('dark-6')) },
  soft: { fill: ld(v('brand-2'), v('brand-8')) },
  paper: { fill: ld('#fff', v('dark-4')) },
  screen: { fill: ld('#fff', v('dark-6')) },
  tile: { fill: ld(v('brand-0'), v('dark-5')) },
  line: { fill: ld(v('gray-2'), v('dark-4')) },
  ink: { fill: ld(v('gray-8'), v('dark-9')) },
  hub: { fill: ld(v('gray-3'), v('dark-2')) },
  brand: { fill: ld(v('brand-7'), v('brand-6')) },
  car: { fill: v('orange-6') },
  glass: { fill: ld(v('brand-0'), v('dark-3')) },
  warm: { fill: v('yellow-4') },
  leaf: { fill: ld(v('teal-3'), v('teal-9')) },
  ok: { fill: v('teal-7') },
  ground: { fill: ld(v('brand-2'), v('dark-4')) },
} satisfies Record<string, CSSProperties>

const fluid: CSSProperties = { display: 'block', width: '100%', height: 'auto' }

/** A phone showing an approved visitor, drawn in a 104 x 196 box. */
function Phone() {
  return (
    <>
      <rect width="104" height="196" rx="18" style={F.ink} />
      <rect x="8" y="14" width="88" height="168" rx="10" style={F.screen} />
      <rect x="38" y="18" width="28" height="5" rx="2.5" style={F.ink} />
      <rect x="18" y="34" width="48" height="7" rx="3.5" style={F.soft} />
      <rect x="18" y="52" width="68" height="52" rx="8" style={F.tile} />
      <circle cx="34" cy="78" r="10" style={F.ok} />
      <path d="m29 78 3.5 3.5 6.5-7" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      <rect x="50" y="71" width="28" height="5" rx="2.5" style={F.soft} />
      <rect x="50" y="81" width="20" height="5" rx="2.5" style={F.soft} />
      <rect x="18" y="116" width="68" height="6" rx="3" style={F.line} />
      <rect x="18" y="130" width="52" height="6" rx="3" style={F.line} />
      <rect x="18" y="154" width="68" height="18" rx="9" style={F.brand} />
    </>
  )
}

/** Hero illustration: a home behind a community gate, a car arriving and a phone that called it in. */
export function HeroArt() {
  return (
    <svg viewBox="0 0 560 400" aria-hidden="true" focusable="false" style={fluid}>
      <circle cx="300" cy="200" r="180" style={F.sky} />
      <circle cx="150" cy="92" r="20" style={F.warm} />
      <circle cx="62" cy="128" r="7" style={F.soft} />
      <circle cx="510" cy="84" r="9" style={F.soft} />
      <rect x="24" y="330" width="512" height="10" rx="5" style={F.ground} />

      {/* home */}
      <rect x="172" y="182" width="16" height="34" style={F.ink} />
      <path d="M60 236 140 170l80 66z" style={F.brand} />
      <rect x="74" y="232" width="132" height="98" style={F.paper} />
      <rect x="126" y="276" width="28" height="54" rx="3" style={F.brand} />
      <rect x="88" y="250" width="26" height="22" rx="3" style={F.warm} />
      <rect x="166" y="250" width="26" height="22" rx="3" style={F.warm} />
      <circle cx="58" cy="318" r="14" style={F.leaf} />
      <circle cx="222" cy="320" r="11" style={F.leaf} />

      {/* gate */}
      <rect x="236" y="200" width="20" height="130" rx="3" style={F.ink} />
      <rect x="396" y="200" width="20" height="130" rx="3" style={F.ink} />
      <rect x="232" y="192" width="28" height="10" rx="3" style={F.brand} />
      <rect x="392" y="192" width="28" height="10" rx="3" style={F.brand} />
      <path
        d="M256 238q70-38 140 0M256 322h140M270 225v103m14-108v108m14-112v112m14-114v114m14-115v115m14-114v114m14-112v112m14-108v108m14-103v103"
        fill="none"
        strokeWidth="4"
        strokeLinecap="round"
        style={{ stroke: ld(v('brand-7'), v('brand-5')) }}
      />

      {/* phone calling the visitor in */}
      <path
        d="M432 170q-46-56-104 20"
        fill="none"
        strokeWidth="4"
        strokeLinecap="round"
        strokeDasharray="1 11"
        style={{ stroke: ld(v('brand-4'), v('brand-3')) }}
      />
      <g transform="translate(436 136)">
        <Phone />
      </g>

      {/* car */}
      <path
        d="M250 326v-24q0-10 10-11l24-3 20-24q4-5 12-5h48q8 0 12 6l16 23 10 2q8 2 8 10v26z"
        style={F.car}
      />
      <path d="m292 289 16-21q2-2 6-2h22v23zM344 266h18q4 0 6 3l14 20h-38z" style={F.glass} />
      <rect x="402" y="299" width="8" height="6" rx="2" style={F.warm} />
      <circle cx="284" cy="326" r="14" style={F.ink} />
      <circle cx="376" cy="326" r="14" style={F.ink} />
      <circle cx="284" cy="326" r="5" style={F.hub} />
      <circle cx="376" cy="326" r="5" style={F.hub} />
    </svg>
  )
}

/** The phone on its own, for the app-download band. */
export function PhoneArt() {
  return (
    <svg viewBox="-8 -8 120 212" aria-hidden="true" focusable="false" style={fluid}>
      <Phone />
    </svg>
  )
}

/** Concentric rings in the current text colour, a quiet backdrop for coloured bands. */
export function Rings({ style }: { style?: CSSProperties }) {
  return (
    <svg viewBox="0 0 240 240" aria-hidden="true" focusable="false" style={style}>
      <g fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="120" cy="120" r="40" />
        <circle cx="120" cy="120" r="76" />
        <circle cx="120" cy="120" r="112" />
      </g>
    </svg>
  )
}

/** A small grid of dots, used as a corner accent. */
export function Dots({ style }: { style?: CSSProperties }) {
  const dots = []
  for (let y = 0; y < 5; y++) {
    for (let x = 0; x < 6; x++) dots.push(<circle key={`${x}-${y}`} cx={6 + x * 18} cy={6 + y * 18} r="3" />)
  }
  return (
    <svg viewBox="0 0 102 84" aria-hidden="true" focusable="false" style={style} fill="currentColor">
      {dots}
    </svg>
  )
}
