import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { blogPostInputSchema, publishProblem, stripTags } from '@chhiwat/core';
import { Dialog, DialogCloseButton } from '../../../components/ui/dialog.tsx';
import { TabPanel, Tabs } from '../../../components/ui/tabs.tsx';
import { useToasts } from '../../../components/ui/toasts.tsx';
import { ApiError, apiGet, apiSend } from '../../../lib/api.ts';
import type { AdminPost } from './api.ts';
import { useBlogCategories } from './api.ts';
import { ImageLibrary } from './image-library.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';

const VIEWS = ['content', 'settings', 'preview'] as const;

const LANGUAGES = [
  ['en', 'English', 'ltr'],
  ['fr', 'Français', 'ltr'],
  ['ar', 'العربية', 'rtl'],
] as const;
type Lang = (typeof LANGUAGES)[number][0];

interface Draft {
  slug: string;
  title_en: string;
  title_fr: string;
  title_ar: string;
  excerpt_en: string;
  excerpt_fr: string;
  excerpt_ar: string;
  content_en: string;
  content_fr: string;
  content_ar: string;
  image_url: string;
  category: string;
  tags: string[];
  status: 'draft' | 'published';
  published_at: string | null;
}

/** The button that moves a post to the other status, by the status it has now. */
const STATUS_SWITCH = {
  published: {
    to: 'draft',
    label: 'Unpublish',
    success: 'Post unpublished successfully!',
    failure: 'Failed to update post status',
    className: 'rounded-lg border border-slate-300 px-3 py-2',
  },
  draft: {
    to: 'published',
    label: 'Publish',
    success: 'Post published successfully!',
    failure: 'Failed to publish post',
    className: 'rounded-lg bg-emerald-700 px-3 py-2 font-semibold text-white',
  },
} as const;

const EMPTY: Draft = {
  slug: '',
  title_en: '',
  title_fr: '',
  title_ar: '',
  excerpt_en: '',
  excerpt_fr: '',
  excerpt_ar: '',
  content_en: '',
  content_fr: '',
  content_ar: '',
  image_url: '',
  category: '',
  tags: [],
  status: 'draft',
  published_at: null,
};
const fromPost = (post: AdminPost): Draft => ({
  slug: post.slug,
  title_en: post.title_en,
  title_fr: post.title_fr,
  title_ar: post.title_ar,
  excerpt_en: post.excerpt_en,
  excerpt_fr: post.excerpt_fr,
  excerpt_ar: post.excerpt_ar,
  content_en: post.content_en,
  content_fr: post.content_fr,
  content_ar: post.content_ar,
  image_url: post.image_url ?? '',
  category: post.category ?? '',
  tags: post.tags,
  status: post.status,
  published_at: post.published_at,
});

/** The new-post and edit-post screens (back-office.md §2.8, §4 Blog post). */
export function PostEditorPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const [post, setPost] = useState<AdminPost>();
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    if (!id) return;
    apiGet<{ post: AdminPost }>(`/api/admin/blog/posts/${id}`).then(
      (body) => setPost(body.post),
      () => setMissing(true),
    );
  }, [id]);
  useEffect(() => {
    if (!missing) return;
    const timer = setTimeout(() => void navigate('/admin/blog'), 3000);
    return () => clearTimeout(timer);
  }, [missing, navigate]);
  if (missing)
    return (
      <section className="space-y-2">
        <h1 className="text-2xl font-bold">Post Not Found</h1>
        <p className="text-slate-600">This post does not exist. Taking you back to the blog…</p>
      </section>
    );
  if (id && !post) return <p className="text-slate-600">Loading post…</p>;
  return <PostEditor key={post?.id ?? 'new'} post={post} />;
}

function PostEditor({ post }: { post?: AdminPost | undefined }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const categories = useBlogCategories();
  const { show } = useToasts();
  const [saved, setSaved] = useState<Draft>(post ? fromPost(post) : EMPTY);
  const [draft, setDraft] = useState<Draft>(saved);
  const [tab, setTab] = useState<(typeof VIEWS)[number]>('content');
  const [language, setLanguage] = useState<Lang>('en');
  const [lastSaved, setLastSaved] = useState<Date>();
  const [autoSaving, setAutoSaving] = useState(false);
  const [picking, setPicking] = useState<(url: string) => void>();
  const [tag, setTag] = useState('');
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const persist = useCallback(
    async (next: Draft): Promise<AdminPost['id'] | undefined> => {
      const body = { ...next, category: next.category || null };
      if (post) {
        await apiSend('PUT', `/api/admin/blog/posts/${post.id}`, body);
        return post.id;
      }
      const created = await apiSend<{ post: { id: number } }>(
        'POST',
        '/api/admin/blog/posts',
        body,
      );
      return created.post.id;
    },
    [post],
  );

  const save = async (status: Draft['status'], success: string, failure: string) => {
    const next = {
      ...draft,
      status,
      published_at: status === 'draft' && saved.status === 'published' ? null : draft.published_at,
    };
    if (!next.title_en.trim())
      return show({
        kind: 'error',
        text:
          status === 'published'
            ? 'Please enter a title before publishing'
            : 'Please enter a title before saving',
      });
    if (status === 'published' && saved.status !== 'published') {
      const problem = publishProblem(next);
      if (problem) return show({ kind: 'error', text: problem });
    }
    const checked = blogPostInputSchema.safeParse({ ...next, category: next.category || null });
    if (!checked.success)
      return show({ kind: 'error', text: checked.error.issues[0]?.message ?? failure });
    try {
      const id = await persist(next);
      setSaved(next);
      setDraft(next);
      setLastSaved(new Date());
      show({ kind: 'success', text: success });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'posts'] });
      if (!post && status === 'draft')
        setTimeout(() => void navigate(`/admin/blog/edit/${id}`), 1000);
      if (status === 'published' && saved.status !== 'published')
        setTimeout(() => void navigate('/admin/blog'), 1500);
    } catch (error) {
      show({ kind: 'error', text: error instanceof ApiError ? error.message : failure });
    }
  };

  // The edit screen saves a changed draft every 30 seconds.
  const latest = useRef({ draft, dirty, saved });
  useEffect(() => {
    latest.current = { draft, dirty, saved };
  });
  useEffect(() => {
    if (!post) return;
    const timer = setInterval(() => {
      const { draft: current, dirty: changed, saved: stored } = latest.current;
      if (!changed || !current.title_en.trim() || stored.status === 'published') return;
      setAutoSaving(true);
      persist(current)
        .then(() => {
          setSaved(current);
          setLastSaved(new Date());
        })
        .catch(() => undefined)
        .finally(() => setAutoSaving(false));
    }, 30_000);
    return () => clearInterval(timer);
  }, [post, persist]);

  const remove = async () => {
    if (!post || !window.confirm('Delete this post? This action cannot be undone.')) return;
    try {
      await apiSend('DELETE', `/api/admin/blog/posts/${post.id}`);
      show({ kind: 'success', text: 'Post deleted successfully!' });
      setTimeout(() => void navigate('/admin/blog'), 1000);
    } catch {
      show({ kind: 'error', text: 'Failed to delete post' });
    }
  };

  const plain = stripTags(draft.content_en).replace(/\s+/g, ' ').trim();
  const input = 'mt-1 w-full rounded-lg border border-slate-300 px-3 py-2';
  const pickImage = () =>
    new Promise<string | undefined>((resolve) =>
      setPicking(() => (url: string) => (resolve(url), setPicking(undefined))),
    );

  const statusSwitch = STATUS_SWITCH[saved.status];
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{post ? 'Edit Post' : 'New Post'}</h1>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-slate-500" data-testid="save-state">
            {autoSaving
              ? 'Auto-saving...'
              : dirty
                ? 'Unsaved changes'
                : lastSaved
                  ? `Last saved: ${lastSaved.toLocaleTimeString('en-GB')}`
                  : ''}
          </span>
          <button
            type="button"
            disabled={!dirty && Boolean(post)}
            onClick={() =>
              void save(
                saved.status,
                saved.status === 'published'
                  ? 'Changes saved successfully!'
                  : 'Draft saved successfully!',
                saved.status === 'published' ? 'Failed to save changes' : 'Failed to save draft',
              )
            }
            className="rounded-lg border border-slate-300 px-3 py-2 disabled:opacity-50"
          >
            {saved.status === 'published' ? 'Save' : 'Save Draft'}
          </button>
          <button
            type="button"
            onClick={() => void save(statusSwitch.to, statusSwitch.success, statusSwitch.failure)}
            className={statusSwitch.className}
          >
            {statusSwitch.label}
          </button>
          {post && (
            <button
              type="button"
              onClick={() => void remove()}
              className="rounded-lg px-3 py-2 text-red-700 hover:bg-red-50"
            >
              Delete
            </button>
          )}
        </div>
      </div>
      <Tabs
        tabs={VIEWS.map((name) => ({
          value: name,
          label: <span className="capitalize">{name}</span>,
        }))}
        value={tab}
        onValueChange={setTab}
        label="Post views"
      >
        <div className="grid gap-4 lg:grid-cols-[1fr_16rem]">
          <div className="space-y-3">
            {tab !== 'settings' && (
              <div className="flex gap-2" role="group" aria-label="Language">
                {LANGUAGES.map(([code, label]) => (
                  <button
                    key={code}
                    type="button"
                    aria-pressed={language === code}
                    onClick={() => setLanguage(code)}
                    className={`rounded-full px-3 py-1 text-sm ${language === code ? 'bg-slate-800 text-white' : 'bg-white ring-1 ring-slate-200'}`}
                  >
                    {label}
                  </button>
                ))}
              </div>
            )}
            <TabPanel value="content">
              {LANGUAGES.filter(([code]) => code === language).map(([code, label, dir]) => (
                <div key={code} className="space-y-3">
                  <label className="block text-sm font-medium">
                    Title ({label})
                    <input
                      className={input}
                      dir={dir}
                      name={`title_${code}`}
                      value={draft[`title_${code}`]}
                      onChange={(e) => set(`title_${code}`, e.target.value)}
                    />
                  </label>
                  <label className="block text-sm font-medium">
                    Excerpt ({label})
                    <textarea
                      className={input}
                      dir={dir}
                      rows={3}
                      name={`excerpt_${code}`}
                      value={draft[`excerpt_${code}`]}
                      onChange={(e) => set(`excerpt_${code}`, e.target.value)}
                    />
                  </label>
                  <RichTextEditor
                    value={draft[`content_${code}`]}
                    onChange={(html) => set(`content_${code}`, html)}
                    dir={dir}
                    label={`Content (${label})`}
                    onPickImage={pickImage}
                  />
                </div>
              ))}
            </TabPanel>
            <TabPanel value="preview">
              <article
                className="rounded-xl bg-white p-6 ring-1 ring-slate-200"
                dir={language === 'ar' ? 'rtl' : 'ltr'}
              >
                <h2 className="text-2xl font-bold">
                  {draft[`title_${language}`] || draft.title_en}
                </h2>
                <p className="mt-2 text-slate-600">{draft[`excerpt_${language}`]}</p>
                {/* The editor's own output; the server sanitises it again when saved and when read. */}
                <div
                  className="post-content mt-4"
                  dangerouslySetInnerHTML={{ __html: draft[`content_${language}`] }}
                />
              </article>
            </TabPanel>
            <TabPanel value="settings" className="space-y-3">
              <div>
                <p className="text-sm font-medium">Featured image</p>
                {draft.image_url && (
                  <img
                    src={draft.image_url}
                    alt=""
                    width={240}
                    height={160}
                    className="mt-1 h-40 w-60 rounded-lg object-cover"
                  />
                )}
                <div className="mt-1 flex gap-2">
                  <button
                    type="button"
                    onClick={() => void pickImage().then((url) => url && set('image_url', url))}
                    className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm"
                  >
                    Choose from library
                  </button>
                  {draft.image_url && (
                    <button
                      type="button"
                      onClick={() => set('image_url', '')}
                      className="text-sm text-red-700"
                    >
                      Remove
                    </button>
                  )}
                </div>
              </div>
              <label className="block text-sm font-medium">
                Category (pick one or type a slug)
                <input
                  className={input}
                  list="blog-category-list"
                  name="category"
                  value={draft.category}
                  onChange={(e) => set('category', e.target.value)}
                />
                <datalist id="blog-category-list">
                  {categories.data?.categories.map((c) => (
                    <option key={c.slug} value={c.slug}>
                      {c.name_en}
                    </option>
                  ))}
                </datalist>
              </label>
              <label className="block text-sm font-medium">
                Tags (Enter adds)
                <input
                  className={input}
                  value={tag}
                  onChange={(e) => setTag(e.target.value)}
                  onKeyDown={(event) => {
                    // Enter adds a tag; so does a comma on the new-post screen (back-office.md §5)
                    if (event.key !== 'Enter' && !(event.key === ',' && !post)) return;
                    event.preventDefault();
                    const clean = tag.trim();
                    if (clean && !draft.tags.includes(clean)) set('tags', [...draft.tags, clean]);
                    setTag('');
                  }}
                />
              </label>
              <div className="flex flex-wrap gap-1">
                {draft.tags.map((t) => (
                  <button
                    key={t}
                    type="button"
                    onClick={() =>
                      set(
                        'tags',
                        draft.tags.filter((x) => x !== t),
                      )
                    }
                    className="rounded-full bg-slate-100 px-2 py-0.5 text-xs"
                  >
                    {t} ×
                  </button>
                ))}
              </div>
              <label className="block text-sm font-medium">
                Publish date
                <input
                  type="datetime-local"
                  className={input}
                  value={draft.published_at ? draft.published_at.slice(0, 16) : ''}
                  onChange={(e) =>
                    set(
                      'published_at',
                      e.target.value ? new Date(e.target.value).toISOString() : null,
                    )
                  }
                />
              </label>
            </TabPanel>
          </div>
          <aside
            className="h-fit rounded-xl bg-white p-4 text-sm ring-1 ring-slate-200"
            aria-label="Post Info"
          >
            <h2 className="font-semibold">Post Info</h2>
            <dl className="mt-2 space-y-1">
              <dt className="text-slate-500">Author</dt>
              <dd>{post?.author ?? 'You'}</dd>
              <dt className="text-slate-500">Status</dt>
              <dd data-testid="post-status">{saved.status}</dd>
              <dt className="text-slate-500">Published</dt>
              <dd>
                {saved.published_at ? new Date(saved.published_at).toLocaleString('en-GB') : '—'}
              </dd>
              <dt className="text-slate-500">English content</dt>
              <dd>
                {plain.length} characters · {plain ? plain.split(' ').length : 0} words
              </dd>
            </dl>
          </aside>
        </div>
      </Tabs>
      {picking && (
        <Dialog
          title="Select an image"
          label="Image library"
          onOpenChange={() => setPicking(undefined)}
          size="3xl"
          titleAction={<DialogCloseButton onClose={() => setPicking(undefined)} />}
        >
          <ImageLibrary onSelect={(url) => picking(url)} />
        </Dialog>
      )}
    </div>
  );
}
