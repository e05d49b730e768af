import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import { useNavigate } from '../../../router/index.ts';
import {
  blogPostInputSchema,
  publishProblem,
  type BlogPostInput,
  type SavedPostResponse,
} from '@chhiwat/core';
import { applyServerErrors } from '../../../components/form/server-errors.ts';
import { AlertDialog, Dialog, DialogCloseButton } from '../../../components/ui/dialog.tsx';
import { TabPanel, Tabs } from '../../../components/ui/tabs.tsx';
import { useToasts } from '../../../components/ui/toasts.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDeleteRequest } from '../shared/use-delete-request.ts';
import { deletePost, savePost, type AdminPost } from './api.ts';
import { ImageLibrary } from './image-library.tsx';
import { PostContentFields, PostSettingsFields } from './post-fields.tsx';
import {
  EMPTY_POST,
  placeOf,
  POST_ACTIONS,
  POST_LANGUAGES,
  POST_VIEWS,
  postFormValues,
  postPayload,
  type PostAction,
  type PostFormValues,
  type PostLanguage,
  type PostView,
} from './post-form.ts';
import { PostEditorHeader } from './post-editor-header.tsx';
import { PostInfo, PostPreview } from './post-views.tsx';
import { useAutoSave } from './use-auto-save.ts';

const FIELDS = Object.keys(EMPTY_POST) as (keyof PostFormValues)[];
type Stored = SavedPostResponse['post'];

/** The post form: one core schema in the browser and on the server, three languages, three views. */
export function PostEditor({ post }: { post?: AdminPost | undefined }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { show } = useToasts();
  const deleteRequest = useDeleteRequest();
  const form = useForm({
    resolver: zodResolver(blogPostInputSchema),
    defaultValues: post ? postFormValues(post) : EMPTY_POST,
    shouldFocusError: false, // the field may sit on another view: revealed first, then focused
  });
  const [stored, setStored] = useState<Stored | undefined>(post);
  const status = stored?.status ?? 'draft';
  const [view, setView] = useState<PostView>('content');
  const [language, setLanguage] = useState<PostLanguage>('en');
  const [focusRequest, setFocusRequest] = useState<{ field: keyof PostFormValues }>();
  const [lastSaved, setLastSaved] = useState<Date>();
  const [picking, setPicking] = useState<(url: string) => void>();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const dirty = form.formState.isDirty;

  useEffect(() => {
    if (focusRequest) form.setFocus(focusRequest.field);
  }, [focusRequest, form]);

  /** Shows the view and language tab a field is on, then moves focus to it. */
  const reveal = (field: keyof PostFormValues) => {
    const place = placeOf(field);
    setView(place.view);
    if (place.language) setLanguage(place.language);
    setFocusRequest({ field });
  };
  const refuse = (field: keyof PostFormValues, message: string) => {
    form.setError(field, { type: 'manual', message });
    show({ kind: 'error', text: message });
    reveal(field);
  };

  /** Stores the post; on success the form's saved state is what was sent. */
  const persist = async (values: PostFormValues, body: ReturnType<typeof postPayload>) => {
    const answer = await savePost(post?.id, body);
    const saved = answer.post;
    const now = { slug: saved.slug, status: saved.status, published_at: saved.published_at };
    form.reset({ ...values, ...now }, { keepValues: true });
    form.setValue('slug', now.slug);
    form.setValue('status', now.status);
    form.setValue('published_at', now.published_at);
    setStored(saved);
    setLastSaved(new Date());
    void queryClient.invalidateQueries({ queryKey: ['admin', 'posts'] });
    return saved;
  };

  const submit = async (action: PostAction, parsed: BlogPostInput) => {
    const values = form.getValues();
    const unpublishing = action.status === 'draft' && status === 'published';
    const body = postPayload({
      ...parsed,
      status: action.status,
      published_at: unpublishing ? null : parsed.published_at,
    });
    try {
      const saved = await persist(values, body);
      show({ kind: 'success', text: action.success });
      if (!post && action.status === 'draft')
        setTimeout(() => void navigate(`/admin/blog/edit/${saved.id}`), 1000);
      if (action.publishes && status !== 'published')
        setTimeout(() => void navigate('/admin/blog'), 1500);
    } catch (error) {
      applyServerErrors(error, FIELDS, form.setError, { fallback: action.failure });
      show({ kind: 'error', text: error instanceof ApiError ? error.message : action.failure });
      const first = error instanceof ApiError ? Object.keys(error.fields ?? {})[0] : undefined;
      if (first && FIELDS.includes(first as keyof PostFormValues))
        reveal(first as keyof PostFormValues);
    }
  };
  const showFirstError = (errors: FieldErrors<PostFormValues>) => {
    const field = FIELDS.find((name) => errors[name]);
    if (field) refuse(field, errors[field]?.message ?? 'Invalid value');
  };
  const run = (action: PostAction) => () => {
    const { title_en, content_en = '' } = form.getValues();
    const problem =
      action.publishes && status !== 'published'
        ? publishProblem({ title_en, content_en })
        : undefined;
    if (problem) return refuse(problem.field, problem.message);
    void form.handleSubmit((parsed) => submit(action, parsed), showFirstError)();
  };

  const autoSaving = useAutoSave({
    dirty,
    enabled: Boolean(post) && status !== 'published',
    save: async () => {
      const values = form.getValues();
      const checked = blogPostInputSchema.safeParse(postPayload(values));
      if (!checked.success) return false;
      await persist(values, postPayload(checked.data));
      return true;
    },
  });

  const remove = async () => {
    setConfirmingDelete(false);
    if (!post) return; // only a stored post offers Delete
    const deleted = await deleteRequest(
      () => deletePost(post.id),
      'Post deleted successfully!',
      'Failed to delete post',
    );
    if (deleted) setTimeout(() => void navigate('/admin/blog'), 1000);
  };
  const pickImage = () =>
    new Promise<string | undefined>((resolve) =>
      setPicking(() => (url: string) => (resolve(url), setPicking(undefined))),
    );

  return (
    <FormProvider {...form}>
      <div className="space-y-4">
        <PostEditorHeader
          editing={Boolean(post)}
          stored={stored}
          dirty={dirty}
          autoSaving={autoSaving}
          lastSaved={lastSaved}
          busy={form.formState.isSubmitting}
          onSave={run(status === 'published' ? POST_ACTIONS.saveChanges : POST_ACTIONS.saveDraft)}
          onSwitchStatus={run(
            status === 'published' ? POST_ACTIONS.unpublish : POST_ACTIONS.publish,
          )}
          onDelete={() => setConfirmingDelete(true)}
        />
        <Tabs
          tabs={POST_VIEWS.map((name) => ({
            value: name,
            label: <span className="capitalize">{name}</span>,
          }))}
          value={view}
          onValueChange={setView}
          label="Post views"
        >
          <div className="grid gap-4 lg:grid-cols-[1fr_16rem]">
            <div className="space-y-3">
              {view !== 'settings' && (
                <div className="flex gap-2" role="group" aria-label="Language">
                  {POST_LANGUAGES.map(({ code, label }) => (
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
                <PostContentFields key={language} language={language} pickImage={pickImage} />
              </TabPanel>
              <TabPanel value="preview">
                <PostPreview language={language} />
              </TabPanel>
              <TabPanel value="settings">
                <PostSettingsFields creating={!post} pickImage={pickImage} />
              </TabPanel>
            </div>
            <PostInfo post={post} status={status} publishedAt={stored?.published_at ?? null} />
          </div>
        </Tabs>
      </div>
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
      {confirmingDelete && (
        <AlertDialog
          title="Delete post"
          confirmLabel="Delete"
          onCancel={() => setConfirmingDelete(false)}
          onConfirm={() => void remove()}
        >
          Delete this post? This action cannot be undone.
        </AlertDialog>
      )}
    </FormProvider>
  );
}
