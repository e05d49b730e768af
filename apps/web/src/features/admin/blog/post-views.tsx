import { useFormContext } from 'react-hook-form';
import { stripTags } from '@chhiwat/core';
import type { AdminPost } from './api.ts';
import type { PostFormValues, PostLanguage } from './post-form.ts';

/** The post as a reader will see it, in the chosen language (back-office.md §2.8, Preview). */
export function PostPreview({ language }: { language: PostLanguage }) {
  const { watch } = useFormContext<PostFormValues>();
  const values = watch();
  return (
    <article
      className="rounded-xl bg-white p-6 ring-1 ring-slate-200"
      dir={language === 'ar' ? 'rtl' : 'ltr'}
    >
      <h2 className="text-2xl font-bold">
        {values[`title_${language}`] || values.title_en || 'Untitled Post'}
      </h2>
      {values.image_url && (
        <img
          src={values.image_url}
          alt=""
          width={640}
          height={360}
          className="mt-3 aspect-video w-full rounded-lg object-cover"
        />
      )}
      <p className="mt-2 text-slate-600">{values[`excerpt_${language}`]}</p>
      {/* The editor's own output; the server sanitises it again when saved and when read. */}
      <div
        className="post-content mt-4"
        dangerouslySetInnerHTML={{ __html: values[`content_${language}`] ?? '' }}
      />
    </article>
  );
}

interface InfoProps {
  post: AdminPost | undefined;
  status: PostFormValues['status'];
  publishedAt: string | null;
}

/** 'Post Info': author, status, dates and the size of the English text. */
export function PostInfo({ post, status, publishedAt }: InfoProps) {
  const { watch } = useFormContext<PostFormValues>();
  const plain = stripTags(watch('content_en') ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  const when = (iso: string) => new Date(iso).toLocaleString('en-GB');
  return (
    <aside
      className="h-fit rounded-xl bg-white p-4 text-sm ring-1 ring-slate-200"
      aria-label="Post Info"
    >
      <h2 className="font-semibold">Post Info</h2>
      <dl className="mt-2 space-y-1">
        <dt className="text-slate-500">Author</dt>
        <dd>{post?.author ?? 'You'}</dd>
        <dt className="text-slate-500">Status</dt>
        <dd data-testid="post-status">{status}</dd>
        <dt className="text-slate-500">Created</dt>
        <dd>{post ? when(post.created_at) : 'Not saved yet'}</dd>
        {publishedAt && (
          <>
            <dt className="text-slate-500">Published</dt>
            <dd>{when(publishedAt)}</dd>
          </>
        )}
        <dt className="text-slate-500">English content</dt>
        <dd>
          {plain.length} characters · {plain ? plain.split(' ').length : 0} words
        </dd>
      </dl>
    </aside>
  );
}
