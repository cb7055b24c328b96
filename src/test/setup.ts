import '@testing-library/jest-dom/vitest';
import { entities } from '../../domain/entities';
import { learnResources } from '../../providers/i18n';

// The entities' names and field labels, as the signed-in workspace teaches the i18nProvider
// when it loads (src/workspacePart.ts): screens under test render inside that workspace.
await learnResources(entities);
