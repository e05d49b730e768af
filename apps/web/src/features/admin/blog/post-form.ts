import type { z } from 'zod';
import type { blogPostInputSchema, BlogPostInput } from '@chhiwat/core';
import type { AdminPost } from './api.ts';

/** What the editor holds: the post payload as the core schema reads it. */
export type PostFormValues = z.input<typeof blogPostInputSchema>;

export const POST_VIEWS = ['content', 'settings', 'preview'] as const;
export type PostView = (typeof POST_VIEWS)[number];

export const POST_LANGUAGES = [
  { code: 'en', label: 'English', dir: 'ltr' },
  { code: 'fr', label: 'Français', dir: 'ltr' },
  { code: 'ar', label: 'العربية', dir: 'rtl' },
] as const;
export type PostLanguage = (typeof POST_LANGUAGES)[number]['code'];

export const EMPTY_POST = {
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
} satisfies Required<PostFormValues>;

export const postFormValues = (post: AdminPost): Required<PostFormValues> => ({
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

/** The payload the API takes: no category is null. */
export const postPayload = (values: BlogPostInput | PostFormValues) => ({
  ...values,
  category: values.category || null,
});

/** Where a field is shown: its view and, for the texts, its language tab. */
export function placeOf(field: string): { view: PostView; language?: PostLanguage } {
  const text = /^(title|excerpt|content)_(en|fr|ar)$/.exec(field);
  if (text) return { view: 'content', language: text[2] as PostLanguage };
  return { view: 'settings' };
}

/** One button's save: the status it stores and what the toasts say (back-office.md §5, §8). */
export interface PostAction {
  status: PostFormValues['status'];
  success: string;
  failure: string;
  /** Publishing a post that is not yet published also needs English content. */
  publishes?: boolean;
}

export const POST_ACTIONS = {
  saveDraft: {
    status: 'draft',
    success: 'Draft saved successfully!',
    failure: 'Failed to save draft',
  },
  saveChanges: {
    status: 'published',
    success: 'Changes saved successfully!',
    failure: 'Failed to save changes',
  },
  publish: {
    status: 'published',
    success: 'Post published successfully!',
    failure: 'Failed to publish post',
    publishes: true,
  },
  unpublish: {
    status: 'draft',
    success: 'Post unpublished successfully!',
    failure: 'Failed to update post status',
  },
} as const satisfies Record<string, PostAction>;
