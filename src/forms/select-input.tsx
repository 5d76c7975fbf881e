// Mantine's Select (and the floating-ui it needs) loads only with the first form that has one,
// not with the sign-in screens.
export { Select as default } from '@mantine/core'
