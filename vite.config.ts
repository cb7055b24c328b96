import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/** In development Vite serves the SPA and forwards the API to `npm run dev`'s server on API_PORT. */
const api = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const compressible = /\.(js|css|html|svg|json)$/;

/**
 * Writes `.br` and `.gz` beside every text file of the build, which @fastify/static serves
 * (`preCompressed`) to browsers that accept them. Compressing once at the highest levels costs
 * nothing per request, unlike compressing each response on the 2-core server.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((f) => compressible.test(f));
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file);
          const content = await readFile(path).catch(() => null);
          if (!content) return;
          const params = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY };
          const br = await brotli(content, { params });
          const gz = await gzipAsync(content, { level: 9 });
          // A tiny file can grow: then the plain one is sent.
          if (br.length < content.length) await writeFile(`${path}.br`, br);
          if (gz.length < content.length) await writeFile(`${path}.gz`, gz);
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
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
