import { Controller, useFormContext } from 'react-hook-form';
import { keepCaseTags } from '@chhiwat/core';
import { Field, INPUT_CLASS } from '../../../components/form/field.tsx';
import { TagsField } from '../../../components/form/tags-field.tsx';
import { TextAreaField, TextField } from '../../../components/form/text-fields.tsx';
import { useBlogCategories } from './api.ts';
import { POST_LANGUAGES, type PostFormValues, type PostLanguage } from './post-form.ts';
import { RichTextEditor } from './rich-text-editor.tsx';

type PickImage = () => Promise<string | undefined>;

/** Title, excerpt and rich-text content of one language; Arabic is typed right to left. */
export function PostContentFields({
  language,
  pickImage,
}: {
  language: PostLanguage;
  pickImage: PickImage;
}) {
  const { control } = useFormContext<PostFormValues>();
  const { code, label, dir } = POST_LANGUAGES.find((l) => l.code === language) ?? POST_LANGUAGES[0];
  return (
    <div key={code} className="space-y-3">
      <TextField name={`title_${code}`} label={`Title (${label})`} dir={dir} lang={code} />
      <TextAreaField
        name={`excerpt_${code}`}
        label={`Excerpt (${label})`}
        dir={dir}
        lang={code}
        rows={3}
      />
      <Controller
        control={control}
        name={`content_${code}`}
        render={({ field, fieldState }) => (
          <div>
            <RichTextEditor
              value={field.value ?? ''}
              onChange={field.onChange}
              focusRef={field.ref}
              dir={dir}
              label={`Content (${label})`}
              onPickImage={pickImage}
            />
            {fieldState.error && (
              <p className="mt-1 text-xs text-red-700" data-testid={`error-content_${code}`}>
                {fieldState.error.message}
              </p>
            )}
          </div>
        )}
      />
    </div>
  );
}

/** 'Post Settings': featured image, category, tags and the publish date (back-office.md §2.8). */
export function PostSettingsFields({
  creating,
  pickImage,
}: {
  creating: boolean;
  pickImage: PickImage;
}) {
  const { watch, setValue, register } = useFormContext<PostFormValues>();
  const categories = useBlogCategories();
  const imageUrl = watch('image_url');
  const publishedAt = watch('published_at');
  const setImage = (url: string) => setValue('image_url', url, { shouldDirty: true });
  const setPublishedAt = (iso: string | null) =>
    setValue('published_at', iso, { shouldDirty: true });
  return (
    <div className="space-y-3">
      <h2 className="font-semibold">Post Settings</h2>
      <div className="text-sm">
        <p className="font-medium">Featured image</p>
        {imageUrl && (
          <img
            src={imageUrl}
            alt=""
            width={240}
            height={160}
            className="mt-1 h-40 w-60 rounded-lg object-cover"
          />
        )}
        <div className="mt-1 flex gap-2">
          <button
            type="button"
            onClick={() => void pickImage().then((url) => url && setImage(url))}
            className="rounded-lg border border-slate-300 px-3 py-1.5"
          >
            Choose from library
          </button>
          {imageUrl && (
            <button type="button" onClick={() => setImage('')} className="text-red-700">
              Remove
            </button>
          )}
        </div>
      </div>
      <Field name="category" label="Category (pick one or type a slug)">
        {(control) => (
          <>
            <input
              className={INPUT_CLASS}
              list="blog-category-list"
              {...control}
              {...register('category')}
            />
            <datalist id="blog-category-list">
              {categories.data?.categories.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.name_en}
                </option>
              ))}
            </datalist>
          </>
        )}
      </Field>
      {/* a comma adds a tag too on the new-post screen (back-office.md §5) */}
      <TagsField
        name="tags"
        label="Tags (Enter adds)"
        normalise={keepCaseTags}
        commaAdds={creating}
      />
      <Field name="published_at" label="Publish date">
        {(control) => (
          <input
            type="datetime-local"
            className={INPUT_CLASS}
            {...control}
            value={publishedAt ? localDateTime(publishedAt) : ''}
            onChange={(event) =>
              setPublishedAt(event.target.value ? new Date(event.target.value).toISOString() : null)
            }
          />
        )}
      </Field>
    </div>
  );
}

/** An ISO instant as a datetime-local value, in the admin's own time zone. */
export function localDateTime(iso: string): string {
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}
