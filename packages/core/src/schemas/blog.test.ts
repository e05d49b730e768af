import { describe, expect, it } from 'vitest';
import { blogCategoryInputSchema, blogPostInputSchema, publishProblem } from './blog.ts';
import { errorsOf } from './test-helpers.ts';

describe('blog schemas (back-office.md §5)', () => {
  it('a category needs a name', () => {
    expect(errorsOf(blogCategoryInputSchema, { name: ' ' })).toEqual({
      name: 'Category name is required',
    });
    expect(blogCategoryInputSchema.parse({ name: 'Street Food' })).toMatchObject({
      color: '#3b82f6',
      slug: '',
    });
  });

  it('saving a post needs an English title', () => {
    expect(errorsOf(blogPostInputSchema, { title_en: '  ' })).toEqual({
      title_en: 'Please enter a title before saving',
    });
    expect(blogPostInputSchema.parse({ title_en: 'Mint tea' })).toMatchObject({
      status: 'draft',
      published_at: null,
    });
  });

  it('publishing needs an English title and English content', () => {
    expect(publishProblem({ title_en: '', content_en: '<p>x</p>' })).toEqual({
      field: 'title_en',
      message: 'Please enter a title before publishing',
    });
    expect(publishProblem({ title_en: 'Tea', content_en: '<p> </p>' })).toEqual({
      field: 'content_en',
      message: 'Please add content before publishing',
    });
    expect(
      publishProblem({ title_en: 'Tea', content_en: '<p>Pour from high.</p>' }),
    ).toBeUndefined();
  });

  it('publish dates are ISO date-times', () => {
    expect(
      errorsOf(blogPostInputSchema, { title_en: 'x', published_at: '2025-03-14T09:00:00.000Z' }),
    ).toEqual({});
    expect(errorsOf(blogPostInputSchema, { title_en: 'x', published_at: 'tomorrow' })).toEqual({
      published_at: 'Publish date must be an ISO date-time',
    });
  });
});
