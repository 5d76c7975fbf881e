import { Center, Loader } from '@mantine/core'
import { useT } from '../i18n'

/** The route guard's spinner while the user loads. */
export function FullPageLoader() {
  const t = useT()
  return (
    <Center mih="60vh" role="status" aria-live="polite" aria-label={t('common.loading')}>
      <Loader aria-hidden />
    </Center>
  )
}
