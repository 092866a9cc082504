import type { Country } from '@platform/contract/accounts';
import { useState } from 'react';

/** The country of a mobile field: the visitor's choice, else the operator's default (register settings). */
export function useCountryChoice(settings: { countries: Country[]; defaultCountryCode: string } | undefined) {
  const [chosen, setChosen] = useState<string | null>(null);
  const countries = settings?.countries ?? [];
  const countryCode = chosen ?? settings?.defaultCountryCode ?? countries[0]?.countryCode ?? '';
  const dialingCode =
    countries.find((country) => country.countryCode === countryCode)?.countryDialingCode ?? '';
  return { countryCode, dialingCode, choose: setChosen };
}
