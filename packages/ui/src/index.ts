export { uiStyles } from './styles';
export { uiFormStyles } from './form-styles';
export { classNames } from './class-names';
export { adoptStyles, useAdoptedStyles } from './adopt-styles';
export { Icon, ICON_NAMES, type IconName } from './icons';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './button';
export { IconButton, type IconButtonProps } from './icon-button';
export { CheckboxFilter, type CheckboxFilterProps } from './checkbox-filter';
export { Menu, type MenuItem, type MenuProps } from './menu';
export { Badge, type BadgeTone } from './badge';
export { $toasts, DEFAULT_TOAST_DURATION, dismissToast, toast, type Toast, type ToastInput, type ToastTone } from './toast-store';
export { ToastRegion } from './toast-region';
export { Dialog, type DialogProps } from './dialog';
export { LoadingPlaceholder } from './loading-placeholder';
export { ErrorPlaceholder, type ErrorPlaceholderProps } from './error-placeholder';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { fieldAria, type FieldAria } from './field-aria';
export { TextField, type TextFieldProps } from './text-field';
export { MoneyField, type MoneyFieldProps } from './money-field';
export { DateField, type DateFieldProps } from './date-field';
export { PasswordField, type PasswordFieldProps } from './password-field';
export { SelectField, type SelectFieldProps, type SelectOption } from './select-field';
export { CheckboxField, type CheckboxFieldProps } from './checkbox-field';
export { Tabs, type TabItem, type TabsProps } from './tabs';
export { nextRovingIndex, type Orientation } from './roving-index';
export {
  DataTable,
  nextSort,
  selectAllState,
  toggleAll,
  toggleOne,
  type DataTableColumn,
  type DataTableProps,
  type DataTableSelection,
  type DataTableSort,
} from './data-table';
export { ErrorBoundary, type ErrorBoundaryProps } from './error-boundary';
export { CardForm, cardFormKind, type CardFailure, type CardFormHandle } from './card-form';
export { saveFile } from './save-file';
