// schemas/flow.schema.json and schemas/step.schema.json are what an editor's JSON Schema support completes names
// from and flags unknown keys with: their lists of registered names are the registry's, and they are strict.
import { describe, expect, it } from 'vitest';
import { loadFlowSources } from '../../src/server/flows/flow-files.ts';
import { ENGINE_NAMES } from '../../src/shared/flows/engine-names.ts';
import { createSchemaAjv } from '../../src/shared/schema-ajv.ts';

// biome-ignore lint/suspicious/noExplicitAny: the tests walk JSON documents by key
type Node = Record<string, any>;
const sources = loadFlowSources();
const stepSchema = sources.stepSchema as Node;
const flowSchema = sources.flowSchema as Node;
const sorted = (names: readonly string[]) => [...names].sort();

/** An editor validates with the schema alone, as written (no code of ours). */
function editorValidator(schema: object) {
  const ajv = createSchemaAjv({ allErrors: true, strict: false });
  return ajv.compile(schema);
}

describe('the editor schemas', () => {
  it('list exactly the registered widgets, fields, panels and actions', () => {
    const ui = stepSchema.definitions.uiNode.properties;
    expect(sorted(ui['ui:widget'].enum)).toEqual(sorted(ENGINE_NAMES.widgets));
    expect(sorted(ui['ui:field'].enum)).toEqual(sorted(ENGINE_NAMES.fields));
    expect(sorted(stepSchema.properties.panel.enum)).toEqual(sorted(ENGINE_NAMES.panels));
    const screenStep = flowSchema.definitions.step.oneOf.find((branch: Node) => branch.properties.screen);
    expect(sorted(screenStep.properties.action.enum)).toEqual(sorted(ENGINE_NAMES.actions));
  });

  it('list only formats the server knows', () => {
    const ajv = createSchemaAjv();
    for (const format of stepSchema.definitions.schemaNode.properties.format.enum as string[])
      expect(() => ajv.compile({ type: 'string', format }), format).not.toThrow();
  });

  it('accept every flow and step file as it is', () => {
    const validateStep = editorValidator(stepSchema);
    for (const { file, content } of sources.steps) expect(validateStep(content), file).toBe(true);
    const validateFlow = editorValidator(flowSchema);
    for (const { file, content } of sources.flows) expect(validateFlow(content), file).toBe(true);
  });

  it('flag unknown keys: a misspelt keyword in a step schema, a ui: key, a step key', () => {
    const validateStep = editorValidator(stepSchema);
    const step = structuredClone(
      sources.steps.find(({ file }) => file.endsWith('/loan-amount.json'))?.content,
    ) as Node;
    step.schema.properties.loan.requierd = ['loan_amt'];
    expect(validateStep(step)).toBe(false);
    expect(validateStep.errors).toContainEqual(
      expect.objectContaining({
        keyword: 'additionalProperties',
        params: { additionalProperty: 'requierd' },
      }),
    );
    delete step.schema.properties.loan.requierd;
    step.uiSchema.loan.loan_amt['ui:widgit'] = 'currency';
    expect(validateStep(step)).toBe(false);

    const validateFlow = editorValidator(flowSchema);
    const flow = structuredClone(sources.flows[0]?.content) as Node;
    const screen = flow.steps.find((candidate: Node) => candidate.screen);
    screen.nxt = 'somewhere';
    expect(validateFlow(flow)).toBe(false);
  });
});
