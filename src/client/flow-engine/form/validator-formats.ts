import { fullFormats } from 'ajv-formats/dist/formats.js';
import { SCHEMA_FORMATS } from '../../../shared/schema-formats.ts';

/**
 * The formats a precompiled step validator looks up at run time (scripts/vite-precompiled-validators.ts points
 * the generated code here): ajv-formats' full set, as the server checks with, and our own (`birth-date`, …).
 */
export const VALIDATOR_FORMATS: Record<string, unknown> = { ...fullFormats, ...SCHEMA_FORMATS };
