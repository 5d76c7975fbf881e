// Mantine's styles whole (every component the app renders has its CSS; one file, cached), then ours.
import '@mantine/core/styles.css'
import './focus.css'
