/**
 * Insurance branches (ramos), spec section 3 "Branch ids".
 * Codes are the spec's names in snake_case; labels are the ramo as a broker reads it.
 */
import { defineEnum, options } from '../engine/defineEnum';

export const branches = defineEnum(
  'branches',
  options([
    ['car', 1, 'Automotores'],
    ['art', 2, 'ART (Riesgos del Trabajo)'],
    ['motorcycle', 3, 'Motos'],
    ['home', 4, 'Hogar'],
    ['travel', 5, 'Asistencia al viajero'],
    ['business', 6, 'Integral de comercio'],
    ['fleet', 7, 'Flotas'],
    ['surety', 8, 'Caución'],
    ['liability', 9, 'Responsabilidad civil general'],
    ['consortium', 10, 'Integral de consorcio'],
    ['boat', 11, 'Embarcaciones'],
    ['civil_liability', 12, 'Responsabilidad civil'],
    ['operational_all_risk', 13, 'Todo riesgo operativo'],
    ['transport', 14, 'Transporte'],
    ['fire', 15, 'Incendio'],
    ['hail', 16, 'Granizo'],
    ['personal_accidents', 17, 'Accidentes personales'],
    ['window', 18, 'Cristales'],
    ['theft', 19, 'Robo'],
    ['livestock', 20, 'Ganado'],
    ['technical', 21, 'Seguro técnico'],
    ['air_navigation', 22, 'Aeronavegación'],
    ['various', 23, 'Riesgos varios'],
    ['life_individual', 24, 'Vida individual'],
    ['life_group', 25, 'Vida colectivo'],
    ['life_required', 26, 'Vida obligatorio'],
    ['rural', 27, 'Rural'],
    ['modular', 28, 'Modular'],
    ['annual_caution', 29, 'Caución anual'],
    ['one_time_caution', 30, 'Caución por única vez'],
    ['refacturable_caution', 31, 'Caución refacturable'],
    ['pleasure_boats', 32, 'Embarcaciones de placer'],
    ['industry_and_commerce', 33, 'Industria y comercio'],
    ['professional_civil_liability', 34, 'Responsabilidad civil profesional'],
    ['domestic', 35, 'Personal doméstico'],
    ['pet', 36, 'Mascotas'],
    ['sepelio', 37, 'Sepelio'],
    ['construction', 38, 'Construcción'],
    ['service', 39, 'Servicios'],
    ['import_export', 40, 'Importación y exportación'],
    ['prepaid_medicine', 41, 'Medicina prepaga'],
  ]),
);

/** The spec's common branches: surety, liability and consortium. */
export const COMMON_BRANCH_IDS = [8, 9, 10] as const;

export function isCommonBranch(id: number): boolean {
  return (COMMON_BRANCH_IDS as readonly number[]).includes(id);
}
