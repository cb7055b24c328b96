/** Wiring of uploaded files into the app (server/app.ts: one route line and one hook table). */
export { registerFileRoutes } from './routes';
export { fileFieldHooks } from './fileFieldHooks';
