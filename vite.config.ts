import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** In development Vite serves the SPA and forwards the API to `npm run dev`'s server on API_PORT. */
const api = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1500 },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      '/api': api,
      '/app-config.js': api,
      '/socket.io': { target: api, ws: true },
    },
  },
});
