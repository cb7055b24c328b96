/**
 * Rules of the organization and payment-type catalogues beyond single fields. The seven
 * organizations of spec 9 and the twelve payment types of spec 3 are the product's: their ids
 * are referenced across the product (users' organizations, payment methods), so they are never
 * deleted, and a payment type of the spec keeps its code. Adding an organization decides the
 * tenancy of a new business: only a product administrator (an administrator of organization 1)
 * may, and an organization's administrator edits only organizations they belong to.
 */
import type { AccessLists } from './engine/access';
import { organizations, paymentTypes } from './enums/catalogues';
import { isProductAdministrator } from './tenancy';

export const SPEC_ORGANIZATION_IDS: readonly number[] = organizations.options.map((o) => o.id);
export const SPEC_PAYMENT_TYPE_IDS: readonly number[] = paymentTypes.options.map((o) => o.id);

export const catalogueRuleMessages = {
  organizationCreate:
    'Solo un administrador de la organización principal puede crear organizaciones.',
  organizationForeign: 'Solo puede cambiar los datos de una organización a la que pertenece.',
  organizationSpecDelete:
    'Las siete organizaciones del producto no se pueden eliminar: las usan usuarios y registros.',
  paymentTypeSpecDelete:
    'Los doce medios de pago del producto no se pueden eliminar; desactivalo si no se usa.',
  paymentTypeSpecCode:
    'El código de los medios de pago del producto no se cambia: lo usan las integraciones.',
} as const;

export const mayCreateOrganization = (access: AccessLists, memberOf: number[]) =>
  isProductAdministrator(access, memberOf);

/** A product administrator changes any organization; anyone else only one of their own. */
export const mayChangeOrganization = (
  access: AccessLists,
  memberOf: number[],
  organizationId: number,
) => isProductAdministrator(access, memberOf) || memberOf.includes(organizationId);
