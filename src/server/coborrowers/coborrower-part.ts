/** Where a co-borrower's own part of an application resumes (spec 4.6, one last path per co-borrower). */
import { COBORROWER_SECTION, isScreen, type ScreenStep } from '../../shared/flows/flow-types.ts';
import type { ApplicationRow } from '../applications/application-repository.ts';
import { flowCatalog } from '../flows/flow-catalog.ts';
import { isOpenApplication } from './application-open.ts';
import type { ContactRow } from './contact-repository.ts';

const coborrowerSteps = (flowType: string): ScreenStep[] =>
  (flowCatalog().flows.get(flowType)?.steps ?? [])
    .filter(isScreen)
    .filter((step) => step.section === COBORROWER_SECTION);

/** Whether `/coborrower/...` (a last path as stored: a leading slash, no officer id) is a co-borrower step. */
export function isCoborrowerStepPath(flowType: string, path: string): boolean {
  const relative = path.replace(/^\//, '');
  return coborrowerSteps(flowType).some((step) => step.path === relative);
}

/** The co-borrower's welcome: the entry step of their section (where an invitation leads). */
export function coborrowerEntryPath(flowType: string): string | null {
  const steps = coborrowerSteps(flowType);
  const entry = steps.find((step) => step.entry) ?? steps[0];
  return entry ? `/${entry.path}` : null;
}

/**
 * The step the co-borrower resumes on: their last one while the application is open; once it is submitted, their
 * welcome step, which then says the application was submitted and leads to the portal.
 */
export function resumePathOf(application: ApplicationRow, contact: ContactRow): string | null {
  const entry = coborrowerEntryPath(application.flowType);
  if (!isOpenApplication(application)) return entry;
  const saved = contact.lastPath;
  return saved && isCoborrowerStepPath(application.flowType, saved) ? saved : entry;
}
