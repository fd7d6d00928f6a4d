import { runtimeAjvValidator } from '../../src/client/flow-engine/form/runtime-validator.ts';

/**
 * RJSF's run-time Ajv validator with our formats, for tests that render a form over a schema of their own: the
 * flow studio's (src/client/flow-engine/form/runtime-validator.ts). The borrower's screens only use precompiled
 * validators (src/client/flow-engine/form/step-validators.ts).
 */
export const stepValidator = runtimeAjvValidator();
