/**
 * What each theme custom property of the ui tokens (packages/ui/src/styles/tokens.css) does. The light and dark
 * values are read from that file by the generator; a `--cobro-*` property declared there without a line here (or a
 * line here for a property it does not declare) fails the generator.
 */
export const themeDocs: Record<`--cobro-${string}`, string> = {
  '--cobro-font': 'font family of everything',
  '--cobro-font-size': 'base font size',
  '--cobro-radius': 'corners of buttons, fields, menus, dialogs',
  '--cobro-focus-width': 'width of the focus outline',
  '--cobro-shadow': 'menus, dialogs, toasts',
  '--cobro-color-primary': 'primary buttons, selected tab, checkboxes',
  '--cobro-color-on-primary': 'text on primary buttons',
  '--cobro-color-focus': 'focus outline',
  '--cobro-color-surface': 'background of the element, fields, menus, dialogs',
  '--cobro-color-surface-2': 'read-only fields, skeleton highlight',
  '--cobro-color-surface-3': 'hover backgrounds, skeleton',
  '--cobro-color-text': 'text',
  '--cobro-color-text-muted': 'descriptions, hints',
  '--cobro-color-border': 'field and card borders',
  '--cobro-color-success': 'green badges, success toasts (text)',
  '--cobro-color-success-surface': 'green badges, success toasts (background)',
  '--cobro-color-warning': 'yellow badges, warnings (text)',
  '--cobro-color-warning-surface': 'yellow badges, warnings (background)',
  '--cobro-color-danger': 'red badges, errors, danger buttons (text)',
  '--cobro-color-danger-surface': 'red badges, errors, danger buttons (background)',
  '--cobro-color-info': 'blue badges, information (text)',
  '--cobro-color-info-surface': 'blue badges, information (background)',
  '--cobro-color-neutral': 'grey badges (text)',
  '--cobro-color-neutral-surface': 'grey badges (background)',
};
