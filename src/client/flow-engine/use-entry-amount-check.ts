import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { factPath } from '../../shared/flows/flow-facts.ts';
import type { FlowFile, StepDocument } from '../../shared/flows/flow-types.ts';
import { askedPaths } from '../../shared/flows/step-answers.ts';
import { useHttpClient } from '../api/api-provider.tsx';
import type { ApplicationDocument } from '../api/application-document.ts';
import { entryAmountValidator } from './form/entry-amount-check.ts';
import { useErrorWords } from './form/error-words.ts';

/**
 * On the step that asks the flow's `requestedAmount` fact (whatever its path), the check of the amount against
 * the home's value; undefined on every other step, or while the limits load (the server checks the save anyway).
 */
export function useEntryAmountCheck(
  flow: FlowFile,
  document: StepDocument,
  application: ApplicationDocument,
) {
  const http = useHttpClient();
  const field = factPath(flow.facts.requestedAmount);
  const asks = field !== undefined && askedPaths(document.schema).has(field);
  const limits = useQuery({
    queryKey: ['amount-limits', application.appId, application.version],
    // The call's module loads only on the step that asks the amount, not with every step.
    queryFn: async () => (await import('../api/pricing-api.ts')).fetchAmountLimits(http, application.appId),
    enabled: asks,
    retry: 1,
  });
  const { data } = limits;
  const words = useErrorWords();
  return useMemo(
    () => (asks && data ? entryAmountValidator(data, document.schema, words) : undefined),
    [asks, data, document.schema, words],
  );
}
