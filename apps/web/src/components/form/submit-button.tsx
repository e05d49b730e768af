import { useFormContext } from 'react-hook-form';

interface Props {
  label: string;
  /** Shown while the submit runs, e.g. "Saving...". */
  pendingLabel: string;
  disabled?: boolean;
  className?: string;
  /** For a form that is not a <form> element: a plain button that runs the submit itself. */
  onClick?: () => void;
}

/** Disabled while the form submits, so a second click or Enter cannot send it twice. */
export function SubmitButton({
  label,
  pendingLabel,
  disabled = false,
  className = '',
  onClick,
}: Props) {
  const { formState } = useFormContext();
  const pending = formState.isSubmitting;
  return (
    <button
      type={onClick ? 'button' : 'submit'}
      onClick={onClick}
      disabled={pending || disabled}
      aria-busy={pending}
      className={`rounded-lg bg-blue-700 px-4 py-2 font-semibold text-white disabled:opacity-60 ${className}`}
    >
      {pending ? pendingLabel : label}
    </button>
  );
}
