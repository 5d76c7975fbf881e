import { Center, Loader } from '@mantine/core'

/** The route guard's spinner while the user loads. */
export function FullPageLoader() {
  return (
    <Center mih="60vh" role="status" aria-live="polite" aria-label="Loading">
      <Loader aria-hidden />
    </Center>
  )
}
