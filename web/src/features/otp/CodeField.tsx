import type { ReactNode } from 'react';
import { OTP_LENGTH } from '../../../../shared/constants';
import { TextField } from '../../components/FormField';
import { digitsOnly } from '../../lib/format';

interface CodeFieldProps {
  value: string;
  onChange: (code: string) => void;
  hint?: ReactNode;
  label?: string;
}

/**
 * The 6-digit code box: digits only, at most 6 (spec §5). The six are kept by `digitsOnly`, not by
 * the input's maxlength: the browser would cut a pasted "123 456" or "123-456" to its first six
 * characters before the digits are picked out, leaving five.
 */
export function CodeField({ value, onChange, hint, label = 'Verification code' }: CodeFieldProps) {
  return (
    <TextField
      label={label}
      name="otp"
      className="code-input"
      inputMode="numeric"
      autoComplete="one-time-code"
      placeholder={'0'.repeat(OTP_LENGTH)}
      value={value}
      onChange={(event) => onChange(digitsOnly(event.target.value, OTP_LENGTH))}
      hint={hint}
    />
  );
}
