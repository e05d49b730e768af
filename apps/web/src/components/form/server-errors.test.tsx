import { act } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { renderHook, type Rendered } from '../../test/render.tsx';
import { applyServerErrors } from './server-errors.ts';

type Values = { name: string; slug: string; related: string };
const FIELDS = ['name', 'slug', 'related'] as const;
const fallback = 'Failed to save';

function recordingSetError() {
  return vi.fn<(name: string, error: { message?: string }, options?: object) => void>();
}

describe('applyServerErrors: a failed save put at its fields', () => {
  it('puts every field of a 400 on its field, focuses the first, and leaves no form message', () => {
    const setError = recordingSetError();
    const error = new ApiError('Validation failed', 400, 'validation', {
      name: 'English name is required',
      slug: 'Slug is required',
    });
    expect(applyServerErrors<Values>(error, FIELDS, setError, { fallback })).toBeUndefined();
    expect(setError.mock.calls).toEqual([
      ['name', { type: 'server', message: 'English name is required' }, { shouldFocus: true }],
      ['slug', { type: 'server', message: 'Slug is required' }, { shouldFocus: false }],
    ]);
  });

  it('renames server fields the form calls differently', () => {
    const setError = recordingSetError();
    const error = new ApiError('Invalid ingredient references: x', 400, 'bad_request', {
      commonly_used_with: 'Invalid ingredient references: x',
    });
    applyServerErrors<Values>(error, FIELDS, setError, {
      fallback,
      aliases: { commonly_used_with: 'related' },
    });
    expect(setError).toHaveBeenCalledWith(
      'related',
      { type: 'server', message: 'Invalid ingredient references: x' },
      { shouldFocus: true },
    );
  });

  it('puts a field-less answer where the form says it belongs', () => {
    const setError = recordingSetError();
    const error = new ApiError('A category with this name already exists', 409, 'conflict');
    const message = applyServerErrors<Values>(error, FIELDS, setError, {
      fallback,
      fieldFor: (failure) => (failure.status === 409 ? 'name' : undefined),
    });
    expect(message).toBeUndefined();
    expect(setError).toHaveBeenCalledWith(
      'name',
      { type: 'server', message: 'A category with this name already exists' },
      { shouldFocus: true },
    );
  });

  it('returns the message of what no field can show', () => {
    const setError = recordingSetError();
    const forbidden = new ApiError('Access denied', 403, 'forbidden');
    expect(applyServerErrors<Values>(forbidden, FIELDS, setError, { fallback })).toBe(
      'Access denied',
    );
    const unknownField = new ApiError('Validation failed', 400, 'validation', {
      body: 'Unrecognized key',
      slug: 'Slug is required',
    });
    expect(applyServerErrors<Values>(unknownField, FIELDS, setError, { fallback })).toBe(
      'Validation failed',
    );
    expect(setError).toHaveBeenCalledTimes(1);
    expect(applyServerErrors<Values>(new TypeError('boom'), FIELDS, setError, { fallback })).toBe(
      fallback,
    );
  });
});

describe('applyServerErrors with react-hook-form', () => {
  let rendered: Rendered | undefined;
  afterEach(() => rendered?.unmount());

  it('marks the fields in the form state', () => {
    const hook = renderHook(() =>
      useForm<Values>({ defaultValues: { name: '', slug: '', related: '' } }),
    );
    rendered = hook;
    const error = new ApiError('A category with this slug already exists', 409, 'duplicate', {
      slug: 'This slug already exists',
    });
    act(() => {
      applyServerErrors(error, FIELDS, hook.result.current.setError, { fallback });
    });
    expect(hook.result.current.getFieldState('slug').error?.message).toBe(
      'This slug already exists',
    );
    expect(hook.result.current.getFieldState('name').invalid).toBe(false);
  });
});
