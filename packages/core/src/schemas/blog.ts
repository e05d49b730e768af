import { z } from 'zod';
import { DEFAULT_BLOG_COLOR, DEFAULT_BLOG_ICON } from '../catalogue.ts';
import { imageUrlField, optionalName, optionalText, slugField } from './fields.ts';
import { sensibleDate } from './sensible-date.ts';
import { visibleText } from './visible-text.ts';

/** Blog category modal (back-office.md §5). */
export const blogCategoryInputSchema = z.strictObject({
  name: z
    .string({ error: 'Category name is required' })
    .trim()
    .min(1, 'Category name is required')
    .max(100, 'Category name must be less than 100 characters')
    .check(visibleText('Category name')),
  slug: z.union([z.literal(''), slugField]).default(''),
  description: optionalText('Description', 500),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'Color must be a hex colour like #3b82f6')
    .default(DEFAULT_BLOG_COLOR),
});
export type BlogCategoryInput = z.infer<typeof blogCategoryInputSchema>;
export { DEFAULT_BLOG_ICON };

const MAX_HTML = 200_000;

/** Blog post editor payload (back-office.md §3 and §5, Blog post); HTML is sanitised by the server. */
export const blogPostInputSchema = z.strictObject({
  slug: z.union([z.literal(''), slugField]).default(''),
  title_en: z
    .string({ error: 'Please enter a title before saving' })
    .trim()
    .min(1, 'Please enter a title before saving')
    .max(200, 'Title must be less than 200 characters')
    .check(visibleText('English title')),
  title_fr: optionalName('French title', 200),
  title_ar: optionalName('Arabic title', 200),
  excerpt_en: optionalText('English excerpt', 500),
  excerpt_fr: optionalText('French excerpt', 500),
  excerpt_ar: optionalText('Arabic excerpt', 500),
  content_en: optionalText('English content', MAX_HTML),
  content_fr: optionalText('French content', MAX_HTML),
  content_ar: optionalText('Arabic content', MAX_HTML),
  image_url: imageUrlField,
  category: z
    .string()
    .trim()
    .max(100, 'Category must be less than 100 characters')
    .nullable()
    .default(null),
  // Blog tags keep their case (unlike recipe tags): trimmed, non-empty, unique (back-office.md §5).
  tags: z
    .array(z.string().max(40, 'Tags must be less than 40 characters'), {
      error: 'Tags must be a list',
    })
    .max(30, 'At most 30 tags are allowed')
    .default([])
    .transform(keepCaseTags),
  status: z
    .enum(['draft', 'published'], { error: 'Status must be draft or published' })
    .default('draft'),
  // May be backdated (an older article moved here), but not past the sensible years.
  published_at: sensibleDate('Publish date').nullable().default(null),
});
export type BlogPostInput = z.infer<typeof blogPostInputSchema>;

/** Blog tags: trimmed, non-empty, unique, in their own case (back-office.md §5). */
export function keepCaseTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map((tag) => tag.trim()).filter(Boolean))];
}

/** Publishing needs an English title and English content (back-office.md §5). */
export function publishProblem(
  post: Pick<BlogPostInput, 'title_en' | 'content_en'>,
): PublishProblem | undefined {
  if (!post.title_en.trim())
    return { field: 'title_en', message: 'Please enter a title before publishing' };
  if (!stripTags(post.content_en).trim())
    return { field: 'content_en', message: 'Please add content before publishing' };
  return undefined;
}
export interface PublishProblem {
  field: 'title_en' | 'content_en';
  message: string;
}

export function stripTags(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ');
}
