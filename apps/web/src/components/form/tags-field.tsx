import { useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { INPUT_CLASS } from './field.tsx';

interface Props {
  name: string;
  label: string;
  /** The list after a tag is added: the form's own rule (trimmed, unique, maybe lower-cased). */
  normalise: (tags: readonly string[]) => string[];
  /** A comma adds the tag too, as Enter does. */
  commaAdds?: boolean;
  testId?: string;
}

/** A list of tags typed one by one: Enter adds, each chip removes itself (back-office.md §5). */
export function TagsField({ name, label, normalise, commaAdds = false, testId }: Props) {
  const { watch, setValue } = useFormContext();
  const id = useId();
  const [typed, setTyped] = useState('');
  const tags = (watch(name) as string[] | undefined) ?? [];
  const change = (next: string[]) => setValue(name, next, { shouldDirty: true });
  return (
    <div className="text-sm">
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      <input
        id={id}
        className={INPUT_CLASS}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' && !(commaAdds && event.key === ',')) return;
          event.preventDefault();
          change(normalise([...tags, typed]));
          setTyped('');
        }}
        data-testid={testId}
      />
      <div className="mt-2 flex flex-wrap gap-1">
        {tags.map((tag) => (
          <button
            key={tag}
            type="button"
            onClick={() => change(tags.filter((other) => other !== tag))}
            className="rounded-full bg-slate-100 px-2 py-0.5 text-xs"
            aria-label={`Remove tag ${tag}`}
          >
            {tag} ×
          </button>
        ))}
      </div>
    </div>
  );
}
