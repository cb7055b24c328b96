/**
 * The emission wizard's steps for what operations reviews (domain/contracts/emissionRequirements.ts):
 * the inspection, whose photos and status live on the inspection itself, and the ART's
 * no-objection letter, uploaded on the request. Each step keeps what the subscriber tells
 * operations; the step's screen shows the record's status and where to upload.
 */
import { defineEntity } from '../engine/entity';
import { longText, text } from '../engine/fields';

export const inspectionForm = defineEntity({
  name: 'flows/contract_request/inspection',
  table: '',
  label: { one: 'Inspección', many: 'Inspecciones' },
  fields: {
    contact_phone: text({
      label: 'Teléfono para coordinar',
      max: 30,
      helperText: 'Si operaciones tiene que pedirle algo al asegurado',
    }),
    notes: longText({ label: 'Indicaciones para operaciones', max: 1000 }),
  },
  recordLabel: 'notes',
});

export const letterForm = defineEntity({
  name: 'flows/contract_request/no_objection_letter',
  table: '',
  label: { one: 'Carta de no objeción', many: 'Cartas de no objeción' },
  fields: {
    current_art: text({
      label: 'ART actual',
      required: true,
      max: 120,
      helperText: 'La que firma la carta: el empleador se va de ella',
    }),
    notes: longText({ label: 'Indicaciones para operaciones', max: 1000 }),
  },
  recordLabel: 'current_art',
});
