import { describe, expect, it } from 'vitest';
import { isCanonicalPath } from './canonical-path.ts';

describe('isCanonicalPath', () => {
  it.each([
    '/',
    '/api/admin/admins',
    '/api/admin/recipes/12',
    '/api/admin/recipes?search=%25&page=2',
    '/api/admin/images/blog-images/a%20b.webp',
    '/api/admin/search?q=%61',
    '/api/ingredients/',
  ])('accepts %s', (url) => expect(isCanonicalPath(url)).toBe(true));

  it.each([
    '/%61pi/admin/admins',
    '/a%70i/admin/admins',
    '/api/%61dmin/admins',
    '/api/admi%6E/admins',
    '/api/admi%6e/admins',
    '/api%2Fadmin/admins',
    '/api%2fadmin%2fadmins',
    '/api/admin%5Cadmins',
    '/api\\admin/admins',
    '//api/admin/admins',
    '/api//admin/admins',
    '/api/./admin/admins',
    '/api/x/../admin/admins',
    '/api/%2e/admin/admins',
    '/api/%2E%2E/api/admin/admins',
    '/api/admin/admins%',
    '/api/admin/admins%zz',
    '/api/admin/admins%4',
    'api/admin/admins',
    '',
  ])('refuses %s', (url) => expect(isCanonicalPath(url)).toBe(false));
});
