/** Which code may import which (decision 0010). Each zone: files in `target` may not import `from`. */
export const appZones = [
  { target: 'packages/core', from: 'apps', message: 'core is pure and shared: it imports no app.' },
  {
    target: 'apps/server',
    from: 'apps/web',
    message: 'The server imports nothing from the web app.',
  },
  {
    target: 'apps/web',
    from: 'apps/server',
    message: 'The web app imports nothing from the server.',
  },
];
