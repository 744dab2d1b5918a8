import type { CallDeclaration } from '../wire';
import { accountCalls } from './account';
import { attachmentCalls } from './attachments';
import { companyCalls } from './company';
import { constructionCalls } from './construction';
import { equipmentCalls } from './equipment';
import { inspectionCalls } from './inspection';
import { operatorCalls } from './operator';
import { portalCalls } from './portal';
import { printCalls } from './print';
import { registrationCalls } from './registration';
import { registrationSetCalls } from './registrationSets';
import { selfServiceCalls } from './selfService';
import { sessionCalls } from './session';
import { supervisionCalls } from './supervision';
import { useRegistrationCalls } from './useRegistration';

/** A family of calls: its title in the documentation and its calls by name. */
export interface CallFamily {
  title: string;
  calls: Readonly<Record<string, CallDeclaration>>;
}

/** Every call of the contract, by family, in the order the documentation shows them. */
export const CALL_FAMILIES = {
  session: { title: 'Session and user', calls: sessionCalls },
  portal: { title: 'Home (index) and the error log', calls: portalCalls },
  equipment: { title: 'Equipment (eqm)', calls: equipmentCalls },
  operator: { title: 'Operators and their certificates (operator)', calls: operatorCalls },
  company: {
    title: "The unit's own records (unit, invoice titles, addresses, partners, maintenance)",
    calls: companyCalls,
  },
  construction: { title: 'Construction notifications (eqmBcwBasic)', calls: constructionCalls },
  inspection: {
    title: 'Online inspection applications and payment (appOnline, /api/pay)',
    calls: inspectionCalls,
  },
  selfService: {
    title: 'Reports, invoices, questions and the no-account entries (selfService)',
    calls: selfServiceCalls,
  },
  supervision: {
    title: 'Elevators of the maintenance unit and supervision inspections',
    calls: supervisionCalls,
  },
  useRegistration: {
    title: 'Use and change registration (epPemUseregistApply, useManage)',
    calls: useRegistrationCalls,
  },
  registrationSets: {
    title: 'Registration by set and by unit, terminations (useManage, pemEqmRlvBasic)',
    calls: registrationSetCalls,
  },
  account: { title: 'Administration: registrations, accounts, password resets', calls: accountCalls },
  registration: { title: 'Public account flows (no session)', calls: registrationCalls },
  attachments: { title: 'Attachments and list exports (common)', calls: attachmentCalls },
  print: { title: 'Print host (PDFs)', calls: printCalls },
} satisfies Record<string, CallFamily>;

/** One call with its id (`family.name`). */
export interface DeclaredCall {
  id: string;
  family: string;
  name: string;
  declaration: CallDeclaration;
}

export const ALL_CALLS: readonly DeclaredCall[] = Object.entries(
  CALL_FAMILIES as Record<string, CallFamily>,
).flatMap(([family, { calls }]) =>
  Object.entries(calls).map(([name, declaration]) => ({
    id: `${family}.${name}`,
    family,
    name,
    declaration,
  })),
);
