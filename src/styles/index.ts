// Mantine's styles (those of the components the app renders; one file, cached), then ours.
// In Mantine's cascade layer: the prerendered pages link this file at the end of the body
// (scripts/build.mjs), after the theme's own variables, which must still win, as unlayered rules do.
import './mantine.css'
import './focus.css'
import './layout.css'
import './lists.css'
import './action-card.css'
