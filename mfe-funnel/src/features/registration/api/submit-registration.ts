// The registration form's one call: data-client's registerLead (RPC register_lead through postgrest-js), with the
// first-touch UTM record the shell captured. The PostgREST client and the UTM reader come with the call (dynamic
// imports, the client already loaded by the hero's launch date by then): not part of the page's first load.
import type { RegistrationResult } from '@funil/data-client/public/register-lead';
import type { Country } from '@funil/shared-ui/phone-input/countries';
import type { ProgrammingExperience } from '../registration-messages';
import { normalizeEmail } from '@funil/text/email';

export interface RegistrationSubmission {
  name: string;
  email: string;
  country: Country;
  whatsappNumber: string;
  experience: ProgrammingExperience;
}

export async function submitRegistration(values: RegistrationSubmission): Promise<RegistrationResult> {
  const [{ registerLead }, { readUtm }] = await Promise.all([
    import('@funil/data-client/public/register-lead'),
    import('@funil/data-client/tracking/utm-store'),
  ]);
  return registerLead({
    name: values.name.trim(),
    email: normalizeEmail(values.email),
    // Dial code + number; registerLead keeps the digits only ('+55 (11) 98765-4321' -> '5511987654321').
    whatsapp: `${values.country.dial} ${values.whatsappNumber}`,
    programmingExperience: values.experience,
    utm: readUtm(),
    language: navigator.language || 'pt-BR',
  });
}
