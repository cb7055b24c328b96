import type { Entity } from '../../../domain/engine/entity';
import { inSentence } from '../../../domain/engine/format';

/** «Ver póliza al»: the button reads it with «…», the dialog's title with the day. */
export const asOfLabel = (entity: Entity) => `Ver ${inSentence(entity.label.one)} al`;
