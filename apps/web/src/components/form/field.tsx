import { useId, type ReactNode } from 'react';
import { get, useFormContext, type FieldError } from 'react-hook-form';

/** The ids and ARIA a control needs to be named by its label and described by its message. */
export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/** The message of one field, or undefined (works for nested names like "tags.0"). */
export function useFieldError(name: string): string | undefined {
  const { formState } = useFormContext();
  return (get(formState.errors, name) as FieldError | undefined)?.message;
}

export const INPUT_CLASS =
  'mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 aria-[invalid=true]:border-red-600';

interface FieldProps {
  name: string;
  label: ReactNode;
  className?: string;
  /** Renders the control with the label's id and the message's ARIA. */
  children: (control: ControlProps) => ReactNode;
}

/** A label, its control and the field's message under it (back-office.md §5). */
export function Field({ name, label, className = '', children }: FieldProps) {
  const id = useId();
  const message = useFieldError(name);
  const messageId = `${id}-message`;
  return (
    <div className={`text-sm ${className}`}>
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(message),
        'aria-describedby': message ? messageId : undefined,
      })}
      {message && (
        <p id={messageId} className="mt-1 text-xs text-red-700" data-testid={`error-${name}`}>
          {message}
        </p>
      )}
    </div>
  );
}
