/**
 * The kinds of contract research (ours: spec 1 and 2.3 name three lists, renewal, reinvoicing
 * and ART increase, where spec 3's catalogue has two types, renewal 4169 and research 4170; a
 * renewal is of type renewal, the other two of type research).
 */
import { defineEnum, numbered } from '../engine/defineEnum';

export const contractResearchKinds = defineEnum(
  'contractResearchKinds',
  numbered(1, [
    ['renewal', 'Renovación', 'info'],
    ['reinvoicing', 'Refacturación', 'default'],
    ['art_increase', 'Aumento de ART', 'default'],
  ]),
);
