import { forwardRef } from 'react';
import { Button, type ButtonProps } from './button';
import { classNames } from './class-names';
import { Icon, type IconName } from './icons';

export type IconButtonProps = Omit<ButtonProps, 'children' | 'aria-label'> & {
  icon: IconName;
  /** The accessible name: an icon alone says nothing to a screen reader, so it is required. */
  label: string;
};

export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { icon, label, variant = 'ghost', className, ...rest },
  ref,
) {
  return (
    <Button
      ref={ref}
      variant={variant}
      aria-label={label}
      title={label}
      className={classNames('button--icon', className)}
      {...rest}
    >
      <Icon name={icon} />
    </Button>
  );
});
