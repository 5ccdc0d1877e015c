// The CUAD accessors the analysis evaluation needs, in one import.

export { cuadAvailable, loadCategoryDescriptions, loadCuad, readContractText } from '../lib/cuad.ts';
export { cuadDateToIso as cuadDateToIsoAnswer } from './field-metrics.ts';
