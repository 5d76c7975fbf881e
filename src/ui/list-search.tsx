import { CloseButton, TextInput } from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { IconSearch } from '@tabler/icons-react'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useMemo, useRef, useState } from 'react'
import { useT } from '../i18n'
import type { ListSearchParam, ListSearchValues } from './list-search-params'

/**
 * The rows whose text (any of it) contains every word typed, ignoring case and accents. Each row's
 * text is folded once per list (and per language, which its text may be in), not at every
 * keystroke: a long list (the large seed has 1,000 visitors) is then only compared as one types.
 */
export function useFilteredList<T>(rows: readonly T[] | undefined, needle: string, text: (row: T) => readonly (string | null | undefined)[]): readonly T[] | undefined {
  // The language's translate: a row's text may hold words in it (a category, a service type).
  const t = useT()
  // eslint-disable-next-line react-hooks/exhaustive-deps -- folded again when the language changes (t)
  const folded = useMemo(() => rows?.map((row) => fold(text(row).filter(Boolean).join(' '))), [rows, text, t])
  return useMemo(() => {
    const words = fold(needle).split(/\s+/).filter(Boolean)
    if (!rows || !folded || words.length === 0) return rows
    return rows.filter((_, i) => words.every((w) => folded[i]!.includes(w)))
  }, [rows, folded, needle])
}

/**
 * Letters that decomposing leaves whole, as a keyboard without them types them (Søren found by
 * 'soren'), and the typographic apostrophe a tablet types, as the straight one (O’Brien, O'Brien).
 */
const PLAIN: Record<string, string> = { ø: 'o', ł: 'l', đ: 'd', ß: 'ss', æ: 'ae', œ: 'oe', ı: 'i', þ: 'th', '’': "'", '‘': "'" }

function fold(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[øłđßæœıþ’‘]/g, (c) => PLAIN[c] ?? c)
}

/**
 * One list's search text: what the user types filters at once; the URL follows a moment later
 * (replacing the entry, so Back leaves the screen instead of stepping through keystrokes).
 */
export function useListSearch(param: ListSearchParam): [string, (next: string) => void] {
  const fromUrl = useSearch({
    strict: false,
    select: (s: ListSearchValues) => s[param] ?? '',
  })
  const navigate = useNavigate()
  const [text, setText] = useState(fromUrl)
  // What this field last wrote to the URL, and the URL's text at the last render: a change of the
  // URL that is not our own write (Back, a link) replaces the text (render-time sync, no effect).
  const [written, setWritten] = useState(fromUrl)
  const [lastUrl, setLastUrl] = useState(fromUrl)
  if (fromUrl !== lastUrl) {
    setLastUrl(fromUrl)
    if (fromUrl !== written) {
      setWritten(fromUrl)
      setText(fromUrl)
    }
  }
  const writeUrl = useDebouncedCallback((next: string) => {
    setWritten(next)
    void navigate({
      to: '.',
      search: (prev) => ({ ...prev, [param]: next || undefined }),
      replace: true,
    })
  }, 300)
  return [
    text,
    (next) => {
      setText(next)
      writeUrl(next)
    },
  ]
}

/** The search field of a list: filters as you type; Escape or the clear button empties it. */
export function ListSearchField({ value, onChange, label }: { value: string; onChange: (next: string) => void; label: string }) {
  const t = useT()
  const input = useRef<HTMLInputElement>(null)
  // The clear button goes with the text: the keyboard goes back to the field, to type another search.
  const clear = () => {
    onChange('')
    input.current?.focus()
  }
  return (
    <TextInput
      ref={input}
      type="search"
      size="sm"
      mb="sm"
      placeholder={t('search.placeholder')}
      aria-label={label}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && value) {
          e.stopPropagation()
          onChange('')
        }
      }}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={value ? <CloseButton size="md" aria-label={t('search.clear', { search: label.toLowerCase() })} onClick={clear} /> : null}
    />
  )
}
