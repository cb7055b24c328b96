/**
 * Which screens are hand-written rather than generated: the `overrides` the screen areas
 * register (resources/areas/*.ts). Read as text, not imported, so the specs load no React.
 * Every spec that samples screens covers each hand-written one in every run.
 */
import { readdirSync, readFileSync } from 'node:fs';

const areasFolder = new URL('../resources/areas/', import.meta.url);
const registry = readdirSync(areasFolder)
  .filter((file) => file.endsWith('.ts') || file.endsWith('.tsx'))
  .map((file) => readFileSync(new URL(file, areasFolder), 'utf8'))
  .join('\n');

/** Whether `entity`'s `screen` (list, show, create, edit) is one of the areas' own screens. */
export function handWrittenScreen(entity: string, screen: string): boolean {
  const name = entity.replace(/[/.]/g, '\\$&');
  return new RegExp(`['"]?${name}['"]?:\\s*\\{[^}]*\\b${screen}:`).test(registry);
}
