/** Requirement entries shared by entity declarations (spec section 6). */

/** An admin section: the administrator superuser, admin full access, or `admin: {section}`. */
export const adminSection = (section: string) =>
  `administrator|admin: full_access|admin: ${section}`;

/** Locations have their own full_access besides the admin one. */
export const locationsSection = (section: string) =>
  `${adminSection(section)}|locations: full_access`;
