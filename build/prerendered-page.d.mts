export interface PrerenderedPage {
  path: string
  search: readonly string[]
}

export function prerenderedPage<P extends PrerenderedPage, L extends string>(
  shell: string,
  page: P,
  options: { render: (page: P, language: L) => Promise<string>; languages: readonly L[]; base: string },
): Promise<string>
