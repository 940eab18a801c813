// A dialog form's values and field errors, shared by the catalogue's forms (masters, studios):
// §5's rule that a field's error clears once that field is edited, and one line per text field.
import { useState } from 'react';
import { Input } from '../../components/input/input.tsx';

export interface TextFieldOptions {
  required?: boolean;
  type?: string;
  placeholder?: string;
  autoComplete?: string;
}

/**
 * `values` starts from `initial`; `change` sets a field and clears its error; `textField` draws an
 * Input for a string field with its label (' *' when required), value and error.
 */
export function useFormFields<Values extends object, Field extends string>(initial: () => Values) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const change = (field: keyof Values & string, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const rest: Partial<Record<Field, string>> = { ...current };
      delete rest[field as string as Field];
      return rest;
    });
  };

  const textField = (
    field: keyof Values & string,
    label: string,
    options: TextFieldOptions = {},
  ) => (
    <Input
      label={options.required ? `${label} *` : label}
      name={field}
      type={options.type ?? 'text'}
      placeholder={options.placeholder}
      autoComplete={options.autoComplete ?? 'off'}
      aria-required={options.required || undefined}
      value={String(values[field] ?? '')}
      error={errors[field as string as Field]}
      onChange={(event) => change(field, event.target.value)}
    />
  );

  return { values, errors, setErrors, change, textField };
}
