import { describe, expect, it } from 'vitest';
import type { PortalTask } from '../../../src/client/api/portal-api.ts';
import { groupTodos, rejectionReason, stillSubmitted } from '../../../src/client/portal/todos/todo-groups.ts';

const task = (id: string, status: string, extra: Partial<PortalTask> = {}): PortalTask => ({
  id,
  code: `code-${id}`,
  description: `Task ${id}`,
  status,
  completionDate: '2026-12-06',
  submittedOn: null,
  reason: null,
  documents: [],
  ...extra,
});

const sign = {
  id: 'https://sign.example/1',
  code: 'e',
  description: 'Sign',
  status: 'OPEN',
  completionDate: null,
  submittedOn: null,
};

describe('to-do sections by status (spec 2.9)', () => {
  const statuses = [
    'OPEN',
    'REJECTED',
    'INVCOND',
    'ESCALATION',
    'ISSUES',
    'SUBMIT',
    'RECEIVED',
    'PENDING',
    'REVIEWED',
    'DONE?',
  ];
  const groups = groupTodos({
    sign: [sign],
    tasks: statuses.map((status, index) => task(String(index), status)),
  });

  it("'Tasks' holds OPEN, REJECTED, INVCOND, ESCALATION and ISSUES", () => {
    expect(groups.tasks.map((item) => item.status)).toEqual([
      'OPEN',
      'REJECTED',
      'INVCOND',
      'ESCALATION',
      'ISSUES',
    ]);
  });

  it("'Submitted' holds SUBMIT, RECEIVED, PENDING and REVIEWED; an unknown status is in neither", () => {
    expect(groups.submitted.map((item) => item.status)).toEqual([
      'SUBMIT',
      'RECEIVED',
      'PENDING',
      'REVIEWED',
    ]);
  });

  it("'Sign Documents' holds the sign list", () => {
    expect(groups.sign).toEqual([sign]);
  });

  it('survives a summary without lists', () => {
    expect(groupTodos({} as never)).toEqual({ sign: [], tasks: [], submitted: [] });
  });
});

describe('a task uploaded from this page', () => {
  const uploaded = { documentsBefore: 0, submittedOn: '2026-11-02' };
  const document = {
    id: '1',
    filename: 'a.pdf',
    contentType: 'application/pdf',
    status: 'SUBMITTED' as const,
    reason: null,
    uploadedAt: '2026-11-02T10:00:00Z',
  };

  it("is in 'Submitted' at once, before the server catches up and after, so the counts move with it", () => {
    expect(stillSubmitted(task('1', 'OPEN'), uploaded)).toBe(true);
    expect(stillSubmitted(task('1', 'SUBMIT', { documents: [document] }), uploaded)).toBe(true);
    for (const seen of [task('1', 'OPEN'), task('1', 'SUBMIT', { documents: [document] })]) {
      const groups = groupTodos({ sign: [], tasks: [seen, task('2', 'OPEN')] }, { 1: uploaded });
      expect(groups.tasks.map((item) => item.id)).toEqual(['2']);
      expect(groups.submitted.map((item) => item.id)).toEqual(['1']);
    }
  });

  it('is open again once a processor sends it back', () => {
    const rejected = task('1', 'REJECTED', {
      documents: [{ ...document, status: 'REJECTED', reason: 'Cut off' }],
    });
    expect(stillSubmitted(rejected, uploaded)).toBe(false);
    expect(groupTodos({ sign: [], tasks: [rejected] }, { 1: uploaded }).tasks).toEqual([rejected]);
  });
});

describe("a rejected task's reason", () => {
  it("is the task's reason, else its last rejected document's", () => {
    expect(rejectionReason(task('1', 'REJECTED', { reason: 'Blurry' }))).toBe('Blurry');
    expect(
      rejectionReason(
        task('1', 'REJECTED', {
          documents: [
            {
              id: '1',
              filename: 'a.pdf',
              contentType: 'application/pdf',
              status: 'REJECTED',
              reason: 'First',
              uploadedAt: '',
            },
            {
              id: '2',
              filename: 'b.pdf',
              contentType: 'application/pdf',
              status: 'REJECTED',
              reason: 'Second',
              uploadedAt: '',
            },
          ],
        }),
      ),
    ).toBe('Second');
    expect(rejectionReason(task('1', 'OPEN', { reason: 'old' }))).toBeNull();
  });
});
