import { type FieldValues, type Path, useController } from 'react-hook-form';
import { Switch, type SwitchProps } from './switch';

/*
 * Apart from form.tsx: the sign-in's forms load form.tsx with the sign-in, and have no switch
 * (docs/decisions/0058-the-attendees-first-minutes.md).
 */

type FormSwitchProps<T extends FieldValues> = Omit<SwitchProps, 'checked' | 'onChange'> & {
  name: Path<T>;
  /** Called after the field took the new value. */
  onChange?: (checked: boolean) => void;
};

/** An on/off setting of the surrounding Form: a Switch holding the boolean field `name`. */
export function FormSwitch<T extends FieldValues = FieldValues>({
  name,
  onChange,
  ...props
}: FormSwitchProps<T>) {
  const { field } = useController<T>({ name });
  return (
    <Switch
      {...props}
      checked={field.value === true}
      onChange={(checked) => {
        field.onChange(checked);
        onChange?.(checked);
      }}
    />
  );
}
