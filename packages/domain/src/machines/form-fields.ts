// The forms' field editing, shared by the machines that hold one: typing into a field clears its error.

export interface FormFields<Field extends string, ErrorField extends string = Field> {
  values: Record<Field, string>;
  fieldErrors: Partial<Record<ErrorField, string>>;
}

/** The form with `field` set to `value` and that field's error, if any, dropped. */
export function editField<Field extends string, ErrorField extends string>(
  form: FormFields<Field, ErrorField>,
  field: Field,
  value: string,
): FormFields<Field, ErrorField> {
  const fieldErrors = { ...form.fieldErrors };
  delete fieldErrors[field as string as ErrorField];
  return { values: { ...form.values, [field]: value }, fieldErrors };
}
