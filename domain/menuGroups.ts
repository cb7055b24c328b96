/**
 * Groups of the administration menu: with some forty sections a flat list is unusable, so each
 * declaration names the group it belongs to (`menuGroup`), in the order shown here.
 */
export const menuGroups = {
  clients: 'Clientes',
  contracts: 'Pólizas',
  organization: 'Organización y personal',
  insurers: 'Aseguradoras y productores',
  vehicles: 'Vehículos',
  payments: 'Pagos y monedas',
  locations: 'Ubicaciones',
  commercial: 'Comercial',
  content: 'Contenidos',
  catalogues: 'Catálogos generales',
  system: 'Sistema',
} as const;

export type MenuGroup = keyof typeof menuGroups;
