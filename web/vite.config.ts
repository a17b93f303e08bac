import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// Local (emulator) builds are production builds too, with their own .env file.
export default defineConfig(({ command }) => {
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
  plugins: [tailwindcss()],
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      // React Router marks its modules "use client"; meaningless in an SPA bundle.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
  server: { host: '127.0.0.1', port: 5173 },
  };
});
