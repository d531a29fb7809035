// npm run dev: the API server in watch mode on 3001 beside Vite's dev server (hot reload) on 5173,
// which proxies /api, /config.json and /tenant-assets to it. Ctrl-C stops both.
import { spawn } from 'node:child_process';

const webPort = process.env.WEB_PORT ?? '5173';
const children = [
  spawn('npm', ['run', 'dev', '-w', 'apps/server'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.API_PORT ?? '3001', PUBLIC_URL: `http://localhost:${webPort}` },
  }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], {
    stdio: 'inherit',
    env: { ...process.env, WEB_PORT: webPort },
  }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', stop);
