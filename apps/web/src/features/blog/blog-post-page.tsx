import { useTranslationWith } from '../../i18n/index.ts';
import { Link, useParams } from '../../router/index.ts';
import { publicPaths } from '@chhiwat/core';
import { usePageTitle } from '../../components/page-title.tsx';
import { loadErrorText } from '../../lib/load-error.ts';
import { NotFound } from '../../components/not-found.tsx';
import { usePost } from './api.ts';
import { usePostText } from './use-post-text.ts';

/** /blog/{slug}: a published post; drafts and unknown slugs are the 404 page. */
export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const { t, ready } = useTranslationWith('blog');
  const post = usePost(slug);
  const { text, category, date, language } = usePostText();
  usePageTitle(post.data ? text(post.data, 'title') : undefined);

  if (post.isPending || !ready)
    return <p className="p-10 text-center text-stone-600">{t('loading')}</p>;
  if (post.isError) {
    if ('status' in post.error && post.error.status === 404) return <NotFound />;
    return (
      <p role="alert" className="p-10 text-center">
        {loadErrorText(t, post.error, 'blog.loadError')}
      </p>
    );
  }
  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      <Link to={publicPaths.blog} className="font-semibold text-saffron-800 hover:underline">
        {t('blog.back')}
      </Link>
      {post.data.category && (
        <p className="mt-6 text-sm font-semibold text-saffron-800">{category(post.data)}</p>
      )}
      <h1 className="mt-1 text-3xl font-bold">{text(post.data, 'title')}</h1>
      <p className="mt-2 text-sm text-stone-600">
        {t('blog.publishedOn', { date: date(post.data.published_at) })}
      </p>
      {/* Sanitised by the server when saved and again when served (allow-list of tags). */}
      <div
        className="post-content mt-8"
        lang={post.data[`content_${language}`] ? language : 'en'}
        dangerouslySetInnerHTML={{ __html: text(post.data, 'content') }}
        data-testid="post-content"
      />
    </article>
  );
}
