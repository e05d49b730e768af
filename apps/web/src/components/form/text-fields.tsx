import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { useFormContext } from 'react-hook-form';
import { Field, INPUT_CLASS } from './field.tsx';

interface Common {
  name: string;
  label: ReactNode;
  className?: string;
}

type InputProps = Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'className'>;

export function TextField({ name, label, className, ...input }: InputProps) {
  const { register } = useFormContext();
  return (
    <Field name={name} label={label} className={className}>
      {(control) => <input className={INPUT_CLASS} {...control} {...input} {...register(name)} />}
    </Field>
  );
}

type TextAreaProps = Common &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'className'>;

export function TextAreaField({ name, label, className, ...textarea }: TextAreaProps) {
  const { register } = useFormContext();
  return (
    <Field name={name} label={label} className={className}>
      {(control) => (
        <textarea className={INPUT_CLASS} {...control} {...textarea} {...register(name)} />
      )}
    </Field>
  );
}

/** A whole number; an empty or unreadable entry counts as 0 (back-office.md §5). */
export function NumberField({ name, label, className, ...input }: InputProps) {
  const { register } = useFormContext();
  const asInteger = (value: unknown) => Number.parseInt(String(value), 10) || 0;
  return (
    <Field name={name} label={label} className={className}>
      {(control) => (
        <input
          type="number"
          className={INPUT_CLASS}
          {...input}
          {...control}
          {...register(name, { setValueAs: asInteger })}
        />
      )}
    </Field>
  );
}

/**
 * A decimal number (grams, kcal, a density). Left empty it is `undefined`, or `null` where the
 * field may say "none"; anything else is the number it reads as, and the schema names a non-number.
 */
export function DecimalField({
  name,
  label,
  className,
  empty = 'undefined',
  ...input
}: InputProps & { empty?: 'undefined' | 'null' }) {
  const { register } = useFormContext();
  const asDecimal = (value: unknown) =>
    value === '' || value === null || value === undefined
      ? empty === 'null'
        ? null
        : undefined
      : Number(value);
  return (
    <Field name={name} label={label} className={className}>
      {(control) => (
        <input
          type="number"
          step="any"
          inputMode="decimal"
          className={INPUT_CLASS}
          {...input}
          {...control}
          {...register(name, { setValueAs: asDecimal })}
        />
      )}
    </Field>
  );
}

export function SelectField({
  name,
  label,
  className,
  children,
}: Common & { children: ReactNode }) {
  const { register } = useFormContext();
  return (
    <Field name={name} label={label} className={className}>
      {(control) => (
        <select className={INPUT_CLASS} {...control} {...register(name)}>
          {children}
        </select>
      )}
    </Field>
  );
}
