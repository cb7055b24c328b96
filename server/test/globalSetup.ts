/** vitest globalSetup of the server project: the database templates of server/test/templates.ts. */
import { createTemplates } from './templates';

export default async function setup() {
  return createTemplates();
}
