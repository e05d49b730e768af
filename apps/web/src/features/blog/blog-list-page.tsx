import { useTranslationWith } from '../../i18n/index.ts';
import { Link } from '../../router/index.ts';
import { publicPaths } from '@chhiwat/core';
import { PageHeading } from '../../components/page-title.tsx';
import { loadErrorText } from '../../lib/load-error.ts';
import { usePosts } from './api.ts';
import { usePostText } from './use-post-text.ts';

/** /blog: published posts, newest first, in the current language. */
export default function BlogListPage() {
  const { t, ready } = useTranslationWith('blog');
  const posts = usePosts();
  const { text, category, date } = usePostText();
  if (!ready) return <p className="p-10 text-center text-stone-600">{t('loading')}</p>;
  return (
    <>
      <PageHeading title={t('blog.title')} subtitle={t('blog.subtitle')} />
      <div className="mx-auto max-w-4xl px-4 py-8">
        {posts.isPending && <p className="text-stone-600">{t('loading')}</p>}
        {posts.isError && <p role="alert">{loadErrorText(t, posts.error, 'blog.loadError')}</p>}
        {posts.data && posts.data.posts.length === 0 && (
          <p className="text-stone-700">{t('blog.empty')}</p>
        )}
        <ul className="space-y-6" data-testid="post-list">
          {posts.data?.posts.map((post) => (
            <li key={post.slug} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200">
              {post.category && (
                <p className="text-sm font-semibold text-saffron-800">
                  <span aria-hidden="true">{post.category_icon} </span>
                  {category(post)}
                </p>
              )}
              <h2 className="mt-1 text-2xl font-bold">
                <Link to={publicPaths.blogPost(post.slug)} className="hover:underline">
                  {text(post, 'title')}
                </Link>
              </h2>
              <p className="mt-1 text-sm text-stone-600">
                {t('blog.publishedOn', { date: date(post.published_at) })}
              </p>
              <p className="mt-3 text-stone-700">{text(post, 'excerpt')}</p>
              <Link
                to={publicPaths.blogPost(post.slug)}
                className="mt-3 inline-block font-semibold text-saffron-800 hover:underline"
                aria-label={`${t('blog.readMore')}: ${text(post, 'title')}`}
              >
                {t('blog.readMore')}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
