import { useId } from 'react';

export interface SwitchProps {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId: string;
}

/** An on/off setting: a button with role="switch", its whole row clickable. */
export function Switch({ label, hint, checked, onChange, testId }: SwitchProps) {
  const id = useId();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={`${id}-label`}
      aria-describedby={hint ? `${id}-hint` : undefined}
      onClick={() => onChange(!checked)}
      className="flex min-h-14 w-full items-center gap-3 px-4 py-3 text-start hover:bg-sand-50 focus-visible:outline-3 focus-visible:outline-saffron-500"
      data-testid={testId}
    >
      <span className="flex-1">
        <span id={`${id}-label`} className="block font-semibold">
          {label}
        </span>
        {hint && (
          <span id={`${id}-hint`} className="block text-sm text-stone-600">
            {hint}
          </span>
        )}
      </span>
      <span
        aria-hidden="true"
        className={`relative h-7 w-12 shrink-0 rounded-full transition-colors ${checked ? 'bg-mint-700' : 'bg-stone-400'}`}
      >
        <span
          className={`absolute top-1 size-5 rounded-full bg-white shadow transition-all ${checked ? 'start-6' : 'start-1'}`}
        />
      </span>
    </button>
  );
}
