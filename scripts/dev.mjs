// `npm run dev`: the API server with reload on change (tsx watch) and Vite with hot reload,
// proxying /api to the server. Ctrl-C stops both.
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '3000';
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: port, NODE_ENV: 'development' },
  }),
  spawn('npx', ['vite', '--host', '127.0.0.1'], {
    cwd: 'apps/web',
    stdio: 'inherit',
    env: { ...process.env, API_URL: `http://127.0.0.1:${port}` },
  }),
];

const stop = () => children.forEach((child) => child.exitCode === null && child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
