// Text input with its field frame (label, hint, error); the frame and state logic are reused by the other fields.
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { clsx } from 'clsx';
import * as styles from './input.css.ts';

export const inputStates = ['default', 'error', 'success', 'disabled'] as const;
export type InputState = (typeof inputStates)[number];

export const inputVariants = cva(styles.control, {
  variants: { state: styles.state },
  defaultVariants: { state: 'default' },
});

export const fieldMessageVariants = cva(styles.message, {
  variants: { state: styles.messageTone },
  defaultVariants: { state: 'default' },
});

/** The props every form field shares. */
export type FieldProps = {
  /** Visible label, bound to the control. Without it pass `aria-label`. */
  label?: ReactNode;
  /** Help text under the control, read as its description. */
  hint?: ReactNode;
  /** Error text: puts the field in the error state and replaces the hint. */
  error?: ReactNode;
};

/**
 * Which state a field shows. Disabled wins (nothing can be fixed in a disabled field); error text
 * implies the error state, so callers only have to pass the message.
 */
export function resolveFieldState({
  state,
  error,
  disabled,
}: {
  state?: InputState | null;
  error?: ReactNode;
  disabled?: boolean;
}): { state: InputState; invalid: boolean; disabled: boolean } {
  const invalid = hasContent(error) || state === 'error';
  if (disabled || state === 'disabled') return { state: 'disabled', invalid, disabled: true };
  return { state: invalid ? 'error' : (state ?? 'default'), invalid, disabled: false };
}

/** Whether a label or message slot has something to render. */
export function hasContent(node: ReactNode) {
  return node !== undefined && node !== null && node !== false && node !== '';
}

/** Ids that tie the label and messages to the control; a caller's `id` is kept. */
export function useFieldIds(id?: string) {
  const generated = useId();
  const controlId = id ?? generated;
  return {
    controlId,
    labelId: `${controlId}-label`,
    messageId: `${controlId}-message`,
  };
}

/** Joins description ids, skipping empty ones; undefined when nothing describes the control. */
export function describedBy(...ids: (string | false | null | undefined)[]) {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

export type FieldFrameProps = FieldProps & {
  state: InputState;
  ids: ReturnType<typeof useFieldIds>;
  /** Render the label as plain text (for controls a <label for> cannot name, e.g. a group). */
  labelAs?: 'label' | 'span';
  /** Extra content at the end of the message row (the textarea's counter). */
  aside?: ReactNode;
  slot: string;
  className?: string;
  children: ReactNode;
};

/** Label, control and message row; the message id is only rendered when there is a message. */
export function FieldFrame({
  label,
  hint,
  error,
  state,
  ids,
  labelAs = 'label',
  aside,
  slot,
  className,
  children,
}: FieldFrameProps) {
  const message = hasContent(error) ? error : hint;
  const Label = labelAs;
  return (
    <div data-slot={slot} data-state={state} className={clsx(styles.field, className)}>
      {hasContent(label) && (
        <Label
          id={ids.labelId}
          htmlFor={labelAs === 'label' ? ids.controlId : undefined}
          className={styles.label}
        >
          {label}
        </Label>
      )}
      {children}
      {(hasContent(message) || hasContent(aside)) && (
        <div className={styles.footer}>
          {hasContent(message) && (
            <p id={ids.messageId} className={fieldMessageVariants({ state })}>
              {message}
            </p>
          )}
          {aside}
        </div>
      )}
    </div>
  );
}

/** Whether the frame will render a message, so the control can point aria-describedby at it. */
export function fieldMessageId(ids: ReturnType<typeof useFieldIds>, { hint, error }: FieldProps) {
  return hasContent(error) || hasContent(hint) ? ids.messageId : undefined;
}

export type InputProps = ComponentProps<'input'> & VariantProps<typeof inputVariants> & FieldProps;

export function Input({
  label,
  hint,
  error,
  state: stateProp,
  disabled: disabledProp,
  id,
  className,
  'aria-describedby': ariaDescribedBy,
  ...props
}: InputProps) {
  const ids = useFieldIds(id);
  const { state, invalid, disabled } = resolveFieldState({
    state: stateProp,
    error,
    disabled: disabledProp,
  });
  return (
    <FieldFrame slot="input" label={label} hint={hint} error={error} state={state} ids={ids}>
      <input
        id={ids.controlId}
        data-slot="input-control"
        className={clsx(inputVariants({ state }), className)}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(fieldMessageId(ids, { hint, error }), ariaDescribedBy)}
        {...props}
      />
    </FieldFrame>
  );
}
