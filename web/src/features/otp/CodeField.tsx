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

/** The 6-digit code box: digits only, at most 6 (spec §5). */
export function CodeField({ value, onChange, hint, label = 'Verification code' }: CodeFieldProps) {
  return (
    <TextField
      label={label}
      name="otp"
      className="code-input"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={OTP_LENGTH}
      placeholder={'0'.repeat(OTP_LENGTH)}
      value={value}
      onChange={(event) => onChange(digitsOnly(event.target.value, OTP_LENGTH))}
      hint={hint}
    />
  );
}
