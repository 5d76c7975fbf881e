/** Hands the browser a file to save (a pass's PNG, an .ics event), as a download link would. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.click()
  // Kept a minute: Safari on an iPhone first asks whether to download or view the file, and a
  // resident who answers later than the file's address lives gets nothing, and no message.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
