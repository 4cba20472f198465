/** Joins the truthy class names: components compose their modifier classes (`button button--primary`) with it. */
export function classNames(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
