/**
 * One icon per section, declared once: the side menu, the title dropdown and the home shortcuts
 * all take it from here, so "Compañías" looks the same everywhere and no two sections share one.
 * Each area brings its sections' icons (its screens part, resources/areas/*.ts); here stay the
 * engine's default and the hand-written screens no area lists.
 */
import { createElement, type ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import FolderIcon from '@mui/icons-material/Folder';
import HomeIcon from '@mui/icons-material/Home';
import { screenAreas } from '../../resources/areas';

export const sectionIcons: ReadonlyMap<string, ComponentType<SvgIconProps>> = new Map([
  // Home, and hand-written screens outside the areas (domain/screens.ts areaScreens)
  ['home', HomeIcon],
  ['schedule', CalendarMonthIcon],
  ...screenAreas.flatMap((area) => area.icons ?? []),
]);

/** A section's icon; a section declared without one gets a plain folder until it has one. */
export const iconOf = (name: string) => sectionIcons.get(name) ?? FolderIcon;

export function EntityIcon({ name, ...props }: { name: string } & SvgIconProps) {
  return createElement(iconOf(name), { 'aria-hidden': true, ...props });
}
