import type { Captcha } from '../../lib/captcha.ts';
import { CaptchaField as CaptchaBox } from '../account/captcha-field.tsx';
import { useFormField } from './use-form-field.ts';

interface CaptchaFieldProps {
  /** The image and its key (lib/captcha.ts useCaptcha); the key goes with the answer. */
  captcha: Captcha;
  /** The form value of the answer (default `captcha`). */
  name?: string;
  label?: string;
}

/** The captcha answer beside its image; clicking the image asks for a new one. */
export function CaptchaField({ captcha, name = 'captcha', label }: CaptchaFieldProps) {
  const field = useFormField<string | undefined>(name);
  return (
    <CaptchaBox
      captcha={captcha}
      name={name}
      label={label}
      value={field.value ?? ''}
      onChange={field.onChange}
      error={field.error}
    />
  );
}
